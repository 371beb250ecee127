import { useState } from 'react';
import { Icon } from '@/ui/Icon';
import { applyTheme, readStoredTheme, type Theme } from './theme';
import './theme-toggle.css';

/** The floating sun/moon button present on every screen. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(readStoredTheme);
  const next: Theme = theme === 'dark' ? 'light-theme' : 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
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
