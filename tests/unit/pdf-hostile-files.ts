/**
 * Hostile documents, built in memory for the tests and bench/hostile-uploads.mjs (never committed
 * as binaries): raw PDF text written object by object, with zlib for the compressed streams.
 */
import { once } from 'node:events';
import { createDeflate, deflateSync } from 'node:zlib';

/** A PDF whose objects 1..n are `objects` (object 1 is the catalog), with a correct xref table. */
export function rawPdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n')]);
    parts.push(obj);
    offset += obj.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** A stream object: its dictionary entries (without /Length) and its raw bytes. */
export function streamObject(dict: string, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
}

/**
 * `pages` empty pages that are all one page object, listed `pages` times in one /Kids array
 * (1,000,000 pages take about 6 MB).
 */
export function manyPagesPdf(pages: number): Buffer {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${' 3 0 R'.repeat(pages)} ] >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]);
}

/** A page tree of `depth` levels of `fanOut` references to one node below: fanOut^depth pages in a few hundred bytes. */
export function nestedPagesPdf(fanOut: number, depth: number): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>'];
  for (let level = 0; level < depth; level++) {
    const count = fanOut ** (depth - level);
    const parent = level === 0 ? '' : `/Parent ${level + 1} 0 R `;
    objects.push(`<< /Type /Pages ${parent}/Count ${count} /Kids [${` ${level + 3} 0 R`.repeat(fanOut)} ] >>`);
  }
  objects.push(`<< /Type /Page /Parent ${depth + 1} 0 R /MediaBox [0 0 200 200] >>`);
  return rawPdf(objects);
}

/** One page whose top-level /Count claims `count` pages. */
export function lyingCountPdf(count: number): Buffer {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${count} /Kids [3 0 R] >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]);
}

/** `bytes` zero bytes, deflated without ever holding them (1 MiB at a time). */
export async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const chunk = Buffer.alloc(1 << 20);
  for (let left = bytes; left > 0; left -= chunk.length) {
    if (!deflate.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(out);
}

/**
 * One page whose content stream inflates to `bytes` bytes (400 MiB from about 400 KB).
 * `filters` wraps the deflated bytes further: 'double' deflates them once more, 'hex' writes
 * them as ASCIIHex, so a scan that only inflates once or only knows FlateDecode misses them.
 */
export async function deflateBombPdf(bytes: number, wrap: 'none' | 'double' | 'hex' = 'none'): Promise<Buffer> {
  const once = await deflatedZeros(bytes);
  const [filter, data] =
    wrap === 'double' ? ['[/FlateDecode /FlateDecode]', deflateSync(once, { level: 9 })]
    : wrap === 'hex' ? ['[/AHx /Fl#61teDecode]', Buffer.from(`${once.toString('hex')}>`, 'latin1')]
    : ['/FlateDecode', once];
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    streamObject(`/Filter ${filter}`, data),
  ]);
}
