/**
 * The library's sections: All saved, Synced and the learner's folders (with their counts), plus
 * the form for a new folder. The current section is marked with aria-current.
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { notifySuccess } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import { FolderNameForm } from './folder-name-form';
import type { FoldersApi } from './use-folders';

/** 'all', 'synced' or a folder's uuid. */
export type LibrarySection = string;

export function LibraryNav({ active, folders }: { active: LibrarySection; folders: FoldersApi }) {
  const { t } = useTranslation('library');
  const current = (section: LibrarySection) => (section === active ? ('page' as const) : undefined);
  return (
    <Nav aria-label={t('nav.label')}>
      <List>
        <li>
          <NavLink to="/app/library" aria-current={current('all')}>
            {t('nav.allSaved')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/app/library/synced" aria-current={current('synced')}>
            {t('nav.synced')}
          </NavLink>
        </li>
      </List>
      <FoldersTitle id="library-folders">{t('nav.folders')}</FoldersTitle>
      {folders.status === 'error' && (
        <Muted role="alert">
          {t('loadFailed')}{' '}
          <Button variant="ghost" onClick={folders.reload}>
            {t('retry')}
          </Button>
        </Muted>
      )}
      {folders.status === 'ready' && folders.folders.length === 0 && <Muted>{t('nav.noFolders')}</Muted>}
      <List aria-labelledby="library-folders">
        {folders.folders.map((f) => (
          <li key={f.uuid}>
            <NavLink to={`/app/library/${f.uuid}`} aria-current={current(f.uuid)}>
              <Name>{f.name}</Name>
              <Count>{t('nav.knows', { count: f.knowsCount })}</Count>
            </NavLink>
          </li>
        ))}
      </List>
      <NewFolder>
        <FolderNameForm
          label={t('folderForm.newTitle')}
          submitLabel={t('folderForm.create')}
          onSubmit={async (name) => {
            const folder = await folders.create(name);
            notifySuccess(t('folderForm.created', { name: folder.name }));
          }}
        />
      </NewFolder>
    </Nav>
  );
}

const Nav = styled.nav`
  display: grid;
  align-content: start;
  gap: 8px;
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;
const NavLink = styled(AppLink)`
  display: flex; align-items: baseline; justify-content: space-between; gap: 8px;
  padding: 10px 12px;
  border-radius: ${theme.radius.md}px;
  color: ${theme.colors.ink};
  text-decoration: none;
  &:hover {
    background: ${theme.colors.surfaceAlt};
  }
  &[aria-current='page'] {
    background: ${theme.colors.blue100};
    color: ${theme.colors.blue900};
    font-weight: 700;
  }
`;
const Name = styled.span`
  overflow-wrap: anywhere;
`;
const Count = styled.span`
  flex: none;
  font-size: 0.85rem;
  font-weight: 400;
  color: ${theme.colors.inkMuted};
`;
const FoldersTitle = styled.h2`
  margin: 16px 0 0;
  padding: 0 12px;
  font-size: 0.85rem;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.inkMuted};
`;
const Muted = styled.p`
  margin: 0;
  padding: 0 12px;
  color: ${theme.colors.inkMuted};
`;
const NewFolder = styled.div`
  margin-top: 12px;
  padding: 12px;
  border-top: 1px solid ${theme.colors.line};
`;
