import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeToggle } from '@/app/ThemeToggle';

const PAGE_HEIGHT = 5000;

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('ThemeToggle', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    document.documentElement.className = '';
  });

  it('gets out of the way while the page scrolls down and comes back on the way up', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: PAGE_HEIGHT, configurable: true });
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Mudar para o tema claro' });
    expect(toggle).not.toHaveClass('theme-toggle--tucked');

    scrollTo(400);
    await waitFor(() => expect(toggle).toHaveClass('theme-toggle--tucked'));

    scrollTo(396); // a jitter, not a scroll up
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(toggle).toHaveClass('theme-toggle--tucked');

    scrollTo(300);
    await waitFor(() => expect(toggle).not.toHaveClass('theme-toggle--tucked'));
  });

  it('is back at the end of the page, where nothing scrolls under it any more', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: PAGE_HEIGHT, configurable: true });
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Mudar para o tema claro' });
    scrollTo(1000);
    await waitFor(() => expect(toggle).toHaveClass('theme-toggle--tucked'));

    scrollTo(PAGE_HEIGHT - window.innerHeight);
    await waitFor(() => expect(toggle).not.toHaveClass('theme-toggle--tucked'));
  });

  it('still switches the theme', () => {
    render(<ThemeToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Mudar para o tema claro' }));
    expect(document.documentElement).toHaveClass('light-theme');
    expect(screen.getByRole('button', { name: 'Mudar para o tema escuro' })).toBeInTheDocument();
  });
});
