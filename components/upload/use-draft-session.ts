/**
 * The signed-in learner's draft: visitors go to sign-in (useRequireSession); a draft left in
 * this tab by another account is dropped. True once the draft belongs to the current user.
 */
import { useEffect } from 'react';
import { useRequireSession } from '@/components/shared/use-require-session';
import { useUploadDraftStore } from '@/stores/upload-draft-store';

export function useDraftSession(): boolean {
  const user = useRequireSession();
  const claim = useUploadDraftStore((s) => s.claim);
  const owner = useUploadDraftStore((s) => s.ownerUuid);
  useEffect(() => {
    if (user) claim(user.uuid);
  }, [user, claim]);
  return !!user && owner === user.uuid;
}
