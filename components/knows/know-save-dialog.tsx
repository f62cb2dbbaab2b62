/**
 * Saving a know into the library: the reader picks one of their folders (or none) or creates a
 * new one, then saves. Folders load when the dialog opens (the cached folder query, asked
 * again on every opening; lib/api/folders stays on demand for visitors).
 */
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import type { Folder } from '@/lib/api/know-types';
import { isErrorType } from '@/lib/api/errors';
import { folderKeys } from '@/lib/api/query-keys';
import { errorToastText } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import { checkFolderName, FOLDER_NAME_MAX, useFolderNameField } from '@/components/library/use-folder-name-field';
import { DecorativeSpinner } from './know-spinner';

export interface FolderApi {
  listFolders: () => Promise<Folder[]>;
  createFolder: (name: string) => Promise<Folder>;
}

interface SaveDialogProps {
  open: boolean;
  onClose: () => void;
  onSave: (folderUuid: string | null) => void;
  saving: boolean;
  api: FolderApi;
}

export function KnowSaveDialog(props: SaveDialogProps) {
  const { t } = useTranslation('knows');
  // The body mounts on every opening, so the folders are fresh each time.
  return (
    <Dialog open={props.open} title={t('save.title')} onClose={props.onClose} closeLabel={t('dialog.close')}>
      <SaveDialogBody {...props} />
    </Dialog>
  );
}

function SaveDialogBody({ onClose, onSave, saving, api }: SaveDialogProps) {
  const { t } = useTranslation('knows');
  const queryClient = useQueryClient();
  const folders = useQuery({ queryKey: folderKeys.all, queryFn: () => api.listFolders(), refetchOnMount: 'always' });
  const status = folders.data ? 'ready' : folders.isError ? 'error' : 'loading';
  const [choice, setChoice] = useState<string>('');
  const newName = useFolderNameField();
  const { error: createError, setError: setCreateError } = newName;
  const [creating, setCreating] = useState(false);
  const baseId = useId();

  const create = async () => {
    const checked = checkFolderName(newName.value, {
      required: t('save.folderNameRequired'),
      tooLong: t('save.folderNameTooLong', { max: FOLDER_NAME_MAX }),
    });
    if ('problem' in checked) {
      setCreateError(checked.problem);
      return;
    }
    setCreating(true);
    setCreateError(null);
    try {
      const folder = await api.createFolder(checked.name);
      queryClient.setQueryData<Folder[]>(folderKeys.all, (old) => [...(old ?? []).filter((f) => f.uuid !== folder.uuid), folder]);
      setChoice(folder.uuid);
      newName.setValue('');
    } catch (error) {
      setCreateError(isErrorType(error, 'DuplicateError') ? t('save.folderExists') : (errorToastText(error, t) ?? t('save.failed')));
    } finally {
      setCreating(false);
    }
  };

  return (
    <>
      {status === 'loading' && (
        <Status role="status">
          <DecorativeSpinner $size={20} /> {t('save.loadingFolders')}
        </Status>
      )}
      {status === 'error' && <ErrorState message={t('save.foldersFailed')} retryLabel={t('viewer.retry')} onRetry={() => void folders.refetch()} />}
      {folders.data && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onSave(choice || null);
          }}
        >
          <Fieldset>
            <legend>{t('save.chooseFolder')}</legend>
            <Option>
              <input id={`${baseId}-none`} type="radio" name="folder" value="" checked={choice === ''} onChange={() => setChoice('')} />
              <label htmlFor={`${baseId}-none`}>{t('save.noFolder')}</label>
            </Option>
            {folders.data.map((f) => (
              <Option key={f.uuid}>
                <input
                  id={`${baseId}-${f.uuid}`}
                  type="radio"
                  name="folder"
                  value={f.uuid}
                  checked={choice === f.uuid}
                  onChange={() => setChoice(f.uuid)}
                />
                <label htmlFor={`${baseId}-${f.uuid}`}>
                  {f.name} <small>{t('save.folderCount', { count: f.knowsCount })}</small>
                </label>
              </Option>
            ))}
          </Fieldset>
          <NewFolder>
            <label htmlFor={`${baseId}-new`}>{t('save.newFolder')}</label>
            <div>
              <input
                id={`${baseId}-new`}
                {...newName.inputProps}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void create();
                  }
                }}
                aria-invalid={createError ? true : undefined}
                aria-describedby={createError ? `${baseId}-new-error` : undefined}
              />
              <Button variant="secondary" onClick={() => void create()} loading={creating}>
                {t('save.create')}
              </Button>
            </div>
            {createError && (
              <ErrorText id={`${baseId}-new-error`} role="alert">
                {createError}
              </ErrorText>
            )}
          </NewFolder>
          <Footer>
            <Button variant="ghost" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('save.submit')}
            </Button>
          </Footer>
        </form>
      )}
    </>
  );
}

const Status = styled.p`
  display: flex; align-items: center; gap: 10px;
`;
const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  max-height: 40vh;
  overflow: auto;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
`;
const Option = styled.div`
  display: flex; align-items: center; gap: 10px;
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${theme.colors.blue700};
  }
  small {
    color: ${theme.colors.inkMuted};
  }
`;
const NewFolder = styled.div`
  margin-bottom: 16px;
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 6px;
  }
  div {
    display: flex; gap: 8px;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.md}px;
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;
const ErrorText = styled.p`
  margin: 6px 0 0;
  color: ${theme.colors.danger};
  font-weight: 600;
`;
const Footer = styled.div`
  display: flex; justify-content: flex-end; gap: 8px;
`;
