/** A query parameter of the current page, read after the first client render. */
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { readQueryParam } from '@/components/shared/redirect';

export function useQueryParam(name: string): string | null {
  const mounted = useHasMounted();
  return mounted ? readQueryParam(name) : null;
}
