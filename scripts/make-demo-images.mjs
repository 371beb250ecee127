/**
 * Writes the demo data's pictures, public/demo/{food,logos}/*.webp, from the drawings in
 * scripts/demo-images/ (edit those, then run `node scripts/make-demo-images.mjs`).
 *
 * Raster, not the SVGs themselves: a phone draws an SVG picture on its main thread each time it
 * paints one (10 to 17 ms each on Lighthouse's mid-range phone, a home page of logos and banners
 * adding about 100 ms of blocking time), while a WebP is decoded off it. Restaurants' real photos
 * are raster too, so the demo now costs what they will. Drawn by the system Chromium at twice the
 * largest size the screens show them (a dish's sheet is a phone wide, a logo 72 px), so that they
 * stay sharp on dense screens.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PLAYWRIGHT_CHROMIUM_ARGS, ensurePlaywrightChromium } from './lib/chromium.mjs';
import { ROOT } from './lib/emulators.mjs';

const SETS = [
  { folder: 'food', width: 800, height: 600, quality: 0.8 },
  { folder: 'logos', width: 160, height: 160, quality: 0.85 },
];

const browser = await chromium.launch({ executablePath: await ensurePlaywrightChromium(), args: PLAYWRIGHT_CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const { folder, width, height, quality } of SETS) {
    const source = path.join(ROOT, 'scripts', 'demo-images', folder);
    const target = path.join(ROOT, 'public', 'demo', folder);
    mkdirSync(target, { recursive: true });
    for (const file of readdirSync(source).filter((name) => name.endsWith('.svg')).sort()) {
      const svg = readFileSync(path.join(source, file), 'utf8');
      const dataUrl = await page.evaluate(
        async ({ svg, width, height, quality }) => {
          const image = new Image(width, height);
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          canvas.getContext('2d').drawImage(image, 0, 0, width, height);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, width, height, quality },
      );
      if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`This Chromium cannot write WebP (${file}).`);
      const bytes = Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64');
      const name = file.replace(/\.svg$/, '.webp');
      writeFileSync(path.join(target, name), bytes);
      console.log(`public/demo/${folder}/${name}: ${(bytes.length / 1000).toFixed(1)} kB`);
    }
  }
} finally {
  await browser.close();
}
