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
  runNode(['--import', 'tsx', join('scripts', script), ...args], env);
