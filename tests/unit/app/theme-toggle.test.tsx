import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CornerThemeToggle, ThemeToggle } from '@/ui/ThemeToggle';

/** A page whose header can come and go, beside the shell's corner toggle. */
function Shell() {
  const [header, setHeader] = useState(true);
  return (
    <>
      {header ? (
        <header>
          <ThemeToggle />
        </header>
      ) : null}
      <button type="button" onClick={() => setHeader((value) => !value)}>
        alternar cabeçalho
      </button>
      <CornerThemeToggle />
    </>
  );
}

describe('ThemeToggle', () => {
  afterEach(() => {
    document.documentElement.className = '';
  });

  it('switches the theme and remembers it', () => {
    render(<ThemeToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Mudar para o tema claro' }));
    expect(document.documentElement).toHaveClass('light-theme');
    expect(localStorage.getItem('app-theme')).toBe('light-theme');
    fireEvent.click(screen.getByRole('button', { name: 'Mudar para o tema escuro' }));
    expect(document.documentElement).not.toHaveClass('light-theme');
    expect(localStorage.getItem('app-theme')).toBe('dark');
  });

  it('shows the theme already on screen (index.html applies the saved one before React)', () => {
    document.documentElement.classList.add('light-theme');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Mudar para o tema escuro' })).toBeInTheDocument();
  });

  it('is in the header when the page has one, and in the corner when it has none', () => {
    render(<Shell />);
    const toggles = () => screen.getAllByRole('button', { name: /^Mudar para o tema/ });
    expect(toggles()).toHaveLength(1);
    expect(toggles()[0]?.closest('header')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'alternar cabeçalho' }));
    expect(toggles()).toHaveLength(1);
    expect(toggles()[0]?.closest('header')).toBeNull();
    expect(toggles()[0]?.parentElement).toHaveClass('theme-toggle-corner');

    // Switched from the corner, the header's toggle shows the same theme when it is back.
    fireEvent.click(toggles()[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'alternar cabeçalho' }));
    expect(toggles()).toHaveLength(1);
    expect(toggles()[0]?.closest('header')).not.toBeNull();
    expect(toggles()[0]).toHaveAccessibleName('Mudar para o tema escuro');
  });
});
