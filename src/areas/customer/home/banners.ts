import type { StoreCard } from '@/domain/discovery/storefront';
import { orderableFirst, unavailableLabel } from '@/domain/discovery/search';
import { deliveryQuote, foldPlace, type DeliveryPlace } from '@/domain/delivery/delivery-areas';

/** The 'Experimente Agora' carousel: featured dishes, each opening its restaurant's menu. */
export interface Banner {
  id: string;
  title: string;
  subtitle: string;
  restaurantId: string;
  /** The restaurant's city: a customer who chose a place in another city is not shown it. */
  cidade: string;
  image: string;
  /** Background gradient stops. */
  colors: [string, string];
}

export const BANNERS: Banner[] = [
  { id: 'pizza', title: 'Noite da pizza', subtitle: 'Margherita de fermentação natural na Cantina da Nonna', restaurantId: 'cantina-da-nonna', cidade: 'São Paulo', image: '/demo/food/pizza.webp', colors: ['#c0392b', '#e67e22'] },
  { id: 'mineiro', title: 'Sabor de casa', subtitle: 'Feijão tropeiro e frango com quiabo no Sabor Mineiro', restaurantId: 'sabor-mineiro', cidade: 'São Paulo', image: '/demo/food/prato.webp', colors: ['#7b4a12', '#d68a2e'] },
  { id: 'sushi', title: 'Combinados frescos', subtitle: 'Sushi e sashimi preparados na hora no Sushi Kenzo', restaurantId: 'sushi-kenzo', cidade: 'São Paulo', image: '/demo/food/sushi.webp', colors: ['#1d3557', '#e63946'] },
  { id: 'burger', title: 'Smash do bairro', subtitle: 'Blend da casa, cheddar e batata crocante', restaurantId: 'burger-do-bairro', cidade: 'São Paulo', image: '/demo/food/burger.webp', colors: ['#3d2c8d', '#ff7b00'] },
  { id: 'acai', title: 'Açaí cremoso', subtitle: 'Monte seu copo com frutas e granola', restaurantId: 'acai-da-praia', cidade: 'São Paulo', image: '/demo/food/acai.webp', colors: ['#4a148c', '#8e24aa'] },
  { id: 'boteco', title: 'Happy hour', subtitle: 'Petiscos e chope gelado no Boteco do Zé', restaurantId: 'boteco-do-ze', cidade: 'São Paulo', image: '/demo/food/pastel.webp', colors: ['#0b6e4f', '#f4a259'] },
];

/** Auto-advance interval (SPEC.md section 9). */
export const BANNER_INTERVAL_MS = 5000;
/** Copies of the last and first banners placed before and after the track for a seamless wrap. */
export const BANNER_CLONES = 2;

/** A banner as shown: why its restaurant cannot take the order now (null when it can). */
export interface ShownBanner {
  banner: Banner;
  unavailable: string | null;
}

/**
 * The banners in the order shown. With a place chosen, only those of its city (issue #51: a
 * customer in Rio de Janeiro was offered São Paulo's shops): the city the restaurant's card says
 * when it is loaded, else the banner's own. Then those whose restaurant takes the order now first,
 * and the rest labelled ('Fechado', 'Pausado até 20:30', 'Não entrega em Leme'...), so the
 * carousel never leads with a shop that cannot sell. `restaurants` null (still loading): as
 * listed, without labels.
 */
export function shownBanners(banners: readonly Banner[], restaurants: readonly StoreCard[] | null, now: Date, place: DeliveryPlace | null): ShownBanner[] {
  const byId = new Map((restaurants ?? []).map((restaurant) => [restaurant.id, restaurant]));
  const city = place ? foldPlace(place.cidade) : '';
  const here = city ? banners.filter((banner) => foldPlace(byId.get(banner.restaurantId)?.cidade || banner.cidade) === city) : [...banners];
  if (!restaurants) return here.map((banner) => ({ banner, unavailable: null }));
  return orderableFirst(
    here.map((banner) => {
      const restaurant = byId.get(banner.restaurantId);
      const quote = restaurant && place ? deliveryQuote(restaurant, place) : null;
      return { banner, unavailable: quote && !quote.ok ? quote.short : unavailableLabel(restaurant, now) };
    }),
  );
}
