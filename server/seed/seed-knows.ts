/**
 * Writes the demo knows (demo-knows.ts) and the topic knows (topic-knows.ts): PDFs generated once
 * per process (and cached on disk, pdf-cache.ts). The original knows' PDFs go through storeUpload
 * like real uploads; the topic notes (over a thousand once every topic has material) are written
 * in batches: their files, then the rows in a few multi-row INSERTs, with what storeUpload would
 * store (known text, no thumbnail: ensureThumbnail renders it on first request). Then the know
 * rows, the uploads claimed, flashcards, and the search index.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { Db, Tx } from '../db/client';
import type { DemoAccount } from '../db/seed';
import { flashcards, knows, uploadPages, uploads, type UploadRow } from '../db/schema';
import { normaliseText } from '../files/pdf';
import { reindexKnows } from '../search/search-index';
import { documentKey, storeUpload } from '../uploads/store-upload';
import type { StudyNote } from './content/types';
import { demoUuid } from './demo-ids';
import { planDemoKnows, type DemoKnowPlan } from './demo-knows';
import { cachedRender } from './pdf-cache';
import { renderStudyNote, type RenderedNote } from './pdf-writer';
import { planTopicKnows } from './topic-knows';
import { sharedPromise } from '@/lib/promise-cache';

/** Where seeded files go; without it the knows get their text but no documents. */
export type SeedFiles = Pick<AppContext, 'storage' | 'env'>;

// Rendered PDFs by content: a process that seeds several databases (tests) renders each once.
const rendered = new Map<string, Promise<RenderedNote>>();
function render(note: StudyNote): Promise<RenderedNote> {
  return sharedPromise(rendered, JSON.stringify(note), () => cachedRender(note, renderStudyNote));
}

function plainText(note: StudyNote): string {
  const lines = [note.title, note.subtitle];
  for (const s of note.sections) lines.push(s.heading, ...s.paragraphs, ...(s.list ?? []).map((l) => `• ${l}`));
  return normaliseText(lines.join('\n'));
}

interface StoredDocument {
  uploadId: string;
  pageCount: number;
  filename: string;
  text: string;
}

async function storeDocuments(db: Db | Tx, files: SeedFiles, plans: DemoKnowPlan[]): Promise<Map<string, StoredDocument>> {
  const stored = new Map<string, StoredDocument>();
  for (const plan of plans) {
    if (plan.content.kind !== 'pdf') continue;
    const { pdf, pages } = await render(plan.content.note);
    const upload = await storeUpload(
      { db, storage: files.storage, env: files.env },
      {
        id: demoUuid(`upload:${plan.id}`),
        userId: plan.userId,
        filename: plan.content.filename,
        data: pdf,
        allowImages: false,
        pagesText: pages,
        skipThumbnail: true,
      },
    );
    stored.set(plan.id, {
      uploadId: upload.id,
      pageCount: upload.pageCount,
      filename: upload.filename,
      text: pages.map(normaliseText).join('\n\n'),
    });
  }
  return stored;
}

/** Runs `task` over `items`, `width` at a time (cache reads and file writes overlap the rendering). */
async function inPool<T>(items: T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/**
 * The topic notes' documents: files written, upload rows returned (claimed by their know, so they
 * are inserted after the knows). The same rows storeUpload writes for a PDF whose text is known.
 */
async function renderBatch(files: SeedFiles, plans: DemoKnowPlan[]) {
  const stored = new Map<string, StoredDocument>();
  const rows: UploadRow[] = [];
  const pages: { uploadId: string; pageNumber: number; text: string }[] = [];
  const pdfPlans = plans.filter((p) => p.content.kind === 'pdf');
  await inPool(pdfPlans, 4, async (plan) => {
    if (plan.content.kind !== 'pdf') return;
    const { pdf, pages: text } = await render(plan.content.note);
    const id = demoUuid(`upload:${plan.id}`);
    const storageKey = documentKey(id, 'application/pdf');
    await files.storage.put(storageKey, pdf, 'application/pdf');
    const pageTexts = text.map(normaliseText);
    rows.push({
      id, userId: plan.userId, knowId: plan.id, position: 0, contentType: 'application/pdf',
      filename: plan.content.filename, sizeBytes: pdf.length, pageCount: pageTexts.length, storageKey,
      thumbnailKey: null, sha256: createHash('sha256').update(pdf).digest('hex'), createdAt: plan.createdAt,
    });
    pageTexts.forEach((t, i) => pages.push({ uploadId: id, pageNumber: i + 1, text: t }));
    stored.set(plan.id, { uploadId: id, pageCount: pageTexts.length, filename: plan.content.filename, text: pageTexts.join('\n\n') });
  });
  return { stored, rows, pages };
}

export async function seedDemoKnows(db: Db | Tx, accounts: DemoAccount[], files: SeedFiles): Promise<number> {
  return seedKnowPlans(db, files, planDemoKnows(accounts), planTopicKnows(accounts));
}

/** Writes `plans` (documents through storeUpload) and `batched` (documents in batches). */
export async function seedKnowPlans(db: Db | Tx, files: SeedFiles, originals: DemoKnowPlan[], batched: DemoKnowPlan[]): Promise<number> {
  const documents = await storeDocuments(db, files, originals);
  const batch = await renderBatch(files, batched);
  for (const [id, d] of batch.stored) documents.set(id, d);
  const plans = [...originals, ...batched];

  const rows = plans.map((p) => {
    const doc = documents.get(p.id);
    const cards = p.content.kind === 'flashcards' ? p.content.cards : [];
    return {
      id: p.id,
      knowerId: p.knowerId,
      title: p.title,
      description: p.description,
      status: p.status,
      isPrivate: p.isPrivate,
      format: p.content.kind === 'pdf' ? 'PDF' : 'FLASHCARDS',
      subjectId: p.subjectId,
      topicUuid: p.topicUuid,
      gradeIds: p.gradeIds,
      contentLanguage: p.contentLanguage,
      country: p.country,
      pageCount: doc?.pageCount ?? 0,
      filename: doc?.filename ?? null,
      documentText:
        p.content.kind === 'pdf'
          ? (doc?.text ?? plainText(p.content.note))
          : cards.map(([front, back]) => `${front}\n${back}`).join('\n\n'),
      likesCount: p.likesCount,
      savesCount: p.savesCount,
      viewsCount: p.viewsCount,
      publishedAt: p.publishedAt,
      createdAt: p.createdAt,
      updatedAt: p.publishedAt ?? p.createdAt,
    };
  });
  const cardRows = plans.flatMap((p) =>
    p.content.kind === 'flashcards'
      ? p.content.cards.map(([front, back], position) => ({
          id: demoUuid(`flashcard:${p.id}:${position}`),
          knowId: p.id,
          position,
          front,
          back,
        }))
      : [],
  );

  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 200) await tx.insert(knows).values(rows.slice(i, i + 200));
    for (let i = 0; i < batch.rows.length; i += 500) await tx.insert(uploads).values(batch.rows.slice(i, i + 500));
    for (let i = 0; i < batch.pages.length; i += 2000) await tx.insert(uploadPages).values(batch.pages.slice(i, i + 2000));
    const claims = [...documents].filter(([knowId]) => !batch.stored.has(knowId)).map(([knowId, d]) => sql`(${d.uploadId}::uuid, ${knowId}::uuid)`);
    if (claims.length > 0) {
      await tx.execute(sql`UPDATE uploads SET know_id = v.know_id, position = 0
        FROM (VALUES ${sql.join(claims, sql`, `)}) AS v(upload_id, know_id) WHERE uploads.id = v.upload_id`);
    }
    for (let i = 0; i < cardRows.length; i += 1000) await tx.insert(flashcards).values(cardRows.slice(i, i + 1000));
    await reindexKnows(tx, rows.map((r) => r.id));
  });
  return rows.length;
}
