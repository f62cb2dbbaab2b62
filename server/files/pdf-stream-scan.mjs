/**
 * How many bytes a PDF's streams decode to, measured before pdf.js reads the file: pdf.js keeps
 * every decoded stream whole in an ArrayBuffer (external memory, which a worker's heap limit does
 * not bound), so 400 KB of deflated zeros cost it 0.8 GB. This scan finds every `stream` keyword
 * in the raw bytes, reads the stream's /Filter chain and /Length from its dictionary, decodes it
 * and counts the output of every stage against one budget per document, stopping as soon as it
 * is exceeded. Deflate (nearly all streams, and the bomb) is inflated by zlib in chunks that are
 * counted and dropped, so the scan itself stays small; the rarer LZW and RunLength stages are
 * decoded with pdf-lib's decoders, within the remaining budget. Image codecs end a chain
 * uncounted (pdf.js decodes images only to draw the first page): a JPEG or JPEG 2000 image is
 * refused when its own header declares too many pixels (pdf.js's maxImageSize checks only the
 * image dictionary's /Width and /Height); JBIG2 and CCITT (1 bit per pixel) are left to those.
 *
 * A plain .mjs module: the inspect worker (pdf-inspect-worker.mjs) imports it unbundled.
 */
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { inflateSync, createInflate } from 'node:zlib';
import { decodePDFRawStream, PDFContext, PDFRawStream } from '@pdfme/pdf-lib';

/** The streams decode to more than the budget, or (`image`) an image declares too many pixels. */
export class DecodedTooLarge extends Error {
  constructor(message, image = false) {
    super(message);
    this.image = image;
  }
}
/** A stream's filters cannot be read without parsing the whole file (an indirect /Filter we cannot find). */
export class UnreadableFilter extends Error {}

// Filter names as pdf.js knows them, abbreviations (inline-image style) included.
const FILTERS = {
  FlateDecode: 'flate', Fl: 'flate',
  LZWDecode: 'LZWDecode', LZW: 'LZWDecode',
  RunLengthDecode: 'RunLengthDecode', RL: 'RunLengthDecode',
  ASCIIHexDecode: 'ASCIIHexDecode', AHx: 'ASCIIHexDecode',
  ASCII85Decode: 'ASCII85Decode', A85: 'ASCII85Decode',
};
/** A stream this small (compressed) is first inflated at once (the common case, fast) ... */
const SYNC_INFLATE_BYTES = 4 * 1024 * 1024;
/** ... when it inflates to at most this much; a larger result is streamed and counted instead. */
const SYNC_INFLATE_OUTPUT = 16 * 1024 * 1024;
/** Chunk size of streamed inflation. */
const INFLATE_CHUNK = 1024 * 1024;
/** Decoded bytes read per step from pdf-lib's decoders. */
const STEP = 1024 * 1024;
/** How far back from `stream` its object's dictionary is looked for first (then in the whole file). */
const NEAR_WINDOW = 8 * 1024;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte) => byte !== undefined && !WHITESPACE.has(byte) && !DELIMITERS.has(byte);

/**
 * Tokens of PDF syntax from `text` (latin1), enough for a dictionary: '<<', '>>', '[', ']',
 * names (with #xx escapes decoded, as pdf.js does), numbers and keywords; strings and comments skipped.
 */
function* tokens(text, start = 0) {
  let i = start;
  while (i < text.length) {
    const c = text[i];
    if (/[\s\0]/.test(c)) i++;
    else if (c === '%') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
    } else if (c === '(') {
      let depth = 0;
      for (; i < text.length; i++) {
        if (text[i] === '\\') i++;
        else if (text[i] === '(') depth++;
        else if (text[i] === ')' && --depth === 0) break;
      }
      i++;
      yield { type: 'string', end: i };
    } else if (text.startsWith('<<', i) || text.startsWith('>>', i)) {
      i += 2;
      yield { type: text.slice(i - 2, i), end: i };
    } else if (c === '<') {
      i = text.indexOf('>', i) + 1 || text.length;
      yield { type: 'string', end: i };
    } else if (c === '[' || c === ']' || c === '{' || c === '}' || c === '>' || c === ')') {
      i++;
      yield { type: c, end: i };
    } else if (c === '/') {
      let j = i + 1;
      while (j < text.length && isRegular(text.charCodeAt(j))) j++;
      const name = text.slice(i + 1, j).replace(/#([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
      i = j;
      yield { type: 'name', value: name, end: i };
    } else {
      let j = i;
      while (j < text.length && isRegular(text.charCodeAt(j))) j++;
      if (j === i) j++;
      const value = text.slice(i, j);
      i = j;
      yield { type: 'word', value, end: i };
    }
  }
}

/**
 * The dictionaries that may be the one of the stream whose keyword is at `at`. pdf.js reads a
 * stream where a dictionary's `>>` is followed (whitespace and comments aside) by `stream`, and
 * the dictionary opens right after its object's `obj` keyword. The nearest `obj` whose
 * dictionary ends exactly at that `>>` is the one, unless that dictionary holds a string or a
 * comment, where a fake `obj <<` could hide: then every such `obj` before the stream is tried,
 * and all that match are returned (each is decoded: counting more, never less).
 * [] when no `>>` precedes (not a stream keyword); null when no dictionary matches.
 */
function dictionariesBefore(buf, at, wholeText) {
  const gap = buf.toString('latin1', Math.max(0, at - 1024), at);
  const gapClose = gap.lastIndexOf('>>');
  if (gapClose < 0 || !/^(?:[\s\0]|%[^\r\n]*[\r\n])*$/.test(gap.slice(gapClose + 2))) return [];
  const close = at - gap.length + gapClose; // absolute offset of the '>>'
  const near = Math.max(0, close - NEAR_WINDOW);
  const nearText = buf.toString('latin1', near, close + 2);
  const first = matchingDictionaries(nearText, true);
  if (first.length === 1 && !/[()%]/.test(first[0].text)) return [first[0]];
  const all = matchingDictionaries(near === 0 ? nearText : wholeText().slice(0, close + 2), false);
  return all.length > 0 ? all : null;
}

/** Dictionaries opening after an `obj` in `text` and closing at its very end; `onlyNearest`: stop at the first. */
function matchingDictionaries(text, onlyNearest) {
  const found = [];
  for (let obj = text.lastIndexOf('obj'); obj >= 0; obj = obj > 0 ? text.lastIndexOf('obj', obj - 1) : -1) {
    const open = text.indexOf('<<', obj + 3);
    if (open < 0 || !/^[\s\0]*$/.test(text.slice(obj + 3, open))) continue;
    const dict = parseStreamDictionary(text.slice(open));
    if (dict.end !== text.length - open) continue;
    // The dictionary with the rest of its `obj` line before it (a `%` there makes it a comment).
    const line = Math.max(text.lastIndexOf('\n', obj), text.lastIndexOf('\r', obj)) + 1;
    found.push({ ...dict, text: text.slice(line) });
    if (onlyNearest) break;
  }
  return found;
}

/**
 * /Filter and /Length of a stream dictionary (top-level keys only), with the reference forms
 * `n g R` kept as { ref }.
 */
export function parseStreamDictionary(text) {
  const it = tokens(text);
  const open = it.next();
  if (open.done || open.value.type !== '<<') return {};
  // The tokens up to the dictionary's own `>>` (not the rest of the text).
  const all = [];
  let end;
  for (let depth = 0, t = it.next(); !t.done; t = it.next()) {
    if (t.value.type === '<<') depth++;
    else if (t.value.type === '>>' && depth-- === 0) {
      end = t.value.end;
      break;
    }
    all.push(t.value);
  }
  const out = { end };
  let depth = 0;
  for (let i = 0; i < all.length; i++) {
    const t = all[i];
    if (t.type === '<<') depth++;
    else if (t.type === '>>') depth--;
    else if (depth === 0 && t.type === 'name' && (t.value === 'Filter' || t.value === 'Length')) {
      const key = t.value === 'Filter' ? 'filter' : 'length';
      const v = all[i + 1];
      if (!v) break;
      const a = all[i + 2];
      const r = all[i + 3];
      if (v.type === 'word' && a?.type === 'word' && r?.type === 'word' && r.value === 'R' && /^\d+$/.test(v.value) && /^\d+$/.test(a.value)) {
        out[key] = { ref: `${v.value} ${a.value}` };
        i += 3;
      } else if (v.type === 'name') {
        out[key] = { names: [v.value] };
        i += 1;
      } else if (v.type === '[') {
        const names = [];
        let j = i + 2;
        for (; j < all.length && all[j].type !== ']'; j++) names.push(all[j].type === 'name' ? all[j].value : null);
        out[key] = { names };
        i = j;
      } else if (v.type === 'word' && /^\d+$/.test(v.value)) {
        out[key] = { number: Number(v.value) };
        i += 1;
      }
    }
  }
  return out;
}

/** The value of indirect object `ref` ('n g') when it is written plainly in the file (not in an object stream). */
function resolveFilterRef(text, ref) {
  const match = new RegExp(`(?:^|[^0-9])${ref.replace(' ', '\\s+')}\\s+obj`).exec(text);
  if (!match) return null;
  const parsed = parseStreamDictionary(`<< /Filter ${text.slice(match.index + match[0].length, match.index + match[0].length + 1024)}`);
  return parsed.filter && !parsed.filter.ref ? parsed.filter : null;
}

class Budget {
  constructor(max) {
    this.max = max;
    this.used = 0;
  }
  get left() {
    return this.max - this.used;
  }
  add(n) {
    this.used += n;
    if (this.used > this.max) throw new DecodedTooLarge(`the streams decode to more than ${this.max} bytes`);
  }
}

/** A pass-through that counts what flows against the budget. */
const counter = (budget) =>
  new Transform({
    transform(chunk, _encoding, done) {
      try {
        budget.add(chunk.length);
        done(null, chunk);
      } catch (err) {
        done(err);
      }
    },
  });

/** Inflates `input` (Buffer or stream) in chunks, counting them; the output as a stream, or counted and dropped. */
async function inflateChain(input, flateCount, budget, keep) {
  const stages = [];
  for (let n = 0; n < flateCount; n++) stages.push(createInflate({ chunkSize: INFLATE_CHUNK }), counter(budget));
  const chunks = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      if (keep) chunks.push(chunk);
      done();
    },
  });
  try {
    await pipeline(Readable.from([input]), ...stages, sink);
  } catch (err) {
    if (err instanceof DecodedTooLarge) throw err;
    // A damaged deflate stream: pdf.js keeps what decoded before the damage; so do we (counted).
  }
  return keep ? Buffer.concat(chunks) : null;
}

/** One deflate stage on bytes in memory: at once when the result is small, streamed otherwise. */
async function inflateOnce(data, budget, keep) {
  if (data.length <= SYNC_INFLATE_BYTES) {
    try {
      const out = inflateSync(data, { maxOutputLength: Math.min(budget.left + 1, SYNC_INFLATE_OUTPUT) });
      budget.add(out.length);
      return keep ? out : null;
    } catch (err) {
      if (err instanceof DecodedTooLarge) throw err;
      // Too large to hold, or damaged: count it chunk by chunk instead.
    }
  }
  return inflateChain(data, 1, budget, keep);
}

/** A pdf-lib decoder stage (LZW, RunLength, ASCIIHex, ASCII85) on bytes in memory, within the budget. */
function decodeWithPdfLib(data, filter, budget) {
  const context = PDFContext.create();
  const stream = decodePDFRawStream(PDFRawStream.of(context.obj({ Filter: filter }), data));
  const parts = [];
  try {
    for (;;) {
      const bytes = stream.getBytes(STEP);
      if (bytes.length === 0) break;
      budget.add(bytes.length);
      parts.push(Buffer.from(bytes));
    }
  } catch (err) {
    if (err instanceof DecodedTooLarge) throw err;
  }
  return Buffer.concat(parts);
}

/** Image codecs whose declared size is checked (they end a chain; their output is not counted). */
const IMAGE_CODECS = { DCTDecode: 'jpeg', DCT: 'jpeg', JPXDecode: 'jpx' };
const known = (name) => name !== undefined && (FILTERS[name] !== undefined || IMAGE_CODECS[name] !== undefined);

/**
 * The most pixels any frame header in `bytes` declares: JPEG start-of-frame segments (FF C0/C1/C2,
 * the ones pdf.js decodes; height 0 means "from the DNL marker", else up to 65535) or JPEG 2000
 * SIZ segments (right after FF 4F). Every occurrence counts: a decoder that skips junk must not
 * find a bigger frame than this.
 */
function largestDeclaredImage(bytes, codec) {
  let largest = 0;
  if (codec === 'jpeg') {
    for (const marker of [0xc0, 0xc1, 0xc2]) {
      const pattern = Buffer.from([0xff, marker]);
      for (let at = bytes.indexOf(pattern); at >= 0 && at + 9 <= bytes.length; at = bytes.indexOf(pattern, at + 2)) {
        let height = bytes.readUInt16BE(at + 5);
        const width = bytes.readUInt16BE(at + 7);
        if (height === 0) {
          const dnl = bytes.indexOf(Buffer.from([0xff, 0xdc]), at);
          height = dnl >= 0 && dnl + 6 <= bytes.length ? bytes.readUInt16BE(dnl + 4) || 65_535 : 65_535;
        }
        largest = Math.max(largest, width * height);
      }
    }
  } else {
    const pattern = Buffer.from([0xff, 0x4f, 0xff, 0x51]);
    for (let at = bytes.indexOf(pattern); at >= 0 && at + 26 <= bytes.length; at = bytes.indexOf(pattern, at + 4)) {
      const width = bytes.readUInt32BE(at + 8) - bytes.readUInt32BE(at + 16);
      const height = bytes.readUInt32BE(at + 12) - bytes.readUInt32BE(at + 20);
      largest = Math.max(largest, Math.max(0, width) * Math.max(0, height));
    }
  }
  return largest;
}

/** Decodes one stream's filter chain, counting every stage's output; checks an image codec's declared size. */
async function decodeChain(data, filters, budget, maxImagePixels) {
  let current = data;
  for (let i = 0; i < filters.length; i++) {
    const kind = FILTERS[filters[i]];
    if (!kind) {
      // An image codec ends the chain (pdf.js decodes it only to draw it, by its own header's size).
      const codec = IMAGE_CODECS[filters[i]];
      if (codec && current && largestDeclaredImage(Buffer.from(current.buffer, current.byteOffset, current.byteLength), codec) > maxImagePixels) {
        throw new DecodedTooLarge(`an image in the PDF declares more than ${maxImagePixels} pixels`, true);
      }
      return;
    }
    if (kind === 'flate') {
      // Consecutive deflate stages stream into each other without holding anything.
      let run = 1;
      while (i + run < filters.length && FILTERS[filters[i + run]] === 'flate') run++;
      const keep = known(filters[i + run]);
      current = run === 1 ? await inflateOnce(current, budget, keep) : await inflateChain(current, run, budget, keep);
      i += run - 1;
      if (!keep) return;
    } else {
      current = decodeWithPdfLib(current, kind, budget);
    }
  }
}

/** Where the stream starting after the keyword at `at` has its data, or null if this is no stream keyword. */
function streamDataStart(buf, at) {
  if (at >= 3 && buf.toString('latin1', at - 3, at) === 'end') return null;
  if (at > 0 && isRegular(buf[at - 1])) return null; // "upstream", not the keyword
  let i = at + 6;
  if (isRegular(buf[i])) return null; // "streams"
  // Like pdf.js (Lexer.skipToNextLine): the data starts after the end of the keyword's line.
  while (i < buf.length && buf[i] !== 0x0a && buf[i] !== 0x0d) i++;
  if (buf[i] === 0x0d) i++;
  if (buf[i] === 0x0a && buf[i - 1] !== 0x0a) i++;
  return i;
}

/**
 * The stream's bytes: /Length of them when that is a number and `endstream` follows there (what
 * pdf.js trusts too), else everything to the end of the file (decoders stop at their own end).
 */
function streamData(buf, start, length) {
  if (Number.isInteger(length) && start + length <= buf.length) {
    const after = buf.toString('latin1', start + length, Math.min(buf.length, start + length + 32)).trimStart();
    if (after.startsWith('endstream')) return buf.subarray(start, start + length);
  }
  return buf.subarray(start);
}

/**
 * Decodes every stream of the PDF in `data`, stopping when their total output passes `maxBytes`
 * or a JPEG / JPEG 2000 image declares more than `maxImagePixels` (throws DecodedTooLarge), and
 * returns that total. Throws UnreadableFilter for a stream whose
 * /Filter is a reference this scan cannot follow.
 */
export async function measureDecodedStreams(data, maxBytes, maxImagePixels = Infinity) {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const budget = new Budget(maxBytes);
  let streams = 0;
  const refs = new Map();
  let text;
  const resolve = (ref) => {
    if (!refs.has(ref)) refs.set(ref, resolveFilterRef((text ??= buf.toString('latin1')), ref));
    return refs.get(ref);
  };
  for (let at = buf.indexOf('stream', 0, 'latin1'); at >= 0; at = buf.indexOf('stream', at + 6, 'latin1')) {
    const start = streamDataStart(buf, at);
    if (start === null) continue;
    const dicts = dictionariesBefore(buf, at, () => (text ??= buf.toString('latin1')));
    if (dicts === null) throw new UnreadableFilter('a stream’s dictionary cannot be read');
    const chains = new Set();
    for (const dict of dicts) {
      let filter = dict.filter;
      if (filter?.ref) {
        filter = resolve(filter.ref);
        if (!filter) throw new UnreadableFilter('a stream’s filter cannot be read');
      }
      const names = filter?.names?.filter((n) => n !== null) ?? [];
      const key = names.join(' ');
      if (names.length === 0 || !known(names[0]) || chains.has(key)) continue;
      chains.add(key);
      streams++;
      await decodeChain(streamData(buf, start, dict.length?.number), names, budget, maxImagePixels);
    }
  }
  return { streams, decodedBytes: budget.used };
}
