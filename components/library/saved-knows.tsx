/**
 * Saved knows as cards with their library controls: all of them (All saved) or one folder's.
 * A know moved out of the folder shown, or removed, leaves the list and the focus goes to the
 * list's heading, so keyboard users are not dropped on <body>.
 */
import { useRef, type ReactNode } from 'react';
import { KnowList } from '@/components/knows/know-list';
import { useSavedKnows } from '@/lib/api/knows';
import type { Know } from '@/lib/api/know-types';
import { KnowListStates } from '@/components/shared/know-list-states';
import { SavedKnowActions } from './saved-know-actions';
import { SectionHeader } from './section-header';
import type { FoldersApi } from './use-folders';

export interface SavedKnowsProps {
  folders: FoldersApi;
  /** One folder's knows; all saved knows when absent. */
  folderUuid?: string;
  title: string;
  lead: string;
  empty: ReactNode;
  /** Controls next to the heading (rename, delete). */
  headerActions?: ReactNode;
  /** Shown between the header and the list (e.g. the delete confirmation). */
  beforeList?: ReactNode;
}

export function SavedKnows({ folders, folderUuid, title, lead, empty, headerActions, beforeList }: SavedKnowsProps) {
  const pages = useSavedKnows(folderUuid);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const leave = (know: Know) => {
    pages.drop(know.uuid);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <section aria-labelledby="library-section-title">
      <SectionHeader ref={headingRef} id="library-section-title" title={title} lead={lead} actions={headerActions} />
      {beforeList}
      <KnowListStates namespace="library" pages={pages}>
        <KnowList
          knows={pages.items}
          label={title}
          maxColumns={3}
          empty={empty}
          cardProps={(know) => ({
            actions: (
              <SavedKnowActions
                know={know}
                folders={folders}
                onMoved={(moved) => (folderUuid && moved.folderUuid !== folderUuid ? leave(moved) : pages.replace(moved))}
                onRemoved={leave}
              />
            ),
          })}
        />
      </KnowListStates>
    </section>
  );
}
