/** The learner's library folders for the folder field (loaded once the session is known). */
import { useCallback, useEffect, useState } from 'react';
import { listFolders } from '@/lib/api/folders';
import type { Folder } from '@/lib/api/know-types';
import type { FolderState } from './know-details-form';

export function useFolders(enabled: boolean, load: () => Promise<Folder[]> = listFolders) {
  const [state, setState] = useState<FolderState>({ status: 'loading', folders: [] });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load()
      .then((folders) => live && setState({ status: 'ready', folders }))
      .catch(() => live && setState({ status: 'error', folders: [] }));
    return () => {
      live = false;
    };
  }, [enabled, load]);
  /** A folder created while publishing joins the list (a retry then reuses it). */
  const add = useCallback((folder: Folder) => setState((s) => ({ status: s.status === 'loading' ? 'ready' : s.status, folders: [...s.folders, folder] })), []);
  return { state, add };
}
