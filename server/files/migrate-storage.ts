/**
 * Copies every file of one storage into another (`npm run storage:migrate`: local disk into the
 * bucket, decision 0018). Idempotent and resumable: a file already in the target with the same
 * size is skipped, so a run that stopped midway is simply run again. Each copy is verified by
 * the target's own size; the source is removed only when asked and only after that check.
 */
import type { FileStorage, StoredFile } from './file-storage';

export interface MigrateOptions {
  /** Remove each source file once its copy is verified. Default false. */
  deleteSource?: boolean;
  /** Files copied at once. */
  concurrency?: number;
  /** Called after each file (progress output). */
  onFile?: (file: StoredFile, outcome: Outcome) => void;
}

export type Outcome = 'copied' | 'present' | 'failed';

export interface MigrateReport {
  /** Files in the source. */
  seen: number;
  copied: number;
  /** Already in the target with the same size: not copied again. */
  present: number;
  failed: number;
  /** Source files removed (deleteSource). */
  deleted: number;
  bytesCopied: number;
  /** Why files failed: key and reason, at most 20. */
  failures: { key: string; reason: string }[];
}

const TYPES: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
const typeOf = (key: string) => TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()];

export async function migrateFiles(source: FileStorage, target: FileStorage, options: MigrateOptions = {}): Promise<MigrateReport> {
  const report: MigrateReport = { seen: 0, copied: 0, present: 0, failed: 0, deleted: 0, bytesCopied: 0, failures: [] };

  async function one(file: StoredFile): Promise<Outcome> {
    const there = await target.stat(file.key);
    let outcome: Outcome = 'present';
    if (!there || there.size !== file.size) {
      const data = await source.get(file.key);
      if (!data) throw new Error('removed from the source during the run');
      await target.put(file.key, data, typeOf(file.key));
      const copied = await target.stat(file.key);
      if (!copied || copied.size !== data.length) {
        throw new Error(`the copy has ${copied ? copied.size : 'no'} bytes instead of ${data.length}`);
      }
      report.bytesCopied += data.length;
      outcome = 'copied';
    }
    if (options.deleteSource) {
      await source.remove(file.key);
      report.deleted++;
    }
    return outcome;
  }

  const running = new Set<Promise<void>>();
  const limit = Math.max(1, options.concurrency ?? 4);
  for await (const file of source.list()) {
    report.seen++;
    const task = one(file)
      .catch((err: unknown) => {
        if (report.failures.length < 20) report.failures.push({ key: file.key, reason: err instanceof Error ? err.message : String(err) });
        return 'failed' as const;
      })
      .then((outcome) => {
        report[outcome]++;
        options.onFile?.(file, outcome);
      })
      .finally(() => running.delete(task));
    running.add(task);
    if (running.size >= limit) await Promise.race(running);
  }
  await Promise.all(running);
  return report;
}
