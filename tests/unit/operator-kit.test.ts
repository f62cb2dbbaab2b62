/**
 * The operator's kit (issue 25 §3, decision 0076), checked as far as a machine without Docker
 * allows: the Dockerfile's stages, base image, unprivileged user and health check; the compose
 * file's services and wiring; every setting either sets is one the server knows (server/env.ts)
 * or a build argument the Dockerfile declares; what the image leaves out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envSchema } from '@/server/env';

const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const dockerfile = read('Dockerfile');
const settings = new Set(Object.keys(envSchema.shape));

/** Instructions of the Dockerfile (continuations joined, comments dropped), per stage. */
function stages(): { name: string; from: string; lines: string[] }[] {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const out: { name: string; from: string; lines: string[] }[] = [];
  for (const line of lines) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) out.push({ from: from[1]!, name: from[2] ?? '', lines: [] });
    else out.at(-1)?.lines.push(line);
  }
  return out;
}

interface ComposeService {
  image?: string;
  build?: { args?: Record<string, string> };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  command?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };

describe('Dockerfile', () => {
  it('builds in stages on Node 24 and runs as an unprivileged user with a health check', () => {
    const all = stages();
    expect(all.map((s) => s.name)).toEqual(['deps', 'build', 'prod-deps', 'runtime']);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    for (const s of all) expect(s.from).toBe('${NODE_IMAGE}');
    const runtime = all.at(-1)!;
    const users = runtime.lines.filter((l) => /^USER\s/.test(l));
    expect(users).toEqual(['USER node']);
    // Nothing after USER runs as root again.
    expect(runtime.lines.slice(runtime.lines.indexOf('USER node')).some((l) => /^USER\s+(root|0)\b/.test(l))).toBe(false);
    const health = runtime.lines.find((l) => l.startsWith('HEALTHCHECK'));
    expect(health).toMatch(/\/api\/health/);
    expect(health).toMatch(/--interval=\d+s/);
    expect(runtime.lines).toContain('CMD ["node", "scripts/start.mjs"]');
    expect(runtime.lines).toContain('EXPOSE 3000');
    // Dependencies only at run time (npm start needs tsx, so it is one of them).
    expect(all.find((s) => s.name === 'prod-deps')!.lines.join('\n')).toMatch(/npm ci --omit=dev/);
    const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
    for (const needed of ['next', 'tsx', 'swagger-ui-dist']) expect(pkg.dependencies[needed], needed).toBeDefined();
    // The build's output comes from the build stage.
    expect(runtime.lines).toContain('COPY --chown=node:node --from=build /app/.next ./.next');
  });

  it('declares as build arguments only settings the server or the browser build knows', () => {
    const args = [...dockerfile.matchAll(/^ARG\s+([A-Z_][A-Z0-9_]*)/gm)].map((m) => m[1]!).filter((a) => a !== 'NODE_IMAGE');
    expect(args).toContain('APP_ENV');
    expect(args).toContain('EDITION_DOMAINS');
    const example = read('.env.example');
    for (const a of args) expect(settings.has(a) || (a.startsWith('NEXT_PUBLIC_') && example.includes(`${a}=`)), a).toBe(true);
  });

  it('leaves installed, built and secret files out of the image', () => {
    const ignored = read('.dockerignore').split('\n').map((l) => l.trim());
    for (const entry of ['node_modules', '.next', '.data', '.env', '.env.*', '.git', '.next-build.lock', '.next-serving']) expect(ignored, entry).toContain(entry);
    expect(ignored).toContain('!.env.example');
  });
});

describe('compose.yaml', () => {
  it('runs the app with PostgreSQL, an S3-compatible store (bucket created first) and a mail server', () => {
    const { app, db, storage, mail } = compose.services;
    const init = compose.services['storage-init']!;
    expect(db?.image).toMatch(/^postgres:\d+/);
    expect(storage?.image).toBeDefined();
    expect(mail?.image).toBeDefined();
    expect(app?.depends_on).toEqual({ db: { condition: 'service_healthy' }, 'storage-init': { condition: 'service_completed_successfully' } });
    expect(init.command).toEqual(['node', '--import', 'tsx', 'scripts/storage-create-bucket.ts']);

    const env = app!.environment!;
    expect(env.APP_ENV).toBe('prod');
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/knowly:\$\{POSTGRES_PASSWORD[^}]*\}@db:5432\/knowly$/);
    expect(env.S3_ENDPOINT).toBe('http://storage:9000');
    expect(env.SMTP_URL).toContain('smtp://mail:');
    // Secrets come from the operator; compose refuses to start without them.
    for (const secret of ['AUTH_SECRET', 'S3_SECRET_ACCESS_KEY']) expect(env[secret], secret).toMatch(/^\$\{[A-Z0-9_]+:\?/);
    // The app and the store share one key pair; the bucket job uses the app's settings.
    expect(storage!.environment!.RUSTFS_ACCESS_KEY).toBe(env.S3_ACCESS_KEY_ID);
    expect(storage!.environment!.RUSTFS_SECRET_KEY).toBe(env.S3_SECRET_ACCESS_KEY);
    for (const k of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(init.environment![k], k).toBe(env[k]);
  });

  it('sets only settings the server knows, and bakes the origins in with the value it runs with', () => {
    for (const name of ['app', 'storage-init']) {
      const service = compose.services[name]!;
      for (const key of Object.keys(service.environment ?? {})) expect(settings.has(key), `${name}: ${key}`).toBe(true);
      const dockerArgs = new Set([...dockerfile.matchAll(/^ARG\s+([A-Z_][A-Z0-9_]*)/gm)].map((m) => m[1]!));
      for (const key of Object.keys(service.build?.args ?? {})) expect(dockerArgs.has(key), `${name} build arg ${key}`).toBe(true);
    }
    const app = compose.services.app!;
    expect(app.build?.args?.EDITION_DOMAINS).toBe(app.environment?.EDITION_DOMAINS);
    expect(app.build?.args?.APP_ENV).toBe(app.environment?.APP_ENV);
  });
});
