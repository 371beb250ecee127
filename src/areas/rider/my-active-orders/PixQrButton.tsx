import { useState } from 'react';
import { formatReais } from '@/domain/shared/money';
import type { Order } from '@/domain/orders/order';
import { isPixDue } from '@/domain/orders/pix-due';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { PixQrCode } from '@/ui/PixQrCode';

/**
 * 'Mostrar QR do Pix': the order's own Pix copia e cola, full-size on the rider's phone for the
 * customer to scan at the door (the same code the customer's /status shows), offered while the
 * customer's is (isPixDue: accepted, not yet delivered). Nothing for an order not paid by Pix,
 * whose restaurant has no key, or whose Pix is already received.
 */
export function PixQrButton({ order }: { order: Pick<Order, 'status' | 'pagamento' | 'pix' | 'totalValue'> }) {
  const [open, setOpen] = useState(false);
  if (order.pagamento !== 'Pix' || !order.pix || order.pix.recebido || !isPixDue(order.status)) return null;
  return (
    <>
      <Button variant="secondary" block onClick={() => setOpen(true)}>
        Mostrar QR do Pix
      </Button>
      {open ? (
        <Modal title={`Pix de ${formatReais(order.totalValue)}`} onClose={() => setOpen(false)}>
          <div className="pix-payment">
            <PixQrCode payload={order.pix.payload} size={320} label={`QR Code do Pix de ${formatReais(order.totalValue)}`} />
            <p className="hint">O cliente lê o código no app do banco. O pagamento vai direto para o restaurante, que confirma o recebimento.</p>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
