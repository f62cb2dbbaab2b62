/**
 * SQLite through sql.js (WebAssembly: no native build, the same on Node 20 and 24; decision 0070).
 * The module is loaded once; each database lives in memory and is closed by its user.
 */
import { join } from 'node:path';
import initSqlJs, { type SqlJsStatic } from 'sql.js';

let loading: Promise<SqlJsStatic> | null = null;

export function sqlite(): Promise<SqlJsStatic> {
  if (!loading) {
    // From the project root, not through a resolver: webpack rewrites createRequire and
    // require.resolve in Next's server bundle (the API routes), where the wasm file then went
    // missing and every import answered 500. The server always runs from the project root.
    const dist = join(process.cwd(), 'node_modules', 'sql.js', 'dist');
    loading = initSqlJs({ locateFile: (file: string) => join(dist, file) }).catch((err: unknown) => {
      loading = null;
      throw err;
    });
  }
  return loading;
}
