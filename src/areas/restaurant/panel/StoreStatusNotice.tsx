import type { Restaurant } from '@/domain/restaurants/restaurant';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';

/** The operator's reason as the sentence's middle: ends with a full stop whatever was typed. */
function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * Where the shop stands with customers, above every tab: suspended by the operator (everyone on the
 * team sees why), or not open yet (those who can open it are pointed to the checklist, the rest
 * are told who opens it).
 */
export function StoreStatusNotice({ restaurant, canOpen, onShowChecklist }: { restaurant: Pick<Restaurant, 'publicado' | 'suspenso'>; canOpen: boolean; onShowChecklist?: () => void }) {
  return (
    <>
      {restaurant.suspenso ? (
        <Notice tone="error">
          Sua loja está suspensa pela Sabor e não aparece para os clientes. Motivo: {asSentence(restaurant.suspenso.motivo)} Os pedidos já aceitos podem ser concluídos.
        </Notice>
      ) : null}
      {restaurant.publicado ? null : canOpen ? (
        onShowChecklist ? (
          <Notice
            tone="info"
            action={
              <Button size="sm" variant="secondary" onClick={onShowChecklist}>
                Ver o que falta
              </Button>
            }
          >
            Sua loja ainda não aparece para os clientes.
          </Notice>
        ) : null
      ) : (
        <Notice tone="info">Sua loja ainda não aparece para os clientes. O dono ou o gerente abre a loja quando o cardápio e os horários estiverem prontos.</Notice>
      )}
    </>
  );
}
