import { compareNames, type Product } from '@/domain/catalog/catalog';
import type { OptionGroup } from '@/domain/catalog/option-groups';
import { subscribeToOptionGroups, subscribeToProducts } from '@/services/catalog';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

/** The menu tab's products and complementos groups (sorted by name), live. */
export function useMenuLists(restaurantId: string): { products: LiveResult<Product[]>; optionGroups: LiveResult<OptionGroup[]> } {
  const products = useSubscription<Product[]>(`panel-products:${restaurantId}`, (onNext, onError) => subscribeToProducts(restaurantId, onNext, onError));
  const optionGroups = useSubscription<OptionGroup[]>(`panel-option-groups:${restaurantId}`, (onNext, onError) =>
    subscribeToOptionGroups(restaurantId, (groups) => onNext([...groups].sort((a, b) => compareNames(a.nome, b.nome))), onError),
  );
  return { products, optionGroups };
}
