// The inspection workers are shared fairly between owners (decision 0049): a user's many waiting
// jobs never get ahead of another user's first, and an owner's jobs in the pool are capped (429).
// Real worker threads reading real PDFs; nothing is mocked.
import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';
import { inspectPdf } from '@/server/files/pdf';
import { inspectPoolStats } from '@/server/files/inspect-pool';
import { ApiError } from '@/server/errors';

async function textPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([595, 842]);
    for (let line = 0; line < 30; line++) page.drawText(`Page ${i + 1}, line ${line + 1}: derivative integral limit`, { x: 40, y: 800 - line * 24, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

describe('inspection pool shared between owners', () => {
  it("runs another owner's first job before the rest of one owner's queue", async () => {
    const [many, one] = await Promise.all([textPdf(15), textPdf(1)]);
    await inspectPdf(one, { thumbnail: false }); // a warm worker
    const done: string[] = [];
    const a = { id: 'owner-a', maxJobs: 100 };
    const b = { id: 'owner-b', maxJobs: 100 };
    // Queued in one go: A's six, then B's one. First come, first served would answer B last.
    const jobs = [
      ...Array.from({ length: 6 }, (_, i) => inspectPdf(many, { owner: a }).then(() => done.push(`a${i}`))),
      inspectPdf(one, { owner: b }).then(() => done.push('b')),
    ];
    await Promise.all(jobs);
    // B waits for one of A's running jobs at most, on each of the (at most two) workers.
    expect(done.indexOf('b'), done.join(' ')).toBeLessThanOrEqual(3);
  }, 120_000);

  it('refuses an owner one job over its cap with 429 at once, other owners still welcome', async () => {
    const pdf = await textPdf(30);
    const a = { id: 'capped-a', maxJobs: 2 };
    const before = inspectPoolStats().dispatched;
    const first = [inspectPdf(pdf, { owner: a }), inspectPdf(pdf, { owner: a })];
    const third = await inspectPdf(pdf, { owner: a }).then(() => null, (e: unknown) => e);
    expect(third).toBeInstanceOf(ApiError);
    expect((third as ApiError).status).toBe(429);
    expect((third as ApiError).type).toBe('TooManyRequestsError');
    expect((third as ApiError).data).toEqual({ retryAfter: 5 });
    const other = inspectPdf(pdf, { owner: { id: 'capped-b', maxJobs: 2 } });
    await Promise.all([...first, other]);
    // Once its jobs are done the owner may send more; the refused one never reached a worker.
    expect((await inspectPdf(pdf, { owner: a, thumbnail: false })).pageCount).toBe(30);
    expect(inspectPoolStats().dispatched - before).toBe(4);
  }, 120_000);
});
