import { lineTotal, removeLine, type BagLine } from '@/domain/checkout/bag';
import { formatCentavos } from '@/domain/shared/money';
import { bagStore } from '@/state/bag-store';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { ItemChoices } from '@/ui/ItemChoices';
import { PromotionPrice } from '@/ui/PromotionPrice';

/** The bag's lines on the checkout; a line that can no longer be ordered is struck out with 'Remover'. */
export function CheckoutItems({ lines, unavailableKeys }: { lines: BagLine[]; unavailableKeys: ReadonlySet<string> }) {
  return (
    <ul className="list list--tight checkout-items">
      {lines.map((line) => {
        const unavailable = unavailableKeys.has(line.key);
        return (
          <li key={line.key} className={unavailable ? 'checkout-items__line--unavailable' : undefined}>
            <span>
              {line.quantidade}x {line.nome}
              {line.selectedSize ? ` (${line.selectedSize}${line.selectedFlavor ? ` / ${line.selectedFlavor}` : ''})` : ''}
              <ItemChoices choices={line.complementos} />
              {line.observacoes ? <em className="checkout-items__note">{line.observacoes}</em> : null}
              {unavailable ? (
                <span className="checkout-items__unavailable">
                  <Badge tone="danger">Indisponível</Badge>
                  <Button size="sm" variant="secondary" onClick={() => bagStore.save(removeLine(bagStore.read(), line.key))}>
                    Remover <span className="visually-hidden">{line.nome}</span>
                  </Button>
                </span>
              ) : null}
            </span>
            {unavailable ? (
              <span>
                <s aria-hidden="true">{formatCentavos(line.unitPrice * line.quantidade)}</s>
                <span className="visually-hidden">Fora do total</span>
              </span>
            ) : (
              <span>
                <PromotionPrice price={lineTotal(line)} regular={line.regularUnitPrice === undefined ? null : line.regularUnitPrice * line.quantidade} />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
