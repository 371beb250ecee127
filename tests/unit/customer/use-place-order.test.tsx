import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlaceOrder, SLOW_WRITE_MS, type OrderPlacement } from '@/areas/customer/checkout/use-place-order';
import { BUSY_SLOW_RETRY_MS } from '@/domain/checkout/order-attempt';
import type { OrderRequest } from '@/domain/checkout/order-request';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { pendingOrderStore } from '@/state/checkout-stores';
import { makeOrderRequest } from '../../fixtures/order';

// The retry machine alone, against a fake placeOrder: the page's own test covers what is shown.
const request = makeOrderRequest;

function fakeOrders() {
  let next = 0;
  const placeOrder = vi.fn<(request: OrderRequest) => Promise<string>>();
  const orders: OrderPlacement = { placeOrder, newOrderId: vi.fn(() => `pedido-${(next += 1)}`) };
  return { orders, placeOrder, sentIds: () => placeOrder.mock.calls.map(([sent]) => sent.orderId) };
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** Lets the rejected or resolved call settle, and the state after it render. */
const settle = () => act(async () => undefined);

beforeEach(() => {
  localStorage.clear();
  setOnline(true);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('usePlaceOrder', () => {
  it('sends the order under a reserved id, then forgets the id and reports it placed', async () => {
    const { orders, placeOrder } = fakeOrders();
    placeOrder.mockResolvedValue('pedido-1');
    const onPlaced = vi.fn();
    const { result } = renderHook(() => usePlaceOrder(onPlaced, orders));

    act(() => result.current.confirm(request()));
    expect(result.current.submit).toMatchObject({ kind: 'sending', slow: false, busy: null });
    expect(result.current.sending).toBe(true);
    await settle();

    expect(placeOrder).toHaveBeenCalledWith(request({ orderId: 'pedido-1' }));
    expect(onPlaced).toHaveBeenCalledWith(request({ orderId: 'pedido-1' }));
    expect(pendingOrderStore.read()).toBeNull();
  });

  it('keeps the id for the same request after a failure, and takes a new one when the request changed', async () => {
    const { orders, placeOrder, sentIds } = fakeOrders();
    placeOrder.mockRejectedValue(new CallableRefusal('failed', 'Erro ao salvar pedido. Por favor, tente novamente.', {}, 'failed'));
    const { result } = renderHook(() => usePlaceOrder(vi.fn(), orders));

    act(() => result.current.confirm(request()));
    await settle();
    expect(result.current.submit).toMatchObject({ kind: 'failed', message: 'Erro ao salvar pedido. Por favor, tente novamente.' });
    expect(result.current.sending).toBe(false);

    act(() => result.current.confirm(request()));
    await settle();
    act(() => result.current.confirm(request({ pagamento: 'Dinheiro' })));
    await settle();
    expect(sentIds()).toEqual(['pedido-1', 'pedido-1', 'pedido-2']);
  });

  it('shows the generic text for an error that is not a refusal', async () => {
    const { orders, placeOrder } = fakeOrders();
    placeOrder.mockRejectedValue(new Error('boom'));
    const { result } = renderHook(() => usePlaceOrder(vi.fn(), orders));
    act(() => result.current.confirm(request()));
    await settle();
    expect(result.current.submit).toEqual({ kind: 'failed', message: 'Erro ao salvar pedido. Por favor, tente novamente.', refusal: null });
  });

  it("after 'stale' the next confirmation goes under a new id", async () => {
    const { orders, placeOrder, sentIds } = fakeOrders();
    const stale = 'Sua sacola mudou desde a última tentativa. Confira o pedido e confirme de novo.';
    placeOrder.mockRejectedValueOnce(new CallableRefusal('stale', stale)).mockResolvedValueOnce('pedido-2');
    const onPlaced = vi.fn();
    const { result } = renderHook(() => usePlaceOrder(onPlaced, orders));

    act(() => result.current.confirm(request()));
    await settle();
    expect(result.current.submit).toMatchObject({ kind: 'failed', message: stale });
    expect(pendingOrderStore.read()).toMatchObject({ orderId: 'pedido-2', restaurantId: 'cantina' });

    act(() => result.current.confirm(request()));
    await settle();
    expect(sentIds()).toEqual(['pedido-1', 'pedido-2']);
    expect(onPlaced).toHaveBeenCalledTimes(1);
  });

  it('with no connection, waits and sends the same request again when the browser is back online', async () => {
    const { orders, placeOrder, sentIds } = fakeOrders();
    placeOrder.mockRejectedValueOnce(new CallableRefusal('unavailable', 'Aguardando conexão.', {}, 'offline')).mockResolvedValueOnce('pedido-1');
    const onPlaced = vi.fn();
    const { result } = renderHook(() => usePlaceOrder(onPlaced, orders));

    setOnline(false);
    act(() => result.current.confirm(request()));
    expect(result.current.submit).toMatchObject({ kind: 'sending', slow: true });
    await settle();
    expect(result.current.submit).toMatchObject({ kind: 'waiting', request: request({ orderId: 'pedido-1' }) });
    expect(result.current.sending).toBe(true);
    // Ignored while sending or waiting: a second tap sends nothing.
    act(() => result.current.confirm(request()));
    expect(placeOrder).toHaveBeenCalledTimes(1);

    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(sentIds()).toEqual(['pedido-1', 'pedido-1']);
    expect(onPlaced).toHaveBeenCalledTimes(1);
  });

  it('asks a busy server again by itself with the same id, showing its words, never an error', async () => {
    vi.useFakeTimers();
    const { orders, placeOrder, sentIds } = fakeOrders();
    const busy = 'Muitos pedidos neste momento. Estamos tentando de novo…';
    placeOrder.mockRejectedValueOnce(new CallableRefusal('busy', busy, {}, 'busy')).mockRejectedValueOnce(new CallableRefusal('busy', busy, {}, 'busy')).mockResolvedValueOnce('pedido-1');
    const onPlaced = vi.fn();
    const { result } = renderHook(() => usePlaceOrder(onPlaced, orders));

    act(() => result.current.confirm(request()));
    await settle();
    expect(result.current.submit).toMatchObject({ kind: 'busy', message: busy, attempts: 1 });
    await act(() => vi.advanceTimersByTimeAsync(BUSY_SLOW_RETRY_MS));
    expect(result.current.submit).toMatchObject({ kind: 'busy', message: busy, attempts: 2 });
    await act(() => vi.advanceTimersByTimeAsync(BUSY_SLOW_RETRY_MS));
    expect(sentIds()).toEqual(['pedido-1', 'pedido-1', 'pedido-1']);
    expect(onPlaced).toHaveBeenCalledTimes(1);
    expect(console.error).not.toHaveBeenCalled();
  });

  it(`says the call is slow after ${SLOW_WRITE_MS} ms without an answer`, async () => {
    vi.useFakeTimers();
    const { orders, placeOrder } = fakeOrders();
    placeOrder.mockReturnValue(new Promise(() => undefined));
    const { result } = renderHook(() => usePlaceOrder(vi.fn(), orders));
    act(() => result.current.confirm(request()));
    expect(result.current.submit).toMatchObject({ kind: 'sending', slow: false });
    await act(() => vi.advanceTimersByTimeAsync(SLOW_WRITE_MS));
    expect(result.current.submit).toMatchObject({ kind: 'sending', slow: true });
  });
});
