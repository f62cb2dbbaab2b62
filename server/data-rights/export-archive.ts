/**
 * The data export as one zip archive, streamed (decision 0023). Entries are added one at a time
 * and the next only after the previous one went through the compressor into the response, and
 * stored files are read as streams (storage.open), so memory holds a few stream buffers or one
 * page of events however large the account or a file is; the response's backpressure reaches
 * the database and storage reads. A client that goes away stops the work. Documents and
 * pictures are stored uncompressed (they are compressed already), JSON is deflated.
 */
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { BRAND } from '@/lib/config/brand';
import { COUNTRIES, isCountryCode } from '@/lib/config/countries';
import type { AppContext } from '../app-context';
import type { UploadRow, UserRow } from '../db/schema';
import { IMAGE_EXTENSIONS } from '../files/image';
import {
  acceptedAnswersOf, analyticsEventLines, knowerOf, libraryOf, ownKnows, ownUploads, profileOf, reviewsOf, signInsOf, twoFactorOf,
} from './export-data';
import { aiDataOf } from '../ai/export';
import { aiT } from '../ai/messages';
import { studyHistoryOf } from './export-study';
import { archiveT } from './translate';

type Source = Buffer | Readable | AsyncIterable<Buffer>;

/** A path segment from a stored name: no separators, no dot-only names, no control characters. */
function segment(name: string): string {
  const clean = name.replace(/[/\\\u0000-\u001f\u007f]/g, '_').trim();
  return clean && !/^\.+$/.test(clean) ? clean : 'file';
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

class Archive {
  readonly zip = new ZipFile();
  private current: Readable | null = null;
  /** The response ended (finished or the client went away): nothing more to add. */
  closed = false;

  constructor() {
    // The response ended early (client gone): stop reading whatever is being added.
    this.zip.outputStream.once('close', () => {
      this.closed = true;
      this.current?.destroy();
    });
  }

  /** Adds one entry and resolves when the zip has read all of it. */
  async add(name: string, source: Source, compress: boolean): Promise<void> {
    if (this.closed) {
      if (source instanceof Readable) source.destroy();
      throw new Error('export response closed');
    }
    const stream = source instanceof Readable ? source : Readable.from(Buffer.isBuffer(source) ? [source] : source, { objectMode: false });
    this.current = stream;
    this.zip.addReadStream(stream, name, { compress });
    // Resolves once the zip read the last byte; rejects if the stream is destroyed (client gone).
    await finished(stream);
    this.current = null;
  }
}


interface FileEntry {
  path: string | null;
  missing?: true;
}

async function addStored(archive: Archive, app: AppContext, key: string | null, path: string, missing: string[]): Promise<FileEntry> {
  if (!key) return { path: null };
  // A stream: a large document never sits in memory whole.
  const file = await app.storage.open(key);
  if (!file) {
    missing.push(path);
    return { path: null, missing: true };
  }
  await archive.add(path, file.body, false);
  return { path };
}

function fileName(upload: UploadRow): string {
  return `${upload.position + 1}-${segment(upload.filename)}`;
}

async function fill(archive: Archive, app: AppContext, user: UserRow, now: Date): Promise<void> {
  const { db } = app;
  const knower = await knowerOf(db, user.id);
  const missing: string[] = [];

  // Files first: the JSON written after them names only the files that are really in the archive.
  let picturePath: string | null = null;
  if (user.profilePictureKey) {
    const ext = IMAGE_EXTENSIONS[user.profilePictureType as keyof typeof IMAGE_EXTENSIONS] ?? 'bin';
    picturePath = (await addStored(archive, app, user.profilePictureKey, `profile-picture.${ext}`, missing)).path;
  }

  const files = new Map<string, ReturnType<typeof describeUpload> & { file: FileEntry; thumbnail: FileEntry }>();
  for (const upload of await ownUploads(db, user.id, knower?.id ?? null)) {
    const dir = upload.knowId ? `files/knows/${upload.knowId}` : `files/uploads/${upload.id}`;
    const file = await addStored(archive, app, upload.storageKey, `${dir}/${fileName(upload)}`, missing);
    const thumbnail = await addStored(archive, app, upload.thumbnailKey, `${dir}/thumbnails/${upload.position + 1}.png`, missing);
    files.set(upload.id, { ...describeUpload(upload), file, thumbnail });
  }
  const uploadsOf = (knowId: string | null) =>
    [...files.values()].filter((f) => f.knowUuid === knowId).map(({ file, thumbnail, ...rest }) => ({
      ...rest,
      path: file.path,
      ...(file.missing ? { missing: true } : {}),
      thumbnailPath: thumbnail.path,
    }));

  const twoFactor = await twoFactorOf(db, user.id);
  await archive.add('profile.json', json(profileOf(user, knower, picturePath, twoFactor?.enabledAt ?? null)), true);
  const knows = (await ownKnows(db, knower?.id ?? null)).map(({ know: k, flashcards }) => ({
    uuid: k.id,
    title: k.title,
    description: k.description,
    status: k.status,
    isPrivate: k.isPrivate,
    format: k.format,
    subjectId: k.subjectId,
    topicUuid: k.topicUuid,
    gradeIds: k.gradeIds,
    contentLanguage: k.contentLanguage,
    country: k.country,
    pageCount: k.pageCount,
    likesCount: k.likesCount,
    savesCount: k.savesCount,
    viewsCount: k.viewsCount,
    publishedAt: k.publishedAt,
    createdAt: k.createdAt,
    updatedAt: k.updatedAt,
    files: uploadsOf(k.id),
    flashcards,
  }));
  await archive.add('knows.json', json(knows), true);
  const unattached = uploadsOf(null);
  if (unattached.length > 0) await archive.add('uploads.json', json(unattached), true);
  await archive.add('library.json', json(await libraryOf(db, user.id, knower?.id ?? null)), true);
  await archive.add('flashcard-reviews.json', json(await reviewsOf(db, user.id)), true);
  await archive.add('flashcard-accepted-answers.json', json(await acceptedAnswersOf(db, user.id)), true);
  await archive.add('study-history.json', json(await studyHistoryOf(db, user.id)), true);
  await archive.add('sign-ins.json', json(await signInsOf(db, user.id)), true);
  await archive.add('ai-study-tools.json', json(await aiDataOf(db, user.id)), true);
  await archive.add('analytics-events.jsonl', analyticsEventLines(db, user.id), true);
  await archive.add('README.txt', Buffer.from(readme(user, now, picturePath, unattached.length > 0, missing.length)), true);
}

function describeUpload(u: UploadRow) {
  return {
    uuid: u.id,
    knowUuid: u.knowId,
    position: u.position,
    filename: u.filename,
    contentType: u.contentType,
    sizeBytes: u.sizeBytes,
    pageCount: u.pageCount,
    sha256: u.sha256,
    uploadedAt: u.createdAt,
  };
}

function readme(user: UserRow, now: Date, picturePath: string | null, hasUploads: boolean, missing: number): string {
  const t = archiveT(user.interfaceLanguage);
  const email = COUNTRIES[isCountryCode(user.country) ? user.country : 'US'].supportEmail;
  const values = { brand: BRAND.name, username: user.username, date: now.toISOString().slice(0, 16).replace('T', ' '), email };
  const item = (text: string) => `- ${text}`;
  const title = t('archive.title', values);
  return [
    title,
    '='.repeat(title.length),
    '',
    t('archive.intro', values),
    '',
    t('archive.filesHeading'),
    '',
    item(t('archive.files.profile')),
    ...(picturePath ? [item(t('archive.files.picture', { path: picturePath }))] : []),
    item(t('archive.files.knows')),
    item(t('archive.files.knowFiles')),
    ...(hasUploads ? [item(t('archive.files.uploads'))] : []),
    item(t('archive.files.library')),
    item(t('archive.files.reviews')),
    item(t('archive.files.acceptedAnswers')),
    item(t('archive.files.studyHistory')),
    item(t('archive.files.signIns')),
    item(aiT(user.interfaceLanguage)('exportFile')),
    item(t('archive.files.events')),
    '',
    t('archive.notesHeading'),
    '',
    item(t('archive.notes.format')),
    item(t('archive.notes.left')),
    ...(missing > 0 ? [item(t('archive.notes.missing', { count: missing }))] : []),
    item(t('archive.notes.contact', values)),
    '',
  ].join('\r\n');
}

/** The archive as a stream; an error while building it breaks the stream (the download fails). */
export function exportArchive(app: AppContext, user: UserRow, now = new Date()): Readable {
  const archive = new Archive();
  // yazl's output is a PassThrough (its types say only ReadableStream).
  const output = archive.zip.outputStream as Readable;
  void fill(archive, app, user, now).then(
    () => archive.zip.end(),
    (err: unknown) => {
      // A client that went away is no failure; anything else is, and the download is cut.
      if (!archive.closed) app.log.error({ err, userId: user.id }, 'The data export failed midway');
      output.destroy(err instanceof Error ? err : new Error(String(err)));
    },
  );
  return output;
}

/** The download's file name, e.g. knowly-data-2026-11-24.zip. */
export function exportFileName(now = new Date()): string {
  return `${BRAND.name.toLowerCase()}-data-${now.toISOString().slice(0, 10)}.zip`;
}
