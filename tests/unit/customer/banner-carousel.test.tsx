import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Whether the person has interacted is kept per page load (module state): each test loads afresh.
async function renderCarousel() {
  vi.resetModules();
  const { BannerCarousel } = await import('@/areas/customer/home/BannerCarousel');
  render(
    <MemoryRouter>
      <BannerCarousel />
    </MemoryRouter>,
  );
}

function currentBanner(): string | null {
  const dot = screen.getAllByRole('button', { name: /^Ir para o banner/ }).find((button) => button.getAttribute('aria-current') === 'true');
  return dot?.getAttribute('aria-label') ?? null;
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('BannerCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds the first banner until the person interacts with the page, then advances every 5 s', async () => {
    await renderCarousel();
    expect(currentBanner()).toBe('Ir para o banner 1: Noite da pizza');

    wait(15_000);
    expect(currentBanner()).toBe('Ir para o banner 1: Noite da pizza');

    fireEvent.scroll(window);
    wait(4_999);
    expect(currentBanner()).toBe('Ir para o banner 1: Noite da pizza');
    wait(1);
    expect(currentBanner()).toBe('Ir para o banner 2: Sabor de casa');
    wait(5_000);
    expect(currentBanner()).toBe('Ir para o banner 3: Combinados frescos');
  });

  it('counts a touch or a key anywhere on the page as interacting', async () => {
    await renderCarousel();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    wait(5_000);
    expect(currentBanner()).toBe('Ir para o banner 2: Sabor de casa');
  });

  it('stops advancing when paused and resumes when asked', async () => {
    await renderCarousel();
    fireEvent.pointerDown(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar carrossel' }));
    wait(12_000);
    expect(currentBanner()).toBe('Ir para o banner 1: Noite da pizza');

    fireEvent.click(screen.getByRole('button', { name: 'Retomar carrossel' }));
    wait(5_000);
    expect(currentBanner()).toBe('Ir para o banner 2: Sabor de casa');
  });

  it('stays on the banner the person chose while the pointer is over the carousel', async () => {
    await renderCarousel();
    const chosen = screen.getByRole('button', { name: 'Ir para o banner 4: Smash do bairro' });
    fireEvent.pointerDown(chosen);
    fireEvent.click(chosen);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Experimente Agora' }));
    wait(10_000);
    expect(currentBanner()).toBe('Ir para o banner 4: Smash do bairro');

    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Experimente Agora' }));
    wait(5_000);
    expect(currentBanner()).toBe('Ir para o banner 5: Açaí cremoso');
  });
});
