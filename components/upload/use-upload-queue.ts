/**
 * The files of the upload step (issue 5 §3): each is checked, queued, uploaded with its real
 * progress (two at a time, so one slow file does not hold up the rest), cancellable, and on
 * failure kept with its message so it can be tried again or removed. Uploaded documents are
 * reported through `onDocumentsChange` (the draft store keeps them across pages and reloads).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { KNOW_EVENTS } from '@/lib/analytics/event-names';
import { trackEvent } from '@/lib/analytics/track';
import type { KnowDocument } from '@/lib/api/know-types';
import { uploadFile } from '@/lib/api/uploads';
import { checkFile, MAX_FILES, type AcceptedTypes, type FileProblem } from './file-checks';
import { uploadErrorMessage, uploadErrorType, type ErrorMessage } from './upload-errors';

export type Uploader = (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<KnowDocument>;

export type UploadStatus = 'queued' | 'uploading' | 'processing' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  /** null for documents restored from the draft (the File is gone after a reload). */
  file: File | null;
  status: UploadStatus;
  /** Percent of the bytes sent, 0–100. */
  progress: number;
  error: ErrorMessage | null;
  document: KnowDocument | null;
}

export interface RejectedFile {
  name: string;
  problem: FileProblem | 'tooMany';
}

/** Something worth announcing to screen readers (aria-live). */
export interface Announcement {
  kind: 'done' | 'failed' | 'canceled';
  name: string;
  /** Increases with each announcement, so the same text twice is announced twice. */
  id: number;
}

export interface UploadQueueOptions {
  types: AcceptedTypes;
  initialDocuments: KnowDocument[];
  onDocumentsChange: (documents: KnowDocument[]) => void;
  uploader?: Uploader;
  concurrency?: number;
}

let nextKey = 0;
const newKey = () => `upload-${++nextKey}`;

function fromDocument(document: KnowDocument): UploadItem {
  return {
    key: `doc-${document.uuid}`,
    name: document.filename,
    size: document.sizeBytes,
    file: null,
    status: 'done',
    progress: 100,
    error: null,
    document,
  };
}

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

export function useUploadQueue({
  types,
  initialDocuments,
  onDocumentsChange,
  uploader = uploadFile,
  concurrency = 2,
}: UploadQueueOptions) {
  const [items, setItems] = useState<UploadItem[]>(() => initialDocuments.map(fromDocument));
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  // The ref is the truth the callbacks read (several uploads update it between renders).
  const itemsRef = useRef(items);
  const controllers = useRef(new Map<string, AbortController>());
  const mounted = useRef(true);
  const documentsKey = useRef(initialDocuments.map((d) => d.uuid).join());
  const onDocuments = useRef(onDocumentsChange);
  useEffect(() => {
    onDocuments.current = onDocumentsChange;
  }, [onDocumentsChange]);
  // pump() starts the next file when one finishes; it reads itself through this ref.
  const pumpRef = useRef<() => void>(() => undefined);

  const commit = useCallback((next: UploadItem[]) => {
    itemsRef.current = next;
    if (!mounted.current) return;
    setItems(next);
    const documents = next.filter((i) => i.status === 'done' && i.document).map((i) => i.document!);
    const key = documents.map((d) => d.uuid).join();
    if (key !== documentsKey.current) {
      documentsKey.current = key;
      onDocuments.current(documents);
    }
  }, []);

  const update = useCallback(
    (key: string, patch: Partial<UploadItem>) => commit(itemsRef.current.map((i) => (i.key === key ? { ...i, ...patch } : i))),
    [commit],
  );

  const announce = useCallback((kind: Announcement['kind'], name: string) => {
    if (mounted.current) setAnnouncement((a) => ({ kind, name, id: (a?.id ?? 0) + 1 }));
  }, []);

  const pump = useCallback(() => {
    const active = itemsRef.current.filter((i) => i.status === 'uploading' || i.status === 'processing').length;
    const waiting = itemsRef.current.filter((i) => i.status === 'queued' && i.file);
    for (const item of waiting.slice(0, Math.max(0, concurrency - active))) start(item);

    function start(item: UploadItem) {
      const file = item.file!;
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      update(item.key, { status: 'uploading', progress: 0, error: null });
      void trackEvent(KNOW_EVENTS.uploadStarted, { value: extensionOf(file.name) || file.type || null, valueId: file.size });
      let shown = 0;
      uploader(
        file,
        (fraction) => {
          const percent = Math.round(fraction * 100);
          if (percent === shown) return;
          shown = percent;
          // All bytes sent: the server now checks the file and reads its text.
          update(item.key, { progress: percent, status: percent >= 100 ? 'processing' : 'uploading' });
        },
        controller.signal,
      )
        .then((document) => {
          update(item.key, { status: 'done', progress: 100, document });
          announce('done', item.name);
          void trackEvent(KNOW_EVENTS.uploadCompleted, { value: document.contentType, valueId: document.pageCount });
        })
        .catch((error: unknown) => {
          const message = uploadErrorMessage(error, types.imagesAllowed);
          if (!message) {
            commit(itemsRef.current.filter((i) => i.key !== item.key));
            announce('canceled', item.name);
            void trackEvent(KNOW_EVENTS.uploadCanceled, { valueId: shown });
            return;
          }
          update(item.key, { status: 'failed', error: message });
          announce('failed', item.name);
          void trackEvent(KNOW_EVENTS.uploadFailed, { value: uploadErrorType(error) });
        })
        .finally(() => {
          controllers.current.delete(item.key);
          if (mounted.current) pumpRef.current();
        });
    }
  }, [announce, commit, concurrency, types.imagesAllowed, update, uploader]);
  useEffect(() => {
    pumpRef.current = pump;
  }, [pump]);

  /** Adds files (from the picker or a drop); returns those refused before uploading. */
  const add = useCallback(
    (files: File[]): RejectedFile[] => {
      const rejected: RejectedFile[] = [];
      const accepted: UploadItem[] = [];
      let room = MAX_FILES - itemsRef.current.length;
      for (const file of files) {
        const problem = checkFile(file, types);
        if (problem) rejected.push({ name: file.name, problem });
        else if (room <= 0) rejected.push({ name: file.name, problem: 'tooMany' });
        else {
          room--;
          accepted.push({ key: newKey(), name: file.name, size: file.size, file, status: 'queued', progress: 0, error: null, document: null });
        }
      }
      if (accepted.length) {
        commit([...itemsRef.current, ...accepted]);
        pump();
      }
      return rejected;
    },
    [commit, pump, types],
  );

  const cancel = useCallback((key: string) => {
    const controller = controllers.current.get(key);
    if (controller) controller.abort();
    else {
      // Still queued: nothing was sent.
      const item = itemsRef.current.find((i) => i.key === key);
      commit(itemsRef.current.filter((i) => i.key !== key));
      if (item) announce('canceled', item.name);
    }
  }, [announce, commit]);

  const retry = useCallback(
    (key: string) => {
      update(key, { status: 'queued', progress: 0, error: null });
      pump();
    },
    [pump, update],
  );

  const remove = useCallback((key: string) => commit(itemsRef.current.filter((i) => i.key !== key)), [commit]);

  /** Moves a file one place up (-1) or down (+1): the know's documents keep this order. */
  const move = useCallback(
    (key: string, by: -1 | 1) => {
      const list = [...itemsRef.current];
      const from = list.findIndex((i) => i.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= list.length) return;
      [list[from], list[to]] = [list[to]!, list[from]!];
      commit(list);
    },
    [commit],
  );

  useEffect(() => {
    mounted.current = true;
    const active = controllers.current;
    return () => {
      mounted.current = false;
      for (const c of active.values()) c.abort();
    };
  }, []);

  return { items, announcement, add, cancel, retry, remove, move };
}
