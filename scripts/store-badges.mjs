#!/usr/bin/env node
/**
 * The store badges served under public/badges, drawn from their sources in assets/store-badges
 * with every <text> turned into a <path> in the brand typeface (decision 0085).
 *
 * A badge is an <img>, and an SVG image is a document of its own: with text in it the browser
 * matched fonts and laid the words out on every page that shows one (about 12 ms of the landing's
 * main thread, 40 ms of wall time). As paths the words cost nothing to lay out and look the same
 * on every device. The sources keep the words, sizes and spacing; edit them and run
 *
 *   node scripts/store-badges.mjs
 *
 * A unit test (tests/unit/store-badges.test.ts) fails when public/badges is not what this makes.
 */
import { readFileSync, readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import wawoff2 from 'wawoff2';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SOURCE_DIR = join(root, 'assets', 'store-badges');
export const OUTPUT_DIR = join(root, 'public', 'badges');

/** The brand typeface's files (styles/brand-font.ts), each for the characters it has. */
const FONT_FILES = ['manrope-latin-wght-normal.woff2', 'manrope-latin-ext-wght-normal.woff2', 'manrope-greek-wght-normal.woff2'];
// As TrueType: fontkit cannot make a weight's instance of a variable WOFF2 file. One at a time:
// the decoder does not take a second file while it works on one.
const fonts = [];
for (const file of FONT_FILES) {
  fonts.push(fontkit.create(Buffer.from(await wawoff2.decompress(readFileSync(join(root, 'styles', 'fonts', file))))));
}
const instances = new Map();

/** The font instance at `weight` that has `char`. */
function fontFor(char, weight) {
  const index = fonts.findIndex((f) => f.hasGlyphForCodePoint(char.codePointAt(0)));
  if (index < 0) throw new Error(`No brand font has "${char}"`);
  const key = `${index}:${weight}`;
  if (!instances.has(key)) instances.set(key, fonts[index].getVariation({ wght: weight }));
  return instances.get(key);
}

const round = (n) => Math.round(n * 10) / 10;

/** A path's commands with every number rounded to a tenth of a pixel. */
function compact(d) {
  return d.replace(/-?\d*\.?\d+(e-?\d+)?/g, (n) => String(round(Number(n))));
}

const attribute = (attrs, name) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];

/** One <text> element as a <path>: x, y, font-size, font-weight, letter-spacing, textLength (spacingAndGlyphs). */
function textAsPath(attrs, words) {
  const x = Number(attribute(attrs, 'x') ?? 0);
  const y = Number(attribute(attrs, 'y') ?? 0);
  const size = Number(attribute(attrs, 'font-size'));
  const weight = Number(attribute(attrs, 'font-weight') ?? 400);
  const spacing = Number(attribute(attrs, 'letter-spacing') ?? 0);
  const textLength = attribute(attrs, 'textLength');
  const text = words.replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  const glyphs = [];
  let pen = 0;
  // Runs of characters one font file has, laid out by that file (kerning within a run).
  const chars = [...text];
  for (let i = 0; i < chars.length; ) {
    const font = fontFor(chars[i], weight);
    let j = i + 1;
    while (j < chars.length && fontFor(chars[j], weight) === font) j++;
    const run = font.layout(chars.slice(i, j).join(''));
    const scale = size / font.unitsPerEm;
    run.glyphs.forEach((glyph, k) => {
      const position = run.positions[k];
      glyphs.push({ path: glyph.path, scale, x: pen + position.xOffset * scale, y: position.yOffset * scale });
      pen += position.xAdvance * scale + spacing;
    });
    i = j;
  }
  const natural = pen - spacing;
  const stretch = textLength ? Number(textLength) / natural : 1;
  const d = glyphs
    .map((g) => g.path.scale(g.scale * stretch, -g.scale).translate(x + g.x * stretch, y - g.y).toSVG())
    .join('');
  return `<path data-text="${words}" d="${compact(d)}"/>`;
}

/** A badge's SVG source with its words as paths. */
export function badgeWithPaths(source) {
  return source
    .replace(/ font-family="[^"]*"/g, '')
    .replace(/<text([^>]*)>([^<]*)<\/text>/g, (_, attrs, words) => textAsPath(attrs, words));
}

/** Every badge: [relative path, SVG as served]. */
export function allBadges() {
  return readdirSync(SOURCE_DIR).flatMap((store) =>
    readdirSync(join(SOURCE_DIR, store))
      .filter((f) => f.endsWith('.svg'))
      .map((f) => [join(store, f), badgeWithPaths(readFileSync(join(SOURCE_DIR, store, f), 'utf8'))]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, svg] of allBadges()) {
    mkdirSync(join(OUTPUT_DIR, file, '..'), { recursive: true });
    writeFileSync(join(OUTPUT_DIR, file), svg);
  }
  console.log(`store badges written to ${OUTPUT_DIR}`);
}
