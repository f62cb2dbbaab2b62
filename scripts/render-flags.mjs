#!/usr/bin/env node
/**
 * Renders the flags (public/flags/*.svg, the sources) to the PNG files the pages show
 * (components/ui/flag.tsx): 3x their 24 x 16 px box, cropped to 3:2 as the box shows them.
 *
 * Why raster: the browser loads every SVG image as a document of its own (a page, a frame and a
 * script context on the page's main thread), and the top bar shows a flag on every page (decision
 * 0089); a PNG is decoded off the main thread. Run after changing or adding a flag:
 *
 *   npm run render:flags
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const dir = new URL('../public/flags/', import.meta.url).pathname;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
  const png = await sharp(readFileSync(join(dir, file)), { density: 300 })
    .resize(72, 48, { fit: 'cover' })
    .png({ compressionLevel: 9, palette: true, quality: 95 })
    .toBuffer();
  writeFileSync(join(dir, file.replace(/\.svg$/, '.png')), png);
  console.log(`${file} -> ${png.length} bytes`);
}
