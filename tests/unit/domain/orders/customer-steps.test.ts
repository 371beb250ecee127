import { describe, expect, it } from 'vitest';
import { displayStatus } from '@/domain/orders/order-status';
import { CUSTOMER_STEPS, customerStep } from '@/domain/orders/customer-steps';
import { makeOrder } from '../../../fixtures/order';

describe('what the customer is told', () => {
  it("says 'Aguardando entregador' until the rider who accepted picks the order up; 'A caminho' from then on", () => {
    const waiting = makeOrder('a', { status: 'aguardando_entregador' });
    const claimed = makeOrder('a', { status: 'a_caminho', deliverymanId: 'moto1' });
    const pickedUp = makeOrder('a', { status: 'a_caminho', deliverymanId: 'moto1', retiradoEm: new Date() });
    const ownCourier = makeOrder('a', { status: 'a_caminho' });
    expect([waiting, claimed, pickedUp, ownCourier].map(displayStatus)).toEqual(['aguardando_entregador', 'aguardando_entregador', 'a_caminho', 'a_caminho']);
    expect([waiting, claimed, pickedUp].map((order) => CUSTOMER_STEPS[customerStep(displayStatus(order))])).toEqual([
      'Aguardando entregador',
      'Aguardando entregador',
      'A caminho',
    ]);
    expect(customerStep('novo_pedido')).toBe(0);
    expect(customerStep('em_preparacao')).toBe(1);
    expect(customerStep('entregue')).toBe(CUSTOMER_STEPS.length - 1);
    expect(customerStep('rejeitado')).toBe(-1);
  });
});
