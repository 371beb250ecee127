import { useMemo } from 'react';
import { useBag } from '@/app/bag-store';
import type { Product } from '@/domain/catalog';
import type { OptionGroup } from '@/domain/option-groups';
import type { Catalogue } from '@/domain/order-request';
import { subscribeToOptionGroups, subscribeToProducts } from '@/services/catalog';
import { useSubscription } from '@/ui/use-subscription';

/**
 * The products and option groups of the bag's restaurant, live, by id: the checkout prices the bag
 * from them the way the server will. null while loading or when they cannot be read (the server
 * still checks).
 */
export function useCheckoutCatalogue(): Catalogue | null {
  const [bag] = useBag();
  const restaurantId = bag.restaurantId;
  const products = useSubscription<Product[]>(
    `checkout-products:${restaurantId ?? ''}`,
    restaurantId ? (onNext, onError) => subscribeToProducts(restaurantId, onNext, onError) : null,
  );
  const groups = useSubscription<OptionGroup[]>(
    `checkout-groups:${restaurantId ?? ''}`,
    restaurantId ? (onNext, onError) => subscribeToOptionGroups(restaurantId, onNext, onError) : null,
  );
  const productList = products.status === 'success' ? products.data : null;
  const groupList = groups.status === 'success' ? groups.data : null;
  return useMemo(
    () =>
      productList && groupList
        ? { products: new Map(productList.map((product) => [product.id, product])), groups: new Map(groupList.map((group) => [group.id, group])) }
        : null,
    [productList, groupList],
  );
}
