import type { Restaurant } from '@/domain/restaurants/restaurant';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';

/** The operator's reason as the sentence's middle: ends with a full stop whatever was typed. */
function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * Where the shop stands with customers, above every tab: suspended by the operator (the dono and
 * gerentes, who read the store's commercial terms, see why; the rest are told who knows), or not
 * open yet (those who can open it are pointed to the checklist, the rest are told who opens it).
 */
export function StoreStatusNotice({
  restaurant,
  suspensionReason,
  canOpen,
  onShowChecklist,
}: {
  restaurant: Pick<Restaurant, 'publicado' | 'suspenso'>;
  /** From the commercial terms; null for those who may not read them (or before they load). */
  suspensionReason: string | null;
  canOpen: boolean;
  onShowChecklist?: () => void;
}) {
  return (
    <>
      {restaurant.suspenso ? (
        <Notice tone="error">
          Sua loja está suspensa pela Sabor e não aparece para os clientes. {suspensionReason ? `Motivo: ${asSentence(suspensionReason)}` : 'O dono ou o gerente sabe o motivo.'} Os pedidos já aceitos podem ser concluídos.
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
