/**
 * "Save as know" of a summary (issue 12 §2): the summary becomes a real PDF (the seed's PDF
 * writer: DejaVu fonts for every content language) stored through the upload flow and published
 * as the caller's know, private by default, with the sources named in its description. Saving
 * twice returns the know saved first while it exists.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AiSummary, saveSummaryBody } from '@/lib/contract/ai';
import { KNOW_LIMITS } from '@/lib/contract/limits';
import { isLocale } from '@/lib/config/locale-list';
import { knowPath } from '@/lib/knows/know-href';
import { slugify } from '@/lib/links/slugify';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { aiSummaries, knows } from '../db/schema';
import { notFound } from '../errors';
import { createKnow } from '../knows/service';
import { renderStudyNote } from '../seed/pdf-writer';
import { storeUpload } from '../uploads/store-upload';
import { aiT } from './messages';

const cut = (s: string, max: number) => [...s].slice(0, max).join('');

export async function saveSummaryAsKnow(app: AppContext, viewer: AuthUser, uuid: string, input: z.output<typeof saveSummaryBody>) {
  const [row] = await app.db.select().from(aiSummaries).where(and(eq(aiSummaries.id, uuid.toLowerCase()), eq(aiSummaries.userId, viewer.user.id)));
  if (!row) throw notFound('The summary was not found.');
  if (row.savedKnowId) {
    const [saved] = await app.db.select({ id: knows.id, title: knows.title }).from(knows).where(eq(knows.id, row.savedKnowId));
    if (saved) return { knowUuid: saved.id, href: knowPath({ title: saved.title, uuid: saved.id }) };
  }
  const lang = isLocale(row.contentLanguage) ? row.contentLanguage : 'en';
  const t = aiT(lang);
  const sentences = row.sentences as AiSummary['sentences'];
  const sourceTitles = [...new Set(sentences.map((s) => s.citation.title))];
  const title = cut(input.title || row.title, KNOW_LIMITS.titleMax);
  const description = cut(t('savedSummaryDescription', { sources: sourceTitles.join(', ') }), KNOW_LIMITS.descriptionMax);

  let subjectId = input.subjectId ?? null;
  if (subjectId === null && row.sourceKnowIds.length > 0) {
    const sources = await app.db.select({ id: knows.id, subjectId: knows.subjectId }).from(knows).where(inArray(knows.id, row.sourceKnowIds));
    subjectId = row.sourceKnowIds.map((id) => sources.find((s) => s.id === id)?.subjectId).find((s) => s != null) ?? null;
  }

  const rendered = await renderStudyNote({
    title,
    subtitle: sourceTitles.join(' · '),
    description,
    author: viewer.user.name,
    language: lang,
    footer: `${title} · Knowly`,
    sections: [{ heading: title, paragraphs: sentences.map((s) => s.text) }],
  });
  const upload = await storeUpload(app, {
    userId: viewer.user.id,
    filename: `${slugify(title) || 'summary'}.pdf`,
    data: rendered.pdf,
    allowImages: false,
    pagesText: rendered.pages,
    skipThumbnail: true,
  });
  const know = await createKnow(app, viewer, {
    title,
    description,
    subjectId,
    contentLanguageCode: lang,
    isPrivate: input.isPrivate,
    uploadIds: [upload.id],
  });
  await app.db.update(aiSummaries).set({ savedKnowId: know.uuid }).where(eq(aiSummaries.id, row.id));
  return { knowUuid: know.uuid, href: knowPath({ title: know.title, uuid: know.uuid }) };
}
