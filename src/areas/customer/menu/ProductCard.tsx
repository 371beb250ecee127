import type { Product } from '@/domain/catalog/catalog';
import { menuPrice } from '@/domain/catalog/dish-promotion';
import { Badge } from '@/ui/Badge';
import { FoodImage } from '@/ui/FoodImage';
import { PromotionPrice, promotionPriceText } from '@/ui/PromotionPrice';

/**
 * One dish on the menu grid; pizzas show 'Ver Opções' and their cheapest size, a dish on promotion
 * its 'de/por'. `priority`: among the first dishes a phone shows, its photo is fetched at once.
 */
export function ProductCard({ product, available, now, onOpen, priority = false }: { product: Product; available: boolean; now: Date; onOpen: () => void; priority?: boolean }) {
  const { price: current, regular } = menuPrice(product, now);
  const price = promotionPriceText(current, regular);
  const soldOut = product.disponivel && !available;
  return (
    <li className={available ? 'product-card' : 'product-card product-card--unavailable'}>
      <button
        type="button"
        className="product-card__button"
        onClick={onOpen}
        aria-label={`${product.nome}, ${product.type === 'pizza' ? `a partir de ${price}` : price}${available ? '' : soldOut ? ', esgotado hoje' : ', indisponível'}`}
      >
        <span className="product-card__body">
          <span className="product-card__name">{product.nome}</span>
          {product.descricao ? <span className="product-card__description">{product.descricao}</span> : null}
          <span className="product-card__price">
            {product.type === 'pizza' ? <span className="product-card__from">a partir de </span> : null}
            <PromotionPrice price={current} regular={regular} />
          </span>
          <span className="product-card__action">
            {!available ? (
              <Badge tone="neutral">{soldOut ? 'Esgotado hoje' : 'Indisponível'}</Badge>
            ) : product.type === 'pizza' ? (
              <Badge tone="brand">Ver Opções</Badge>
            ) : null}
          </span>
        </span>
        <span className="product-card__image">
          <FoodImage thumbnail src={product.imageUrl} ratio="1 / 1" priority={priority} />
        </span>
      </button>
    </li>
  );
}
