import { useMemo } from 'react';
import { useBag } from '@/app/bag-store';
import type { Product } from '@/domain/catalog';
import { subscribeToProducts } from '@/services/catalog';
import { useSubscription } from '@/ui/use-subscription';

/**
 * The products of the bag's restaurant, live, by id: the checkout prices the bag from them the way
 * the server will. null while loading or when they cannot be read (the server still checks).
 */
export function useCheckoutCatalogue(): Map<string, Product> | null {
  const [bag] = useBag();
  const restaurantId = bag.restaurantId;
  const products = useSubscription<Product[]>(
    `checkout-products:${restaurantId ?? ''}`,
    restaurantId ? (onNext, onError) => subscribeToProducts(restaurantId, onNext, onError) : null,
  );
  const list = products.status === 'success' ? products.data : null;
  return useMemo(() => (list ? new Map(list.map((product) => [product.id, product])) : null), [list]);
}
