import { formatCentavos, type Centavos } from '@/domain/shared/money';

/**
 * A price, and the 'de' price struck through before it while a dish's 'de/por' is in force
 * (issue #40): the card, the sheet and the bag show it alike. Screen readers hear 'de … por …',
 * since a struck-through price is not announced as such.
 */
export function PromotionPrice({ price, regular }: { price: Centavos; regular: Centavos | null | undefined }) {
  if (regular === null || regular === undefined || regular <= price) return <>{formatCentavos(price)}</>;
  return (
    <span className="promotion-price">
      <s className="promotion-price__regular">
        <span className="visually-hidden">de </span>
        {formatCentavos(regular)}
      </s>{' '}
      <span className="promotion-price__now">
        <span className="visually-hidden">por </span>
        {formatCentavos(price)}
      </span>
    </span>
  );
}

/** The same, as words: for an aria-label that replaces a card's content. */
export function promotionPriceText(price: Centavos, regular: Centavos | null | undefined): string {
  return regular !== null && regular !== undefined && regular > price ? `de ${formatCentavos(regular)} por ${formatCentavos(price)}` : formatCentavos(price);
}
