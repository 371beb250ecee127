/**
 * The local stand-in for a map tile provider (issue #54), started by `npm start` and the tests
 * beside the emulators: no tile server is reachable here. It speaks the slippy-map protocol every
 * raster provider documents (OpenStreetMap's, and those compatible with it):
 *
 *   GET /{z}/{x}/{y}.png  -> 200 image/png, 256 x 256; 400 for a tile outside the zoom's grid
 *
 * Its tiles are plain paper with a street-like grid, drawn here (no image files): enough to see
 * the pins move over something. The app takes the URL template from VITE_MAP_TILES_URL, as it
 * takes a real provider's in production (README).
 */
import http from 'node:http';
import { encodePng } from './png.mjs';

const SIZE = 256;
const PAPER = [242, 239, 233];
const STREET = [255, 255, 255];
const EDGE = [214, 208, 196];

/** One tile: paper, streets every 64 px (offset by the tile's place, so neighbours differ), an edge line. */
function tilePng(x, y) {
  const rows = [];
  const shift = ((x * 7 + y * 13) % 4) * 8;
  for (let row = 0; row < SIZE; row += 1) {
    const line = Buffer.alloc(1 + SIZE * 3);
    for (let column = 0; column < SIZE; column += 1) {
      const street = (column + shift) % 64 < 6 || (row + shift) % 64 < 6;
      const edge = row === 0 || column === 0;
      const [r, g, b] = edge ? EDGE : street ? STREET : PAPER;
      line[1 + column * 3] = r;
      line[2 + column * 3] = g;
      line[3 + column * 3] = b;
    }
    rows.push(line);
  }
  return encodePng(SIZE, SIZE, 2, Buffer.concat(rows));
}

/**
 * Starts the stand-in on 127.0.0.1:`port` (0: any free port); resolves once it listens.
 * @returns {Promise<{ url: string, template: string, served: () => number, stop: () => Promise<void> }>}
 */
export async function startMapTilesStandIn({ port = 0 } = {}) {
  const cache = new Map();
  let served = 0;
  const server = http.createServer((request, response) => {
    const match = /^\/(\d{1,2})\/(\d+)\/(\d+)\.png$/.exec(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (request.method !== 'GET' || !match) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const [z, x, y] = match.slice(1).map(Number);
    if (z > 19 || x >= 2 ** z || y >= 2 ** z) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('tile outside the grid');
      return;
    }
    const key = `${x % 4}/${y % 4}`;
    if (!cache.has(key)) cache.set(key, tilePng(x, y));
    served += 1;
    // Tiles are images of another origin: the app's pages load them as <img>, which needs no CORS,
    // and may keep them a day as a provider lets them.
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400', 'access-control-allow-origin': '*' }).end(cache.get(key));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    template: `${url}/{z}/{x}/{y}.png`,
    served: () => served,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
