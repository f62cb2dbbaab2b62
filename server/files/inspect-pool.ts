/**
 * A small pool of worker threads (pdf-inspect-worker.mjs) that read PDFs and decode images, so a
 * hostile file that keeps the CPU busy blocks a worker, never the server. Every job has hard time
 * limits kept here, on the main thread: when one passes, the worker is terminated (whatever it was
 * doing), replaced on the next job, and the job answers 400 corrupt ("... took longer than N s").
 *
 * Jobs are shared fairly between their owners (decision 0049): each owner (an uploading user) has
 * its own queue, a free worker takes the next job of the owner with the fewest jobs running (ties
 * in turn), so one user's many uploads never hold back another user's first; and an owner may
 * have only so many jobs in the pool at once (429 beyond). A job reads its file from disk in the
 * worker when it has one: the server's thread never holds the document.
 *
 * The worker is a plain .mjs file on disk, found from the working directory: webpack (next build)
 * would turn a module-relative URL or require.resolve into a module id.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { corruptDocument, pdfImageTooLarge, tooLargeDecompressed, tooManyPages } from './document-type';
import { tooMany } from '../errors';
import { MAX_IMAGE_PIXELS } from './document-limits';
import type { DocumentSource } from './document-source';

export interface PdfTimeLimits {
  /** Opening (parsing the structure) must finish within this time, or the file counts as corrupt. */
  openMs: number;
  /** Text extraction stops after this much time; later pages keep empty text rather than failing. */
  textMs: number;
  /** Rendering the first-page thumbnail. */
  renderMs: number;
  /**
   * Extra time before a phase's limit is enforced by terminating the worker: the worker's own
   * (cooperative) timers answer first whenever pdf.js yields, which keeps the text read so far.
   */
  graceMs: number;
}

export const DEFAULT_PDF_LIMITS: PdfTimeLimits = { openMs: 15_000, textMs: 20_000, renderMs: 15_000, graceMs: 2_000 };
/** An image is decoded and scaled in one step: the limit of a PDF render. */
const IMAGE_LIMITS = { ms: DEFAULT_PDF_LIMITS.renderMs, graceMs: DEFAULT_PDF_LIMITS.graceMs };

/** Test hook: the worker blocks its thread for good in this phase, like a hostile PDF. */
export type StallPhase = 'open' | 'text' | 'render';


/**
 * Whose job it is: jobs are shared fairly between owners, and an owner may have at most
 * `maxJobs` in the pool (running or waiting); one more is 429. No owner: the server's own work
 * (seed, thumbnails on demand), in one shared queue without a cap.
 */
export interface JobOwner {
  id: string;
  maxJobs: number;
}

export interface PdfJob {
  kind: 'pdf';
  data: DocumentSource;
  owner?: JobOwner;
  text: boolean;
  /** Text is read from at most this many pages. */
  maxTextPages: number;
  /** More pages than this: refused (too-many-pages) before any page is read. */
  maxPages: number;
  /** The PDF's streams may decode to this many bytes together, else refused before pdf.js reads it. */
  maxDecompressedBytes: number;
  /** Thumbnail width in px (0: no thumbnail); its height is capped at 4 × this. */
  thumbnailWidth: number;
  /** WebP quality of the thumbnail (0-100). */
  thumbnailQuality: number;
  limits: PdfTimeLimits;
  stall?: StallPhase;
}
export interface ImageJob {
  kind: 'image';
  data: DocumentSource;
  owner?: JobOwner;
  width: number;
  quality: number;
}
export interface PdfJobResult {
  pageCount: number;
  /** Raw text per page (line breaks where pdf.js saw them), not yet normalised. */
  pages: string[];
  thumbnail: Buffer | null;
}

/** Two cores are what the server can spare; workers beyond the cores only queue for CPU. */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()));
/** A worker is replaced after this many jobs, bounding anything pdf.js might retain. */
const JOBS_PER_WORKER = 200;
/** An idle worker is stopped after this long (a start costs ~0.2 s, importing pdf.js, so short gaps keep it). */
const IDLE_MS = 60_000;
/**
 * Heap cap per worker: a PDF built to exhaust memory ends its worker, not the server. It bounds
 * the JS heap only: ArrayBuffers (pdf.js's decoded streams, the file itself) are external memory
 * that no resource limit counts; the decompressed-size cap (pdf-stream-scan.mjs) bounds those.
 * A 500-page text PDF needs about 130 MB in all; a 4,000,000-page tree about 135 MB.
 */
const WORKER_HEAP_MB = 512;

const PHASE_LABEL: Record<StallPhase, string> = {
  open: 'opening the PDF',
  text: 'reading the text',
  render: 'rendering the first page',
};

type Job = (PdfJob | ImageJob) & { id: number };
interface Pending {
  job: Job;
  owner: string;
  resolve(value: unknown): void;
  reject(err: unknown): void;
}
interface Slot {
  worker: Worker;
  jobs: number;
  current: Pending | null;
  timer: NodeJS.Timeout | undefined;
  idle: NodeJS.Timeout | undefined;
}

/** Seconds a client refused for too many jobs in the pool is told to wait: about one job's time. */
const BUSY_RETRY_SECONDS = 5;

const slots = new Set<Slot>();
/** Waiting jobs per owner; the Map's order is the owners' turn order. */
const waiting = new Map<string, Pending[]>();
/** Jobs per owner in the pool, running or waiting. */
const inPool = new Map<string, number>();
let nextId = 1;
let started = 0;
/** Jobs handed to a worker since the start (tests: a refusal before the pool adds none). */
let dispatched = 0;

function workerPath(): string {
  return join(process.cwd(), 'server', 'files', 'pdf-inspect-worker.mjs');
}

function startWorker(): Slot {
  const worker = new Worker(workerPath(), {
    workerData: { pdfjsRoot: join(process.cwd(), 'node_modules', 'pdfjs-dist'), maxImagePixels: MAX_IMAGE_PIXELS },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    // Worker output goes through this thread's console, like all server output (and tests,
    // which fail on stray console output, see what pdf.js would print).
    stdout: true,
    stderr: true,
  });
  worker.stdout.setEncoding('utf8').on('data', (text: string) => console.log(text.trimEnd()));
  worker.stderr.setEncoding('utf8').on('data', (text: string) => console.error(text.trimEnd()));
  started++;
  const slot: Slot = { worker, jobs: 0, current: null, timer: undefined, idle: undefined };
  worker.on('message', (message: WorkerMessage) => onMessage(slot, message));
  worker.on('error', (err: Error) => retire(slot, err));
  worker.on('exit', (code) => retire(slot, new Error(`PDF worker exited with code ${code}`)));
  slots.add(slot);
  return slot;
}

type WorkerMessage =
  | { id: number; phase: StallPhase }
  | { id: number; ok: true; result: { pageCount?: number; pages?: string[]; thumbnail: Uint8Array | null } }
  | { id: number; ok: false; detail?: string; error?: string; refused?: Refusal };

/** A readable file the worker refuses by its limits (decision 0015). */
type Refusal =
  | { reason: 'too-many-pages'; pageCount: number }
  | { reason: 'too-large-when-decompressed'; image: boolean };

function refusal(job: Job, refused: Refusal) {
  if (job.kind !== 'pdf') return corruptDocument();
  if (refused.reason === 'too-many-pages') return tooManyPages(refused.pageCount, job.maxPages);
  return refused.image ? pdfImageTooLarge(MAX_IMAGE_PIXELS) : tooLargeDecompressed(job.maxDecompressedBytes);
}

function onMessage(slot: Slot, message: WorkerMessage) {
  const pending = slot.current;
  if (!pending || pending.job.id !== message.id) return; // a late answer of a job already given up
  if ('phase' in message) {
    if (pending.job.kind === 'pdf') arm(slot, pending.job, message.phase);
    return;
  }
  finish(slot);
  settle(pending);
  if (message.ok) {
    const { thumbnail, ...rest } = message.result;
    pending.resolve({
      ...rest,
      thumbnail: thumbnail ? Buffer.from(thumbnail.buffer, thumbnail.byteOffset, thumbnail.byteLength) : null,
    });
  } else if (message.refused) {
    pending.reject(refusal(pending.job, message.refused));
  } else if (message.detail !== undefined) {
    pending.reject(corruptDocument(message.detail));
  } else {
    pending.reject(new Error(`PDF worker failed: ${message.error}`));
  }
  pump();
}

/** The hard limit of the job's current phase: past it, the worker is terminated. */
function arm(slot: Slot, job: Job, phase: StallPhase) {
  clearTimeout(slot.timer);
  const { ms, graceMs } = job.kind === 'pdf' ? { ms: job.limits[`${phase}Ms`], graceMs: job.limits.graceMs } : IMAGE_LIMITS;
  const what = job.kind === 'pdf' ? PHASE_LABEL[phase] : 'decoding the image';
  slot.timer = setTimeout(() => {
    const pending = slot.current;
    retire(slot, null);
    pending?.reject(corruptDocument(`${what} took longer than ${ms / 1000} s`));
  }, ms + graceMs);
}

/** Job done: the worker goes back to the pool (or is replaced when it has done enough). */
function finish(slot: Slot) {
  clearTimeout(slot.timer);
  slot.current = null;
  slot.jobs++;
  if (slot.jobs >= JOBS_PER_WORKER) {
    retire(slot, null);
    return;
  }
  // An idle worker must not keep a script (seed, tests) alive.
  slot.worker.unref();
  slot.idle = setTimeout(() => retire(slot, null), IDLE_MS);
  slot.idle.unref();
}

/** Takes the worker out of the pool and stops it; its running job (if any) fails with `err`. */
function retire(slot: Slot, err: Error | null) {
  if (!slots.delete(slot)) return;
  clearTimeout(slot.timer);
  clearTimeout(slot.idle);
  const pending = slot.current;
  slot.current = null;
  void slot.worker.terminate().catch(() => {});
  if (pending) settle(pending);
  if (pending && err) {
    // A heap exhausted by the file is the file's fault; anything else is ours (500).
    const code = (err as { code?: string }).code;
    pending.reject(code === 'ERR_WORKER_OUT_OF_MEMORY' ? corruptDocument('the file needs too much memory') : err);
  }
  pump();
}

/** The job left the pool (answered, timed out or its worker died): its owner's count drops. */
function settle(pending: Pending) {
  const n = (inPool.get(pending.owner) ?? 1) - 1;
  if (n > 0) inPool.set(pending.owner, n);
  else inPool.delete(pending.owner);
}

/**
 * The next job: the first waiting job of the owner with the fewest jobs running, ties to the
 * owner whose turn comes first; that owner then goes to the back of the turn order.
 */
function nextJob(): Pending | undefined {
  let best: string | undefined;
  let bestRunning = Infinity;
  for (const owner of waiting.keys()) {
    const running = (inPool.get(owner) ?? 0) - waiting.get(owner)!.length;
    if (running < bestRunning) [best, bestRunning] = [owner, running];
  }
  if (best === undefined) return undefined;
  const jobs = waiting.get(best)!;
  const pending = jobs.shift()!;
  waiting.delete(best);
  if (jobs.length > 0) waiting.set(best, jobs);
  return pending;
}

function pump() {
  while (waiting.size > 0) {
    let slot = [...slots].find((s) => !s.current);
    if (!slot && slots.size < POOL_SIZE) slot = startWorker();
    if (!slot) return;
    const pending = nextJob()!;
    clearTimeout(slot.idle);
    slot.current = pending;
    slot.worker.ref();
    dispatched++;
    // A new worker's start (~0.2 s) counts against the open limit: the grace covers it.
    arm(slot, pending.job, 'open');
    const { job } = pending;
    if (Buffer.isBuffer(job.data)) {
      // A copy of the caller's bytes, whose memory moves to the worker (pdf.js detaches what it reads).
      const data = new Uint8Array(job.data);
      slot.worker.postMessage({ ...job, owner: undefined, data }, [data.buffer]);
    } else {
      slot.worker.postMessage({ ...job, owner: undefined, data: null, path: job.data.path });
    }
  }
}

function run(job: PdfJob | ImageJob): Promise<unknown> {
  const owner = job.owner?.id ?? '';
  const count = inPool.get(owner) ?? 0;
  if (job.owner && count >= job.owner.maxJobs) {
    return Promise.reject(tooMany('TooManyRequestsError', BUSY_RETRY_SECONDS,
      'Your earlier uploads are still being read. Try again when they are done.'));
  }
  inPool.set(owner, count + 1);
  return new Promise((resolve, reject) => {
    const pending: Pending = { job: { ...job, id: nextId++ }, owner, resolve, reject };
    const jobs = waiting.get(owner);
    if (jobs) jobs.push(pending);
    else waiting.set(owner, [pending]);
    pump();
  });
}

/** Page count, raw page text and first-page PNG of a PDF (already sniffed as one). */
export function inspectPdfInWorker(job: Omit<PdfJob, 'kind'>): Promise<PdfJobResult> {
  return run({ kind: 'pdf', ...job }) as Promise<PdfJobResult>;
}

/** A WebP of the image, `width` px wide (never enlarged), on white. */
export async function imageThumbnailInWorker(data: DocumentSource, width: number, quality: number, owner?: JobOwner): Promise<Buffer> {
  const { thumbnail } = (await run({ kind: 'image', data, width, quality, owner })) as { thumbnail: Buffer };
  return thumbnail;
}

/**
 * Workers running now and ever started (tests check recycling with it), jobs handed to a worker
 * since the start, and jobs waiting for one now.
 * @internal tests and tools only (knip --production)
 */
export function inspectPoolStats(): { workers: number; started: number; dispatched: number; waiting: number } {
  let queued = 0;
  for (const jobs of waiting.values()) queued += jobs.length;
  return { workers: slots.size, started, dispatched, waiting: queued };
}

