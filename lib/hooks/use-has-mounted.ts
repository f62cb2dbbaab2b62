import { useEffect, useState } from 'react';

/** False during the server render and the first client render, true afterwards. */
export function useHasMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
