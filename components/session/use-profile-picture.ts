/**
 * Object URL of a user's profile picture. The API wants the client headers on the picture too,
 * so it is fetched as a blob (spec §7) instead of being an <img src>. Null while loading, when
 * there is none, or when it fails (the Avatar then shows the initial).
 */
import { useEffect, useState } from 'react';

export function useProfilePicture(user: { uuid: string; profilePictureUrl?: string | null } | null): string | null {
  const uuid = user?.uuid ?? null;
  const path = user?.profilePictureUrl ?? null;
  const [src, setSrc] = useState<{ path: string; url: string } | null>(null);
  useEffect(() => {
    if (!uuid || !path) return;
    let url: string | null = null;
    let cancelled = false;
    const version = new URL(path, 'http://localhost').searchParams.get('v') ?? undefined;
    import('@/lib/api/users')
      .then(({ getProfilePicture }) => getProfilePicture(uuid, version))
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setSrc({ path, url });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [uuid, path]);
  return src && src.path === path ? src.url : null;
}
