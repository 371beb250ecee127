import { storePromotions, type StorePromotionFacts } from '@/domain/promotions/store-promotions';
import { Badge } from '@/ui/Badge';

/** A store's promotions as badges ('Cupom de 10%', 'Frete grátis acima de R$ 50,00'): its card, its search result. */
export function StorePromotionBadges({ store, now, freeHere }: { store: StorePromotionFacts; now: Date; freeHere?: boolean }) {
  const badges = storePromotions(store, now, freeHere);
  if (badges.length === 0) return null;
  return (
    <span className="store-promotions">
      {badges.map((badge) => (
        <Badge key={badge} tone="brand">
          {badge}
        </Badge>
      ))}
    </span>
  );
}
