import { useLayoutEffect, useSyncExternalStore } from 'react';
import { Icon } from '@/ui/Icon';
import { applyTheme, type Theme } from '@/state/theme';
import './theme-toggle.css';

/**
 * The light/dark toggle (SPEC.md section 1) sits in each page's header, beside the header's own
 * buttons, so it never floats over a button or a price. Screens without a header (sign-in, loading,
 * errors) show it in their top corner instead: CornerThemeToggle, rendered by the app shell, steps
 * aside while a header's toggle is mounted.
 */
const listeners = new Set<() => void>();
let headerToggles = 0;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notify() {
  for (const listener of listeners) listener();
}

/** The theme on screen: <html>'s class, set before the first paint (index.html) and by applyTheme. */
function currentTheme(): Theme {
  return document.documentElement.classList.contains('light-theme') ? 'light-theme' : 'dark';
}

function ToggleButton() {
  const shown = useSyncExternalStore(subscribe, currentTheme, () => 'dark' as Theme);
  const next: Theme = shown === 'dark' ? 'light-theme' : 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-label={next === 'light-theme' ? 'Mudar para o tema claro' : 'Mudar para o tema escuro'}
      title={next === 'light-theme' ? 'Tema claro' : 'Tema escuro'}
      onClick={() => {
        applyTheme(next);
        notify();
      }}
    >
      <Icon name={shown === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}

/** The toggle as a header button: place it among the header's actions. */
export function ThemeToggle() {
  // A layout effect: the corner toggle is gone before the screen paints, no flash of two toggles.
  useLayoutEffect(() => {
    headerToggles += 1;
    notify();
    return () => {
      headerToggles -= 1;
      notify();
    };
  }, []);
  return <ToggleButton />;
}

/** The toggle for screens without a header: top right of the page, scrolling away with it. */
export function CornerThemeToggle() {
  const inHeader = useSyncExternalStore(subscribe, () => headerToggles > 0, () => false);
  if (inHeader) return null;
  return (
    <div className="theme-toggle-corner">
      <ToggleButton />
    </div>
  );
}
