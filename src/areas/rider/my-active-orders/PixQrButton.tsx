import { useState } from 'react';
import { formatReais } from '@/domain/money/money';
import type { Order } from '@/domain/orders/order';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { PixQrCode } from '@/ui/PixQrCode';

/**
 * 'Mostrar QR do Pix': the order's own Pix copia e cola, full-size on the rider's phone for the
 * customer to scan at the door (the same code the customer's /status shows). Nothing for an order
 * not paid by Pix, or whose restaurant has no key.
 */
export function PixQrButton({ order }: { order: Pick<Order, 'pagamento' | 'pix' | 'totalValue'> }) {
  const [open, setOpen] = useState(false);
  if (order.pagamento !== 'Pix' || !order.pix) return null;
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
