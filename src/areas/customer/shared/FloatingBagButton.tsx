import { Link } from 'react-router-dom';
import { useBag } from '@/state/bag-store';
import { bagSummary, formatItemCount } from '@/domain/checkout/bag';
import { formatCentavos } from '@/domain/shared/money';
import { PATHS } from '@/domain/shared/routes';
import { Icon } from '@/ui/Icon';
import './floating-bag.css';

/** The floating 'Ver sacola' bar with the item count and total; hidden while the bag is empty. */
export function FloatingBagButton() {
  const [bag] = useBag();
  const { itemCount, subtotal } = bagSummary(bag);
  const visible = itemCount > 0;

  if (!visible) return null;
  return (
    <div className="floating-bag">
      <Link to={PATHS.bag} className="floating-bag__button" aria-label={`Ver sacola: ${formatItemCount(itemCount)}, ${formatCentavos(subtotal)}`}>
        <span className="floating-bag__count">
          <Icon name="bag" size={20} />
          {formatItemCount(itemCount)}
        </span>
        <span>Ver sacola</span>
        <strong>{formatCentavos(subtotal)}</strong>
      </Link>
    </div>
  );
}
