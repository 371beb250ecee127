import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { openEveryDay } from '../../fixtures/restaurant';

// Whether the person has interacted is kept per page load (module state): each test loads afresh.
async function renderCarousel(restaurants: Restaurant[] | null = null) {
  vi.resetModules();
  const { BannerCarousel } = await import('@/areas/customer/home/BannerCarousel');
  render(
    <MemoryRouter>
      <BannerCarousel restaurants={restaurants} now={NOW} />
    </MemoryRouter>,
  );
}

// 20:00 in São Paulo.
const NOW = new Date('2026-01-10T23:00:00Z');
const allWeek = openEveryDay('11:00', '23:00');
const shop = (id: string, extra: Record<string, unknown> = {}) => restaurantFromData(id, { nome: id, horarioFuncionamento: allWeek, exigePainelAberto: false, ...extra });

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

  it('puts the banners of restaurants that cannot take the order last, saying why', async () => {
    const closed = allWeek.map((day) => ({ ...day, isOpen: false, periods: [] }));
    await renderCarousel([
      shop('cantina-da-nonna', { pausadoAte: new Date('2026-01-10T23:30:00Z') }),
      shop('sabor-mineiro'),
      shop('sushi-kenzo', { horarioFuncionamento: closed }),
      shop('burger-do-bairro'),
      shop('acai-da-praia'),
      // boteco-do-ze is not listed to customers.
    ]);
    expect(screen.getAllByRole('button', { name: /^Ir para o banner/ }).map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Ir para o banner 1: Sabor de casa',
      'Ir para o banner 2: Smash do bairro',
      'Ir para o banner 3: Açaí cremoso',
      'Ir para o banner 4: Noite da pizza',
      'Ir para o banner 5: Combinados frescos',
      'Ir para o banner 6: Happy hour',
    ]);
    // Until the person touches the page only the banner shown and its neighbours are drawn.
    expect(screen.queryByLabelText('4 de 6: Noite da pizza (Pausado até 20:30)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('2 de 6: Smash do bairro')).toHaveTextContent('Peça agora');
    fireEvent.pointerDown(document.body);
    // Slides out of view are hidden from the accessibility tree; their labels still say why.
    const paused = screen.getByLabelText('4 de 6: Noite da pizza (Pausado até 20:30)');
    expect(paused).toHaveTextContent('Pausado até 20:30');
    expect(paused).toHaveTextContent('Ver cardápio');
    expect(paused).not.toHaveTextContent('Peça agora');
    expect(screen.getByLabelText('5 de 6: Combinados frescos (Fechado)')).toBeInTheDocument();
    expect(screen.getByLabelText('6 de 6: Happy hour (Indisponível)')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 de 6: Sabor de casa' })).toHaveTextContent('Peça agora');
  });
});
