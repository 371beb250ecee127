/** Types for the part of scale-data.mjs that the unit tests import. */
// Stored values of every kind (Dates, nested maps): tests read the fields they know.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Stored = Record<string, any>;
export interface ScaleRestaurant {
  id: string;
  index: number;
  cidade: string;
  data: Stored;
  categories: Array<{ id: string; data: Stored }>;
  products: Array<{ id: string; data: Stored }>;
}
export interface ScaleOrder {
  path: string;
  restaurantId: string;
  restaurantName: string;
  data: Stored;
}
export declare const SCALE: { restaurants: number; productsPerRestaurant: number; orders: number; days: number };
export declare const CITIES: Array<[string, number, string[]]>;
export declare function buildRestaurants(now?: Date): ScaleRestaurant[];
export declare function buildOrders(restaurants: ScaleRestaurant[], from: number, to: number, now?: Date): ScaleOrder[];
