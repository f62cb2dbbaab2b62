/**
 * Lays out a study note as a real PDF (A4, DejaVu Sans: Latin, Greek, Polish, Czech, Turkish and
 * Romanian letters) with pdf-lib, and returns the text of each page as laid out, so the seed can
 * store it without running text extraction. The font files are read once per process.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from '@pdfme/pdf-lib';
import type { StudyNote } from './content/types';

export interface RenderedNote {
  pdf: Buffer;
  /** Text of each page, line by line. */
  pages: string[];
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.13, 0.13, 0.18);
const ACCENT = rgb(0.36, 0.24, 0.78);
const MUTED = rgb(0.42, 0.42, 0.48);

interface Fonts {
  regular: Buffer;
  bold: Buffer;
  /** fontkit for pdf-lib that parses each font file once per process, not once per document. */
  kit: { create(data: Uint8Array): unknown };
}
let loaded: Fonts | undefined;
function fonts(): Fonts {
  if (loaded) return loaded;
  const dir = join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
  const regular = readFileSync(join(dir, 'DejaVuSans.ttf'));
  const bold = readFileSync(join(dir, 'DejaVuSans-Bold.ttf'));
  // Parsing copies the 700 KB file and decodes its tables: done per embedFont by default. A parsed
  // font is only read from afterwards (each document makes its own subset), so it can be shared.
  const parsed = new Map<Uint8Array, FontkitFont>();
  const kit = {
    create(data: Uint8Array) {
      let font = parsed.get(data);
      if (!font) {
        font = withoutShaping(fontkit.create(data) as unknown as FontkitFont);
        parsed.set(data, font);
      }
      return font;
    },
  };
  loaded = { regular, bold, kit };
  return loaded;
}

/**
 * pdf-lib measures and encodes text through fontkit's full OpenType layout (shaping), which costs
 * ~0.3 ms per call: most of the seed's time. Our texts are alphabetic scripts that need no shaping,
 * so glyphs come straight from the cmap (kerning aside, the output is the same): ~30x faster.
 */
function withoutShaping(font: FontkitFont): FontkitFont {
  font.layout = (text: string) => {
    const glyphs: FontkitGlyph[] = [];
    for (const ch of text) {
      const codePoint = ch.codePointAt(0)!;
      const glyph = font.glyphForCodePoint(codePoint);
      // fontkit caches glyph objects per font; one first made while subsetting another document
      // (a component of a composite glyph such as Ä) has no code points, and pdf-lib builds
      // the ToUnicode map (what text extraction reads) from them.
      if (glyph.codePoints.length === 0) glyph.codePoints = [codePoint];
      glyphs.push(glyph);
    }
    return { glyphs };
  };
  return font;
}
interface FontkitGlyph {
  codePoints: number[];
}
interface FontkitFont {
  glyphForCodePoint(codePoint: number): FontkitGlyph;
  layout: (text: string) => { glyphs: FontkitGlyph[] };
}

type Face = 'regular' | 'bold';
type Style = { face: Face; font: PDFFont; size: number; color: ReturnType<typeof rgb>; gapBefore: number; indent?: number };

// Advance widths per character at size 1, per face (pdf-lib would look each glyph up again on
// every measurement, and wrapping measures every word).
const advances: Record<Face, Map<string, number>> = { regular: new Map(), bold: new Map() };
function textWidth(text: string, style: Pick<Style, 'face' | 'font' | 'size'>): number {
  const { face, font, size } = style;
  const table = advances[face];
  let width = 0;
  for (const ch of text) {
    let w = table.get(ch);
    if (w === undefined) table.set(ch, (w = font.widthOfTextAtSize(ch, 1)));
    width += w;
  }
  return width * size;
}

/**
 * Words to lay out: a word that ends in a hyphen keeps the next word on its line ("Differential-
 * und Integralrechnung"), because text extraction (and the assistants, server/ai/text/segment.ts)
 * reads a hyphen at a line's end as a word broken in two and joins the halves.
 */
function layoutWords(text: string): string[] {
  const words: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = words.length - 1;
    if (last >= 0 && /\p{L}-$/u.test(words[last]!)) words[last] = `${words[last]} ${word}`;
    else words.push(word);
  }
  return words;
}

function wrap(text: string, style: Style, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of layoutWords(text)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, style) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderStudyNote(note: StudyNote): Promise<RenderedNote> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const { regular, bold, kit } = fonts();
  doc.registerFontkit(kit as typeof fontkit);
  const body = await doc.embedFont(regular, { subset: true });
  const strong = await doc.embedFont(bold, { subset: true });
  doc.setTitle(note.title);
  doc.setAuthor(note.author);
  doc.setLanguage(note.language);
  doc.setCreator('Knowly');
  doc.setProducer('Knowly demo seed');
  const fixedDate = new Date('2026-01-01T00:00:00Z');
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);

  const pages: string[][] = [];
  let page: PDFPage | undefined;
  let y = 0;
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    pages.push([]);
    y = PAGE.height - MARGIN;
  };
  const write = (text: string, style: Style, prefix = '') => {
    const indent = style.indent ?? 0;
    const lines = wrap(text, style, TEXT_WIDTH - indent);
    const lineHeight = style.size * 1.4;
    y -= style.gapBefore;
    lines.forEach((line, i) => {
      if (!page || y - lineHeight < MARGIN) newPage();
      y -= lineHeight;
      const shown = i === 0 ? `${prefix}${line}` : line;
      const x = MARGIN + indent - (i === 0 && prefix ? textWidth(prefix, style) : 0);
      page!.drawText(shown, { x, y, size: style.size, font: style.font, color: style.color });
      pages[pages.length - 1]!.push(shown);
    });
  };

  const title: Style = { face: 'bold', font: strong, size: 20, color: ACCENT, gapBefore: 0 };
  const subtitle: Style = { face: 'regular', font: body, size: 10, color: MUTED, gapBefore: 4 };
  const heading: Style = { face: 'bold', font: strong, size: 13, color: INK, gapBefore: 16 };
  const paragraph: Style = { face: 'regular', font: body, size: 10.5, color: INK, gapBefore: 6 };
  const item: Style = { face: 'regular', font: body, size: 10.5, color: INK, gapBefore: 3, indent: 14 };

  write(note.title, title);
  write(note.subtitle, subtitle);
  for (const section of note.sections) {
    if (section.newPage) newPage();
    write(section.heading, heading);
    for (const p of section.paragraphs) write(p, paragraph);
    for (const entry of section.list ?? []) write(entry, item, '• ');
  }
  // Footers last, so the content stream (and so extracted text) reads body first, then footer.
  doc.getPages().forEach((p, i) => {
    const footer = `${note.footer} · ${i + 1}/${pages.length}`;
    p.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: 8, font: body, color: MUTED });
    pages[i]!.push(footer);
  });
  const bytes = await doc.save({ useObjectStreams: true, objectsPerTick: Infinity });
  return { pdf: Buffer.from(bytes), pages: pages.map((lines) => lines.join('\n')) };
}
