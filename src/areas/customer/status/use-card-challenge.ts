import { useEffect, useState, type RefObject } from 'react';
import { toCallableRefusal } from '@/domain/shared/callable-refusal';
import type { OrderTarget } from '@/domain/orders/order-claim';
import { checkCardPayment } from '@/services/card-challenges';

/** What public/verificacao-cartao.js tells '/status' once the bank's page says the challenge is over. */
const CHALLENGE_DONE = 'desafio-concluido';

export type CardChallengeCheck = { kind: 'waiting' } | { kind: 'checking' } | { kind: 'failed'; message: string };

/**
 * The bank's 3-D Secure page in `frame`: when it says it is done (a message from that frame, from
 * this origin), the payment's outcome is asked for at once, not left to Mercado Pago's notice.
 * The order, followed live, then moves on (to the kitchen, or cancelled with the reason); a
 * failure to ask is said, and the notice still settles it.
 */
export function useCardChallenge(target: OrderTarget, frame: RefObject<HTMLIFrameElement | null>): CardChallengeCheck {
  const [check, setCheck] = useState<CardChallengeCheck>({ kind: 'waiting' });
  const { restaurantId, orderId } = target;
  useEffect(() => {
    let active = true;
    async function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { sabor?: unknown } | null)?.sabor !== CHALLENGE_DONE) return;
      setCheck({ kind: 'checking' });
      try {
        await checkCardPayment({ restaurantId, orderId });
      } catch (error) {
        console.error('Erro ao conferir o pagamento depois da verificação do banco', error);
        // The server's own words (Mercado Pago did not answer), or the connection's.
        if (active) setCheck({ kind: 'failed', message: toCallableRefusal(error).message });
      }
    }
    window.addEventListener('message', onMessage);
    return () => {
      active = false;
      window.removeEventListener('message', onMessage);
    };
  }, [frame, restaurantId, orderId]);
  return check;
}
