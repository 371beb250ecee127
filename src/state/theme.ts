/** Theme preference (SPEC.md section 3, Local setting): key 'app-theme', 'dark' default. */
export type Theme = 'dark' | 'light-theme';

export const THEME_STORAGE_KEY = 'app-theme';

export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'light-theme' ? 'light-theme' : 'dark';
  } catch {
    return 'dark';
  }
}

/** Applies the theme to <html> (index.html does the same before first paint) and stores it. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('light-theme', theme === 'light-theme');
  const meta = document.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', theme === 'light-theme' ? '#faf7f5' : '#121014');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or full storage: the toggle still works for this visit.
  }
}
