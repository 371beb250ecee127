import { useState } from 'react';
import { Icon } from '@/ui/Icon';
import { applyTheme, readStoredTheme, type Theme } from './theme';
import { useTuckOnScroll } from './use-tuck-on-scroll';
import './theme-toggle.css';

/**
 * The floating sun/moon button present on every screen. It slides out of the way while the page
 * is scrolled down and comes back on the way up, at the top and at the end (and on keyboard focus).
 */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(readStoredTheme);
  const tucked = useTuckOnScroll();
  const next: Theme = theme === 'dark' ? 'light-theme' : 'dark';
  return (
    <button
      type="button"
      className={tucked ? 'theme-toggle theme-toggle--tucked' : 'theme-toggle'}
      aria-label={next === 'light-theme' ? 'Mudar para o tema claro' : 'Mudar para o tema escuro'}
      title={next === 'light-theme' ? 'Tema claro' : 'Tema escuro'}
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
