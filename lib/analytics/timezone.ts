/**
 * Timezone reporting (spec §4, §7): when the offset stored on the user (users/me
 * `timezoneOffset`, minutes as Date#getTimezoneOffset reports them) differs from the browser's
 * current one, PATCH users/{id}/timezone and keep the updated user. Signed-in users only;
 * failure is only logged.
 */
import { useSessionStore } from '@/lib/session/session-store';

export function timezoneChanged(stored: number | null | undefined, current: number): boolean {
  return stored !== current;
}

export async function reportTimezoneIfChanged(current: number = new Date().getTimezoneOffset()): Promise<boolean> {
  const { token, user } = useSessionStore.getState();
  if (!token || !user || !timezoneChanged(user.timezoneOffset, current)) return false;
  try {
    const { updateTimezone } = await import('../api/users');
    const updated = await updateTimezone(user.uuid, current);
    const latest = useSessionStore.getState().user;
    if (latest?.uuid === updated.uuid) useSessionStore.getState().setSession({ user: { ...latest, ...updated } });
    return true;
  } catch {
    console.warn('The timezone could not be reported.');
    return false;
  }
}
