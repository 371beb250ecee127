import type { BagLineChange } from '@/domain/checkout/bag-repricing';
import { formatCentavos } from '@/domain/shared/money';
import { Notice } from '@/ui/Notice';

/** 'O preço de Lasanha mudou de R$ 44,90 para R$ 49,90.': each change the customer has not confirmed yet. */
export function PriceChangesNotice({ changes }: { changes: BagLineChange[] }) {
  return (
    <Notice tone="warning">
      <strong>Os preços mudaram. Confira o novo total antes de confirmar.</strong>
      <ul className="checkout-price-changes">
        {changes.map((change) => (
          <li key={change.key}>
            {change.nome}: de {formatCentavos(change.before)} por {formatCentavos(change.after ?? change.before)}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
