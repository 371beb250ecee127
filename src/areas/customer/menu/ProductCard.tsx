import { startingPrice, type Product } from '@/domain/catalog';
import { formatCentavos } from '@/domain/money';
import { Badge } from '@/ui/Badge';
import { FoodImage } from '@/ui/FoodImage';

/** One dish on the menu grid; pizzas show 'Ver Opções' and their cheapest size. */
export function ProductCard({ product, onOpen }: { product: Product; onOpen: () => void }) {
  const price = formatCentavos(startingPrice(product));
  return (
    <li className={product.disponivel ? 'product-card' : 'product-card product-card--unavailable'}>
      <button type="button" className="product-card__button" onClick={onOpen} aria-label={`${product.nome}, ${product.type === 'pizza' ? `a partir de ${price}` : price}${product.disponivel ? '' : ', indisponível'}`}>
        <span className="product-card__body">
          <span className="product-card__name">{product.nome}</span>
          {product.descricao ? <span className="product-card__description">{product.descricao}</span> : null}
          <span className="product-card__price">
            {product.type === 'pizza' ? <span className="product-card__from">a partir de </span> : null}
            {price}
          </span>
          <span className="product-card__action">
            {!product.disponivel ? <Badge tone="neutral">Indisponível</Badge> : product.type === 'pizza' ? <Badge tone="brand">Ver Opções</Badge> : null}
          </span>
        </span>
        <span className="product-card__image">
          <FoodImage src={product.imageUrl} ratio="1 / 1" />
        </span>
      </button>
    </li>
  );
}
