import { type Order } from '@/domain/orders/order';
import { RIDER_CARRYING_STATUSES } from '@/domain/orders/order-status';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { usePositionSharing, type SharingState } from './use-position-sharing';

/** What the rider is told about their position, in plain words: shared or not, and why not. */
function sharingText(state: SharingState): { tone: 'success' | 'info' | 'warning' | 'error'; text: string; action: string | null } {
  switch (state.status) {
    case 'sharing':
      return { tone: 'success', text: 'Compartilhando sua localização com o cliente e a loja enquanto esta página estiver aberta.', action: null };
    case 'asking':
      return { tone: 'info', text: 'Aguardando a permissão de localização do navegador...', action: null };
    case 'denied':
      return { tone: 'error', text: 'Localização não compartilhada: a permissão foi negada. Libere a localização para o Sabor nas configurações do navegador e toque abaixo.', action: 'Tentar de novo' };
    case 'unavailable':
      return { tone: 'error', text: 'Localização não compartilhada: não foi possível obter sua posição. Verifique se a localização (GPS) está ligada.', action: 'Tentar de novo' };
    case 'background':
      return { tone: 'warning', text: 'Localização pausada: o Sabor está em segundo plano. Volte para esta página para o cliente ver você no mapa.', action: null };
    case 'failed':
      return { tone: 'error', text: `Sua localização não foi enviada: ${state.message}`, action: 'Tentar de novo' };
    case 'off':
      return { tone: 'info', text: 'Sua localização não está sendo compartilhada. Com ela, o cliente e a loja veem no mapa onde você está, só durante a entrega.', action: 'Compartilhar minha localização' };
  }
}

/**
 * The rider's position while carrying orders (issue #54): a tap asks the browser's permission;
 * then the page says plainly whether it is shared, and why not when it is not.
 */
export function PositionSharing({ uid, orders }: { uid: string | null; orders: readonly Order[] }) {
  const { state, start } = usePositionSharing(uid, orders);
  if (!uid || !orders.some((order) => (RIDER_CARRYING_STATUSES as readonly string[]).includes(order.status))) return null;
  const { tone, text, action } = sharingText(state);
  return (
    <section className="rider-position" aria-label="Sua localização">
      <Notice tone={tone}>{text}</Notice>
      {action ? (
        <Button variant={state.status === 'off' ? 'primary' : 'secondary'} block onClick={start}>
          {action}
        </Button>
      ) : null}
    </section>
  );
}
