// The AI pages' client pieces that need no server: the NDJSON reader of streamed answers (lines
// split anywhere across chunks, multi-byte characters split across chunks) and the tool pages'
// comma-joined source query values.
import { describe, expect, it } from 'vitest';
import { knowsWithFilenames, parseQuerySources } from '@/components/ai/query-sources';
import { readNdjson } from '@/lib/api/ai';
import type { Know } from '@/lib/api/know-types';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
}

describe('readNdjson', () => {
  it('yields each line once, whatever the chunk boundaries', async () => {
    const text = `${JSON.stringify({ type: 'delta', text: 'Grüße 👋' })}\n${JSON.stringify({ type: 'delta', text: 'ő' })}\n\n${JSON.stringify({ type: 'note', note: 'n', engine: 'embedded' })}`;
    const bytes = new TextEncoder().encode(text);
    for (const size of [1, 2, 3, 7, bytes.length]) {
      const chunks: Uint8Array[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.slice(i, i + size));
      const events = [];
      for await (const e of readNdjson(streamOf(chunks))) events.push(e);
      expect(events).toEqual([
        { type: 'delta', text: 'Grüße 👋' },
        { type: 'delta', text: 'ő' },
        { type: 'note', note: 'n', engine: 'embedded' },
      ]);
    }
  });
});

describe('source query values', () => {
  const uuid = '10000000-0000-4000-8000-00000000000a';
  it('takes uuids (also at the end of a slug) once, and the rest as file names', () => {
    expect(parseQuerySources(`${uuid}, cells-${uuid.toUpperCase()},notes.pdf,,notes.pdf`, 20)).toEqual({ uuids: [uuid], filenames: ['notes.pdf'] });
    expect(parseQuerySources(undefined, 20)).toEqual({ uuids: [], filenames: [] });
    expect(parseQuerySources(['a.pdf', 'b.pdf,c.pdf'], 2)).toEqual({ uuids: [], filenames: ['a.pdf', 'b.pdf'] });
  });

  it('matches file names of a know or of its documents, ignoring case', () => {
    const know = (title: string, filename: string | null, docs: string[]) =>
      ({ uuid: title, title, filename, documents: docs.map((d) => ({ filename: d })) }) as unknown as Know;
    const knows = [know('a', 'Bio.pdf', []), know('b', null, ['chem.PDF']), know('c', 'x.pdf', ['y.pdf'])];
    expect(knowsWithFilenames(knows, ['bio.pdf', 'CHEM.pdf']).map((k) => k.title)).toEqual(['a', 'b']);
    expect(knowsWithFilenames(knows, [])).toEqual([]);
  });
});
