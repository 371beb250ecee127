import { useEffect, useState } from 'react';
import type { Category, Product } from '@/domain/catalog/catalog';
import type { OptionGroup } from '@/domain/catalog/option-groups';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { refreshedRead } from '@/ui/refreshed-read';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';
import { menuRead } from './menu-reads';
import type { RatingState } from './RestaurantHeader';

export interface Menu {
  restaurant: LiveResult<Restaurant | null>;
  categories: LiveResult<Category[]>;
  products: LiveResult<Product[]>;
  optionGroups: LiveResult<OptionGroup[]>;
  rating: RatingState;
  /** Reads the rating again (a review was just sent). */
  refreshRating: () => void;
}

/**
 * What /cardapio/{id} shows, read with Firestore Lite (services/menu.ts) and read again on focus
 * and every few minutes (refreshedRead): a dish sold out or a pause shows within that, and the
 * checkout, live, has the last word. The first answers are the reads started when the route
 * matched (menu-reads.ts), if they are waiting.
 */
export function useMenu(id: string): Menu {
  const restaurant = useSubscription<Restaurant | null>(`restaurant:${id}`, refreshedRead(() => menuRead(id, 'restaurant')));
  const categories = useSubscription<Category[]>(`categories:${id}`, refreshedRead(() => menuRead(id, 'categories')));
  const products = useSubscription<Product[]>(`products:${id}`, refreshedRead(() => menuRead(id, 'products')));
  const optionGroups = useSubscription<OptionGroup[]>(`option-groups:${id}`, refreshedRead(() => menuRead(id, 'optionGroups')));
  const [rating, setRating] = useState<RatingState & { id?: string }>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    menuRead(id, 'rating').then(
      (summary) => active && setRating({ status: 'ready', summary, id }),
      (error: unknown) => {
        console.error('Erro ao carregar avaliações', error);
        if (active) setRating({ status: 'error', id });
      },
    );
    return () => {
      active = false;
    };
  }, [id]);

  return {
    restaurant,
    categories,
    products,
    optionGroups,
    rating: rating.id === id ? rating : { status: 'loading' },
    refreshRating: () => {
      // The header's average and count include the new review.
      menuRead(id, 'rating').then((summary) => setRating({ status: 'ready', summary, id }), () => undefined);
    },
  };
}
