/**
 * One folder (/app/library/{id}): its knows, renaming it and deleting it after a confirmation.
 * Deleting keeps the knows saved (they are under All saved afterwards). An id that is not one
 * of the learner's folders shows a not-found message.
 */
import { useRef, useState } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CenteredSpinner } from '@/components/shared/auth-layout';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { assignAfterToasts, notifySuccess } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import { DeleteFolderConfirm } from './delete-folder-confirm';
import { FolderNameForm } from './folder-name-form';
import { LibraryEmpty } from './library-empty';
import { SavedKnows } from './saved-knows';
import type { FoldersApi } from './use-folders';

export function FolderView({ folderUuid, folders }: { folderUuid: string | null; folders: FoldersApi }) {
  const { t } = useTranslation('library');
  const { locale } = useEdition();
  const [editing, setEditing] = useState<'none' | 'rename' | 'delete'>('none');
  const [leaving, setLeaving] = useState(false);
  const controls = useRef<HTMLDivElement>(null);
  const folder = folderUuid ? folders.folders.find((f) => f.uuid === folderUuid) : undefined;

  /** Closes the rename form or the confirmation and puts the focus back on the button that opened it. */
  const close = (button: 'rename' | 'delete') => {
    setEditing('none');
    requestAnimationFrame(() => controls.current?.querySelector<HTMLButtonElement>(`[data-control="${button}"]`)?.focus());
  };

  if (leaving || (!folder && folders.status === 'loading')) {
    return (
      <CenteredSpinner label={t('loading')} />
    );
  }
  if (!folder) {
    return (
      <NotFound>
        <h2>{t('folder.notFoundTitle')}</h2>
        <p>{t('folder.notFoundText')}</p>
        <AppLink to="/app/library">{t('folder.back')}</AppLink>
      </NotFound>
    );
  }

  const actions =
    editing === 'rename' ? (
      <FolderNameForm
        label={t('folderForm.renameTitle')}
        submitLabel={t('folderForm.save')}
        initialName={folder.name}
        autoFocus
        onCancel={() => close('rename')}
        onSubmit={async (name) => {
          const renamed = await folders.rename(folder.uuid, name);
          notifySuccess(t('folderForm.renamed', { name: renamed.name }));
          close('rename');
        }}
      />
    ) : (
      <>
        <Button variant="secondary" data-control="rename" onClick={() => setEditing('rename')}>
          {t('folderForm.rename')}
        </Button>
        <Button variant="secondary" data-control="delete" onClick={() => setEditing('delete')} aria-expanded={editing === 'delete'}>
          {t('deleteFolder.button')}
        </Button>
      </>
    );

  return (
    <SavedKnows
      key={folder.uuid}
      folders={folders}
      folderUuid={folder.uuid}
      title={folder.name}
      lead={t('folder.lead')}
      headerActions={<Controls ref={controls}>{actions}</Controls>}
      beforeList={
        editing === 'delete' && (
          <DeleteFolderConfirm
            name={folder.name}
            onCancel={() => close('delete')}
            onConfirm={async () => {
              // Keeps "folder not found" from flashing up between the delete and the next page.
              setLeaving(true);
              try {
                await folders.remove(folder.uuid);
              } catch (error) {
                setLeaving(false);
                throw error;
              }
              notifySuccess(t('deleteFolder.deleted', { name: folder.name }));
              await assignAfterToasts(localeHref(locale.locale, '/app/library'));
            }}
          />
        )
      }
      empty={<LibraryEmpty text={t('folder.empty')} actions={[{ to: '/app/library', label: t('nav.allSaved') }]} />}
    />
  );
}

const Controls = styled.div`
  display: flex; flex-wrap: wrap; gap: 8px;
`;
const NotFound = styled.section`
  padding: 32px 20px;
  text-align: center;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.webAppCard}px;
  h2 {
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 16px;
    color: ${theme.colors.inkMuted};
  }
`;
