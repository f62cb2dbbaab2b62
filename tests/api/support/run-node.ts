/**
 * A Node program of the checkout in a child process, as `npm start` or `npm run <script>` runs
 * it: a clean environment (only what it is given, plus what Node needs), its output collected,
 * and a kill once `timeoutMs` is over so a hung program fails its test instead of the run.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface NodeRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

const root = join(__dirname, '..', '..', '..');

/**
 * Node's arguments for a TypeScript program of the checkout as `npm run` runs it (tsx). Such a
 * process lives seconds: V8's baseline WebAssembly compiler only, since optimising PGlite's
 * Postgres in the background costs more than it saves in that time (a child server's start
 * ~6.3 -> ~5.2 CPU-s; the files that start them 110 -> 89 CPU-s in their children: decision 0090).
 */
export const TSX_NODE_ARGS = ['--liftoff-only', '--import', 'tsx'] as const;

export function runNode(args: string[], env: Record<string, string>, timeoutMs = 120_000): Promise<NodeRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** scripts/<script> with tsx, as `npm run` runs it. */
export const runScript = (script: string, args: string[], env: Record<string, string>) =>
  runNode([...TSX_NODE_ARGS, join('scripts', script), ...args], env);
