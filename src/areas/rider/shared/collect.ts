import type { GeoPoint } from '@/domain/delivery/geo-point';
import { formatCentavos, toCentavos } from '@/domain/shared/money';
import type { Order } from '@/domain/orders/order';

/** What the rider collects at the door: payment is made at delivery (SPEC.md section 1). */
export interface CollectInstructions {
  /** 'Receber R$ 51,80 em dinheiro'. */
  charge: string;
  /** 'Levar troco para R$ 100,00 (troco de R$ 48,20)', or null when no change is needed. */
  change: string | null;
}

/**
 * The amount, how it is paid and the change to bring. `troco` is the note the customer pays
 * with (the checkout asks "troco para quanto?"), so the change is troco minus the total.
 */
export function collectInstructions(order: Pick<Order, 'pagamento' | 'pagamentoOnline' | 'totalValue' | 'troco'>): CollectInstructions {
  const total = toCentavos(order.totalValue);
  const amount = formatCentavos(total);
  // Paid in the app (issue #52): nothing changes hands at the door.
  if (order.pagamentoOnline) return { charge: `Pago pelo app (${amount}): nada a receber`, change: null };
  switch (order.pagamento) {
    case 'Dinheiro': {
      const paidWith = order.troco === null ? 0 : toCentavos(order.troco);
      const change = paidWith - total;
      return {
        charge: `Receber ${amount} em dinheiro`,
        change: change > 0 ? `Levar troco para ${formatCentavos(paidWith)} (troco de ${formatCentavos(change)})` : null,
      };
    }
    case 'Cartão':
      return { charge: `Receber ${amount} no cartão (levar a maquininha)`, change: null };
    case 'Pix':
      return { charge: `Receber ${amount} via Pix`, change: null };
    default:
      return { charge: order.pagamento ? `Receber ${amount} (${order.pagamento})` : `Receber ${amount} na entrega`, change: null };
  }
}


/** A map search for an address, to open in the phone's map app: at its pin when it has one (issue #54), the street otherwise. */
export function mapLink(address: string, point: GeoPoint | null = null): string {
  const query = point ? `${point.lat},${point.lng}` : address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
