/**
 * Publishing a new know (issue 5 §3): check the form, create the new folder if one was asked
 * for, POST /knows, then hand the know to `onPublished`. On failure nothing the learner typed
 * is lost: field errors go next to their fields (focus moves to the first), anything else into
 * one alert; a folder created before a failed POST is kept and reused by the next try.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { isErrorType, toApiError, fieldErrors } from '@/lib/api/errors';
import { createFolder, listFolders } from '@/lib/api/folders';
import type { CreateKnowBody, Folder, KnowDetail } from '@/lib/api/know-types';
import { createKnow } from '@/lib/api/knows';
import type { DetailsDraft } from '@/stores/upload-draft-store';
import {
  FIELD_ORDER,
  localizeServerErrors,
  NEW_FOLDER,
  serverFieldErrors,
  validateDetails,
  type CatalogueSubject,
  type DetailsErrors,
} from './details-values';
import { fieldId } from './know-details-form';

export interface PublishApi {
  create: (body: CreateKnowBody) => Promise<KnowDetail>;
  makeFolder: (name: string) => Promise<Folder>;
  folders: () => Promise<Folder[]>;
}

const DEFAULT_API: PublishApi = { create: createKnow, makeFolder: createFolder, folders: listFolders };

export interface PublishOptions {
  idPrefix: string;
  subjects: CatalogueSubject[];
  /** Called with the folder uuid; returns the body to send. */
  body: (values: DetailsDraft, folderUuid: string | null) => CreateKnowBody;
  onValuesChange: (values: DetailsDraft) => void;
  onFolderCreated: (folder: Folder) => void;
  onPublished: (know: KnowDetail) => Promise<void> | void;
  api?: Partial<PublishApi>;
}

/** Moves the focus to the first field with an error (after React rendered the messages). */
function focusFirst(idPrefix: string, errors: DetailsErrors) {
  const field = FIELD_ORDER.find((f) => errors[f]);
  const target = field ? document.getElementById(fieldId(idPrefix, field)) : null;
  const focusable = target && (target.matches('input, select, textarea') ? target : target.querySelector<HTMLElement>('input, select, textarea'));
  setTimeout(() => (focusable as HTMLElement | null)?.focus(), 0);
}

export function usePublish(options: PublishOptions) {
  const { t } = useTranslation(['upload', 'errors']);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const api = { ...DEFAULT_API, ...options.api };

  const publish = useCallback(
    async (values: DetailsDraft) => {
      setAlert(null);
      const local = validateDetails(values, options.subjects, (k, o) => t(`upload:${k}`, o ?? {}));
      setErrors(local);
      if (Object.keys(local).length) {
        focusFirst(options.idPrefix, local);
        return;
      }
      setBusy(true);
      let current = values;
      try {
        let folderUuid: string | null = values.folder && values.folder !== NEW_FOLDER ? values.folder : null;
        if (values.folder === NEW_FOLDER) {
          const folder = await folderNamed(values.newFolderName.trim(), api);
          options.onFolderCreated(folder);
          current = { ...values, folder: folder.uuid, newFolderName: '' };
          options.onValuesChange(current);
          folderUuid = folder.uuid;
        }
        const know = await api.create(options.body(current, folderUuid));
        await options.onPublished(know);
      } catch (error) {
        const e = toApiError(error);
        const fields = fieldErrors(error);
        if (Object.keys(fields).length) {
          const mapped = localizeServerErrors(serverFieldErrors(fields), (k, o) => t(`upload:${k}`, o ?? {}));
          setErrors(mapped);
          // Fields the form does not show (e.g. contentLanguageCode) still need saying.
          if (!Object.keys(mapped).length || mapped.documents || mapped.flashcards) setAlert(mapped.documents ?? mapped.flashcards ?? t('upload:details.errors.checkForm'));
          focusFirst(options.idPrefix, mapped);
        } else if (isErrorType(error, 'TooManyRequestsError') || e.status === 429) {
          setAlert(t('upload:details.errors.tooManyRequests'));
        } else if (e.handled) {
          setAlert(t(e.messageKey));
        } else {
          setAlert(t('upload:details.errors.unknown', { type: e.type }));
        }
      } finally {
        setBusy(false);
      }
    },
    // api is rebuilt per render from stable parts; options' callbacks are read at call time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [options, t],
  );

  return { errors, setErrors, alert, busy, publish };
}

/** A new folder, or the learner's existing one of that name (names are unique per user). */
async function folderNamed(name: string, api: PublishApi): Promise<Folder> {
  try {
    return await api.makeFolder(name);
  } catch (error) {
    if (!isErrorType(error, 'DuplicateError') && toApiError(error).status !== 409) throw error;
    const existing = (await api.folders()).find((f) => f.name.toLowerCase() === name.toLowerCase());
    if (!existing) throw error;
    return existing;
  }
}
