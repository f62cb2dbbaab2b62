/** Types of boot.mjs for the TypeScript benches. */
import type { AppContext } from '../../server/app';

export declare const BACKENDS: string[];

export declare function boot(
  backend: 'pglite' | 'postgres',
  options: { name: string; env?: Record<string, string>; listen?: boolean },
): Promise<{ app: AppContext; url: string | null; close(): Promise<void> }>;
