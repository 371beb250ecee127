/**
 * The tiles the maps draw (issue #54): a provider's slippy-map URL template and the attribution
 * its terms ask for, set at build time (README: VITE_MAP_TILES_URL, VITE_MAP_TILES_ATTRIBUTION).
 * Locally, `npm start` and the tests point it at their stand-in (scripts/lib/map-tiles-stand-in.mjs).
 * Without one, production uses OpenStreetMap's standard tiles, whose policy allows light use with
 * its attribution; a city-wide service should set a provider of its own.
 */
export interface MapTiles {
  url: string;
  attribution: string;
}

const OPEN_STREET_MAP: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

/** The configured tiles; null only when the setting is 'none' (pins on a plain background). */
export function mapTiles(): MapTiles | null {
  const url = (import.meta.env.VITE_MAP_TILES_URL as string | undefined)?.trim();
  if (url === 'none') return null;
  if (!url) return OPEN_STREET_MAP;
  return { url, attribution: (import.meta.env.VITE_MAP_TILES_ATTRIBUTION as string | undefined)?.trim() || '' };
}
