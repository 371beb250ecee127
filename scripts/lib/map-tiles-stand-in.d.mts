/** Types for map-tiles-stand-in.mjs, which its unit test imports. */
export interface MapTilesStandIn {
  url: string;
  /** The slippy-map template the app takes (VITE_MAP_TILES_URL). */
  template: string;
  /** How many tiles it served. */
  served: () => number;
  stop: () => Promise<void>;
}

export declare function startMapTilesStandIn(options?: { port?: number }): Promise<MapTilesStandIn>;
