/**
 * Next renders pages with React's edge build (next/dist/server/ReactDOMServerPages: "TODO: Use
 * Node.js build unless we're in an Edge runtime"). In Node the edge build turns every string it
 * writes, each attribute and text node, into its own Uint8Array through TextEncoder; React's Node
 * build of the same `renderToReadableStream` keeps strings and encodes them into 4 KB buffers. The
 * HTML is the same byte for byte; the render costs less CPU and garbage (decision 0077).
 * Registered under the edge build's file name before Next loads, in the server process only (not
 * in `next dev` or the tests, which never call this).
 */
import Module, { createRequire } from 'node:module';
import { join } from 'node:path';

/** Makes `require('react-dom/server.edge')` in this process return React's Node build. */
export function renderPagesWithNodeBuild(root: string): void {
  const require = createRequire(join(root, 'package.json'));
  const edgePath = require.resolve('react-dom/server.edge');
  if (require.cache[edgePath]) return; // already loaded (or already ours): leave it
  const nodeBuild = require('react-dom/server.node') as { renderToReadableStream?: unknown };
  // A React without the Node build's renderToReadableStream (before 19): keep Next's choice.
  if (typeof nodeBuild.renderToReadableStream !== 'function') return;
  const entry = new Module(edgePath);
  entry.filename = edgePath;
  entry.loaded = true;
  entry.exports = nodeBuild;
  require.cache[edgePath] = entry;
}
