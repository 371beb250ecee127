import { formatCentavos } from '@/domain/shared/money';
import type { Order } from '@/domain/orders/order';
import { PixCopyButton, PixQrCode } from '@/ui/PixQrCode';
import { Notice } from '@/ui/Notice';
import { SkeletonLine } from '@/ui/Skeleton';
import type { OrderOnlinePayment } from '@/domain/payments/online-payment.record';
import { useNow } from '@/ui/use-now';
import { CardChallenge } from './CardChallenge';

/**
 * An order paid in the app (issue #52) on its '/status': the Pix to pay while it waits for its
 * payment (the QR, the copia e cola and how long it is valid), and, once it ended unhappily, what
 * happened to the money. The page follows the order live: the webhook's approval moves it on.
 */

/** mm:ss of what is left until `until` (00:00 once past). */
function remaining(until: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((until.getTime() - now.getTime()) / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** While the order waits for its payment: the Pix to pay, the bank's 3-D Secure check of the card, or the card under the provider's review. */
export function OnlinePaymentDue({ order }: { order: Pick<Order, 'id' | 'restaurantId' | 'status' | 'pagamentoOnline'> }) {
  const online = order.pagamentoOnline;
  if (!online || order.status !== 'aguardando_pagamento') return null;
  if (online.metodo === 'cartao') {
    if (online.desafio) return <CardChallenge order={order} online={{ ...online, desafio: online.desafio }} />;
    return <Notice tone="info">Pagamento com cartão em análise pelo Mercado Pago. O pedido vai para o restaurante assim que for aprovado; se for recusado, nada é cobrado.</Notice>;
  }
  return <PixDue online={online} />;
}

function PixDue({ online }: { online: OrderOnlinePayment }) {
  const now = useNow(1000);
  const amount = formatCentavos(online.valor);
  return (
    <section className="card pix-payment" aria-labelledby="online-pix-title">
      <h2 id="online-pix-title">Pague o Pix para enviar o pedido</h2>
      <p>
        Valor: <strong>{amount}</strong>
      </p>
      {online.pix ? (
        <>
          <PixQrCode payload={online.pix.copiaECola} size={240} label={`QR Code do Pix de ${amount}`} />
          <PixCopyButton payload={online.pix.copiaECola} />
          {online.pix.pagina ? (
            <a href={online.pix.pagina} target="_blank" rel="noopener noreferrer">
              Ver este Pix no Mercado Pago
            </a>
          ) : null}
          {online.pix.expiraEm ? (
            <p className="pix-payment__countdown" role="timer" aria-live="off">
              O código vale por mais <strong>{remaining(online.pix.expiraEm, now)}</strong>
            </p>
          ) : null}
        </>
      ) : (
        <SkeletonLine width="100%" />
      )}
      <p className="hint">O pedido vai para o restaurante assim que o pagamento for aprovado. Pagamento processado pelo Mercado Pago; sem pagamento no prazo, o pedido é cancelado sem custo.</p>
    </section>
  );
}

/** What happened to the money of an online order that ended without being delivered, or null for one paid at the door. */
export function onlineEndedText(order: Pick<Order, 'pagamentoOnline'>): string | null {
  const online = order.pagamentoOnline;
  if (!online) return null;
  if (!online.pagoEm) {
    if (online.estado === 'expirado') {
      return online.metodo === 'cartao'
        ? 'A verificação do banco não foi feita a tempo e o pedido foi cancelado. Nenhum valor foi cobrado.'
        : 'O Pix não foi pago a tempo e o pedido foi cancelado. Nenhum valor foi cobrado.';
    }
    return `${online.motivo || 'Não foi possível cobrar este pedido.'} Nenhum valor foi cobrado.`;
  }
  const paid = formatCentavos(online.valor);
  if (online.estado === 'reembolsado') return `O valor pago pelo app (${paid}) foi devolvido.`;
  if (online.estado === 'reembolsado_parcial') return `Parte do valor pago pelo app foi devolvida: ${formatCentavos(online.reembolsado)} de ${paid}.`;
  return `O valor pago pelo app (${paid}) será devolvido automaticamente.`;
}
