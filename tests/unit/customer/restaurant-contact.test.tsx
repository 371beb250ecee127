import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RestaurantContactLinks } from '@/areas/customer/status/RestaurantContactLinks';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { makeRestaurant } from '../../fixtures/restaurant';

// The live read answers at once with the restaurant the test names (the emulator suites run the real one).
const restaurants = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/services/restaurants', () => ({
  subscribeToRestaurant: (id: string, onNext: (restaurant: unknown) => void) => (onNext(restaurants.get(id) ?? null), () => undefined),
}));

const PAID_ANYWAY = 'Pagou o Pix mesmo assim? Fale com o restaurante para receber o valor de volta.';
const order = (restaurantId: string) => ({ id: 'pedido1', numero: 4, restaurantId, restaurantName: 'Cantina da Nonna' });
const shop = (id: string, telefone: string | null): Restaurant => makeRestaurant({ id, telefone } as Partial<Restaurant>);

describe("RestaurantContactLinks (/status's 'Falar com o restaurante')", () => {
  it('says what to do after a Pix paid for an order that ended, with the phone, the call and WhatsApp (issue #36)', async () => {
    restaurants.set('cantina-a', shop('cantina-a', '(11) 98765-4321'));
    render(<RestaurantContactLinks order={order('cantina-a')} note={PAID_ANYWAY} />);
    const card = await screen.findByRole('region', { name: 'Falar com o restaurante' });
    expect(card).toHaveTextContent(PAID_ANYWAY);
    expect(card).toHaveTextContent('Cantina da Nonna · (11) 98765-4321');
    expect(screen.getByRole('link', { name: 'Ligar para Cantina da Nonna' })).toHaveAttribute('href', 'tel:+5511987654321');
    expect(screen.getByRole('link', { name: 'WhatsApp de Cantina da Nonna' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/5511987654321\?text=.*%230004/));
  });

  it('keeps the note without a phone to call, and shows nothing without either', async () => {
    restaurants.set('cantina-b', shop('cantina-b', null));
    const { rerender, container } = render(<RestaurantContactLinks order={order('cantina-b')} note={PAID_ANYWAY} />);
    expect(await screen.findByText(PAID_ANYWAY)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<RestaurantContactLinks order={order('cantina-b')} />);
    expect(container).toBeEmptyDOMElement();
  });
});
