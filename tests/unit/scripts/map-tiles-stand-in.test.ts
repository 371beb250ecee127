import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMapTilesStandIn } from '../../../scripts/lib/map-tiles-stand-in.mjs';

/** The map tiles' stand-in (issue #54) speaks the slippy-map protocol: /{z}/{x}/{y}.png. */
describe('the map tiles stand-in', () => {
  let tiles: Awaited<ReturnType<typeof startMapTilesStandIn>>;
  beforeAll(async () => {
    tiles = await startMapTilesStandIn();
  });
  afterAll(() => tiles.stop());

  it('serves a 256-pixel PNG for a tile of the grid, and refuses one outside it or any other path', async () => {
    expect(tiles.template).toBe(`${tiles.url}/{z}/{x}/{y}.png`);
    const tile = await fetch(`${tiles.url}/15/12061/18599.png`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await tile.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    // IHDR's width and height.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([256, 256]);
    expect((await fetch(`${tiles.url}/2/4/0.png`)).status).toBe(400);
    expect((await fetch(`${tiles.url}/tiles.json`)).status).toBe(404);
    expect(tiles.served()).toBe(1);
  });
});
