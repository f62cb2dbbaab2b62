// Knowly runs on Node 24 LTS (decision 0073). `npm install` brings the official binary from the npm
// registry (optional dependency node-<os>-<cpu>), and npm puts node_modules/.bin first on the PATH
// of every npm script, so `npm start` and `npm test` and all they spawn already run on it. This
// covers the rest: imported first by scripts/start.mjs and scripts/test.mjs, it re-runs a script
// started with an older node outside npm (`node scripts/start.mjs`) on that binary, or stops with a
// message naming what to install where the registry has no binary for the platform (macOS arm64).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Keep in step with `engines` in package.json and .nvmrc. */
const MAJOR = 24;

function bundledNode() {
  const os = process.platform === 'win32' ? 'win' : process.platform;
  const file = process.platform === 'win32' ? 'node.exe' : 'node';
  const path = fileURLToPath(new URL(`../node_modules/node-${os}-${process.arch}/bin/${file}`, import.meta.url));
  return existsSync(path) ? path : null;
}

const major = Number(process.versions.node.split('.')[0]);
if (major < MAJOR) {
  const node = bundledNode();
  if (!node) {
    console.error(
      `Knowly needs Node ${MAJOR} LTS; this is Node ${process.versions.node} on ${process.platform}-${process.arch}, and ` +
        `node_modules has no Node ${MAJOR} binary (the npm registry has none for this platform, or optional dependencies ` +
        `were left out). Install Node ${MAJOR} (e.g. \`nvm install\`, which reads .nvmrc) and run the command again.`,
    );
    process.exit(1);
  }
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  // The server shuts down gracefully on SIGTERM: the signal goes to the process that serves.
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  // Ctrl-C reaches the child from the terminal itself (one process group); passing it on as well
  // would be a second signal, which stops the server at once. This process waits for the child.
  process.on('SIGINT', () => {});
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
  // Nothing after this import runs in this process.
  await new Promise(() => {});
}
