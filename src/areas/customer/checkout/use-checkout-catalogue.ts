import { useMemo } from 'react';
import { useBag } from '@/state/bag-store';
import type { Product } from '@/domain/catalog/catalog';
import type { OptionGroup } from '@/domain/catalog/option-groups';
import type { Catalogue } from '@/domain/catalog/item-price';
import { subscribeToOptionGroups, subscribeToProducts } from '@/services/catalog';
import { useSubscription } from '@/ui/use-subscription';

export type CatalogueState = { status: 'loading' } | { status: 'error' } | { status: 'success'; catalogue: Catalogue };

/**
 * The products and option groups of the bag's restaurant, live, by id, and whether they are still
 * loading or could not be read: the bag needs to tell the customer why a line cannot be edited.
 */
export function useCheckoutCatalogueState(): CatalogueState {
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
  const failed = products.status === 'error' || groups.status === 'error';
  return useMemo((): CatalogueState => {
    if (failed) return { status: 'error' };
    if (!productList || !groupList) return { status: 'loading' };
    return {
      status: 'success',
      catalogue: { products: new Map(productList.map((product) => [product.id, product])), groups: new Map(groupList.map((group) => [group.id, group])) },
    };
  }, [failed, productList, groupList]);
}

/**
 * The same catalogue for the checkout, which prices the bag from it the way the server will. null
 * while loading or when it cannot be read (the server still checks).
 */
export function useCheckoutCatalogue(): Catalogue | null {
  const state = useCheckoutCatalogueState();
  return state.status === 'success' ? state.catalogue : null;
}
