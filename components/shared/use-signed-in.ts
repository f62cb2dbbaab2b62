/**
 * Whether a session exists, known only after the first client render (the session lives in
 * localStorage): `null` during the server render and hydration, then true or false.
 */
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { useSessionStore } from '@/stores/session-store';

export function useSignedIn(): boolean | null {
  const mounted = useHasMounted();
  const token = useSessionStore((s) => s.token);
  return mounted ? token !== null : null;
}
