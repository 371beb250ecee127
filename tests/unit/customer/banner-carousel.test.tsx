import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryPlace } from '@/domain/delivery/delivery-areas';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { openEveryDay } from '../../fixtures/restaurant';

// Whether the person has interacted is kept per page load (module state): each test loads afresh.
async function renderCarousel(restaurants: Restaurant[] | null = null, place: DeliveryPlace | null = null) {
  vi.resetModules();
  const { BannerCarousel } = await import('@/areas/customer/home/BannerCarousel');
  const view = render(
    <MemoryRouter>
      <BannerCarousel restaurants={restaurants} place={place} now={NOW} />
    </MemoryRouter>,
  );
  return {
    ...view,
    choose: (next: Restaurant[] | null, nextPlace: DeliveryPlace | null) =>
      view.rerender(
        <MemoryRouter>
          <BannerCarousel restaurants={next} place={nextPlace} now={NOW} />
        </MemoryRouter>,
      ),
  };
}

// 20:00 in São Paulo.
const NOW = new Date('2026-01-10T23:00:00Z');
const allWeek = openEveryDay('11:00', '23:00');
const shop = (id: string, extra: Record<string, unknown> = {}) => restaurantFromData(id, { nome: id, horarioFuncionamento: allWeek, exigePainelAberto: false, ...extra });

const RIO: DeliveryPlace = { bairro: 'Copacabana', cidade: 'Rio de Janeiro' };
const CONSOLACAO: DeliveryPlace = { bairro: 'Consolação', cidade: 'São Paulo' };
const dots = () => screen.queryAllByRole('button', { name: /^Ir para o banner/ }).map((dot) => dot.getAttribute('aria-label'));

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
  describe('of the chosen place’s city (issue #51)', () => {
    it('shows no carousel in a city with no banner: São Paulo’s shops are not offered in Rio de Janeiro', async () => {
      await renderCarousel([shop('quiosque-carioca', { cidade: 'Rio de Janeiro' })], RIO);
      expect(screen.queryByRole('region', { name: 'Experimente Agora' })).not.toBeInTheDocument();
      expect(screen.queryByText('Noite da pizza')).not.toBeInTheDocument();
    });

    it('shows no carousel there while the restaurants load either', async () => {
      await renderCarousel(null, RIO);
      expect(screen.queryByRole('region', { name: 'Experimente Agora' })).not.toBeInTheDocument();
    });

    it('shows a city’s one banner alone, with no dots, arrows or pause, and does not move', async () => {
      // The card's city is the truth: this Boteco do Zé is in Rio de Janeiro.
      await renderCarousel([shop('quiosque-carioca', { cidade: 'Rio de Janeiro' }), shop('boteco-do-ze', { cidade: 'Rio de Janeiro' })], RIO);
      const region = screen.getByRole('region', { name: 'Experimente Agora' });
      expect(within(region).getByRole('link', { name: /Happy hour/ })).toHaveTextContent('Peça agora');
      expect(within(region).getAllByRole('link')).toHaveLength(1);
      expect(dots()).toEqual([]);
      expect(screen.queryByRole('button', { name: /Banner anterior|Próximo banner|Pausar carrossel/ })).not.toBeInTheDocument();
      fireEvent.pointerDown(document.body);
      wait(10_000);
      expect(within(region).getAllByRole('link')).toHaveLength(1);
    });

    it('loops through however many banners the city has', async () => {
      await renderCarousel([shop('boteco-do-ze', { cidade: 'Rio de Janeiro' }), shop('acai-da-praia', { cidade: 'Rio de Janeiro' })], RIO);
      expect(dots()).toEqual(['Ir para o banner 1: Açaí cremoso', 'Ir para o banner 2: Happy hour']);
      fireEvent.pointerDown(document.body);
      expect(screen.getByRole('group', { name: '1 de 2: Açaí cremoso' })).toBeInTheDocument();
      wait(5_000);
      expect(currentBanner()).toBe('Ir para o banner 2: Happy hour');
      // Past the last, onto the copy of the first, which jumps to the real one.
      wait(5_000);
      fireEvent.transitionEnd(document.querySelector('.carousel__track')!);
      expect(currentBanner()).toBe('Ir para o banner 1: Açaí cremoso');
    });

    it('in São Paulo, says which shops do not deliver to the chosen bairro and puts them last', async () => {
      const onlyJardins = { bairros: [{ nome: 'Jardim Paulista', taxa: 5, minimo: null }], outrosBairros: false, gratisAcima: null };
      await renderCarousel(
        ['cantina-da-nonna', 'sabor-mineiro', 'sushi-kenzo', 'acai-da-praia', 'boteco-do-ze'].map((id) => shop(id, { cidade: 'São Paulo' })).concat(shop('burger-do-bairro', { cidade: 'São Paulo', areasEntrega: onlyJardins })),
        CONSOLACAO,
      );
      expect(dots()).toHaveLength(6);
      expect(dots().at(-1)).toBe('Ir para o banner 6: Smash do bairro');
      fireEvent.pointerDown(document.body);
      expect(screen.getByLabelText('6 de 6: Smash do bairro (Não entrega em Consolação)')).toHaveTextContent('Ver cardápio');
    });

    it('starts again from the first banner when another city is chosen', async () => {
      const saoPaulo = ['cantina-da-nonna', 'sabor-mineiro', 'sushi-kenzo', 'burger-do-bairro', 'acai-da-praia', 'boteco-do-ze'].map((id) => shop(id, { cidade: 'São Paulo' }));
      const view = await renderCarousel(saoPaulo, CONSOLACAO);
      fireEvent.click(screen.getByRole('button', { name: 'Ir para o banner 6: Happy hour' }));
      expect(currentBanner()).toBe('Ir para o banner 6: Happy hour');
      view.choose([shop('boteco-do-ze', { cidade: 'Rio de Janeiro' }), shop('acai-da-praia', { cidade: 'Rio de Janeiro' })], RIO);
      expect(dots()).toHaveLength(2);
      expect(currentBanner()).toBe('Ir para o banner 1: Açaí cremoso');
    });
  });
});
