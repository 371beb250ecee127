import { useBag } from '@/state/bag-store';
import { bagSummary, formatItemCount } from '@/domain/checkout/bag';
import { formatCentavos } from '@/domain/shared/money';
import { PATHS, pathnameOf } from '@/domain/shared/routes';
import { Icon } from '@/ui/Icon';
import { Notice } from '@/ui/Notice';

/** The steps of finishing an order: a visitor sent to sign in from one of them was ordering. */
const ORDER_STEPS = new Set<string>([PATHS.bag, PATHS.address, PATHS.contact, PATHS.checkout]);

const AFTER: Record<'login' | 'signUp' | 'verify', string> = {
  login: 'você volta para ela assim que entrar.',
  signUp: 'você volta para ela assim que confirmar o e-mail.',
  verify: 'confirmado o e-mail, esta página volta para ela sozinha.',
};

/**
 * True when the person is on the way back to an order step (`back`, from ?volta= or the gate)
 * and the bag still holds something: the sign-in screens then speak of the order.
 */
export function useBagIsWaiting(back: string | null): boolean {
  const [bag] = useBag();
  return back !== null && ORDER_STEPS.has(pathnameOf(back)) && bag.lines.length > 0;
}

/**
 * 'Entre para finalizar seu pedido': tells a visitor who was ordering that the bag is kept and
 * that signing in (or signing up and confirming the e-mail) brings them back to it. Shows nothing
 * unless useBagIsWaiting(back).
 */
export function WaitingBagNotice({ back, step }: { back: string | null; step: keyof typeof AFTER }) {
  const [bag] = useBag();
  const waiting = useBagIsWaiting(back);
  if (!waiting) return null;
  const { itemCount, subtotal } = bagSummary(bag);
  const from = bag.restaurantName ? ` de ${bag.restaurantName}` : '';
  return (
    <Notice>
      {step === 'verify' ? null : (
        <strong className="auth-card__order-title">
          <Icon name="bag" size={18} /> Entre para finalizar seu pedido
        </strong>
      )}
      <span>
        Sua sacola{from} ({formatItemCount(itemCount)}, {formatCentavos(subtotal)}) está guardada: {AFTER[step]}
      </span>
    </Notice>
  );
}
