import { useHandoverCode } from './use-handover-code';

/**
 * The 4-digit code the customer tells the rider at the door (src/domain/orders/handover.ts). Only this
 * customer can read it; the rider types it to confirm the delivery. Nothing is shown for an order
 * placed before codes existed, or when it cannot be read (the order itself still shows).
 */
export function HandoverCode({ restaurantId, orderId, pickup = false }: { restaurantId: string; orderId: string; /** 'Retirar no local': shown at the counter. */ pickup?: boolean }) {
  const code = useHandoverCode(restaurantId, orderId);
  if (code.status !== 'success' || !code.data) return null;
  return (
    <section className="card handover-code" aria-labelledby="handover-code-title">
      {/* Named for whom it is, so that nobody reads the order's reference out at the door instead. */}
      <h2 id="handover-code-title">{pickup ? 'Código de retirada' : 'Código para o entregador'}</h2>
      <p className="handover-code__digits">
        <span aria-hidden="true">{code.data}</span>
        {/* Read digit by digit, as it is said aloud at the door. */}
        <span className="visually-hidden">{code.data.split('').join(' ')}</span>
      </p>
      <p className="hint">
        {pickup
          ? 'Mostre este código no balcão do restaurante ao retirar o pedido. Ele é conferido antes da entrega do pedido.'
          : 'Diga este código ao entregador só quando receber o pedido. Ele precisa dele para confirmar a entrega.'}
      </p>
    </section>
  );
}
