/**
 * The profile picture query. The API wants the client headers on the picture too, so it is
 * fetched as a blob (spec §7) and shown through an object URL instead of an <img src>.
 * lib/api/users (and with it the API client) loads only when a picture is asked for. The object
 * URL lives as long as the page: a session shows a handful of pictures at most.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from './query-keys';

/** The `v` of a picture's path: a new upload gets a new one. */
function versionOf(path: string): string | null {
  return new URL(path, 'http://localhost').searchParams.get('v');
}

export function getProfilePictureQueryOptions(uuid: string, path: string) {
  const version = versionOf(path);
  return queryOptions({
    queryKey: userKeys.profilePicture(uuid, version),
    queryFn: async () => URL.createObjectURL(await (await import('./users')).getProfilePicture(uuid, version ?? undefined)),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Object URL of a user's picture; null while loading, when there is none, or when it fails. */
export function useProfilePictureUrl(user: { uuid: string; profilePictureUrl?: string | null } | null): string | null {
  const uuid = user?.uuid ?? '';
  const path = user?.profilePictureUrl ?? '';
  const query = useQuery({ ...getProfilePictureQueryOptions(uuid, path || '/'), enabled: !!uuid && !!path });
  return uuid && path ? (query.data ?? null) : null;
}
