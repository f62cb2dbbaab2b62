/** lib/contract is shared by browser and server: it may import zod, lib/config tables and itself, nothing else. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(process.cwd(), 'lib/contract');
const ALLOWED = [/^zod$/, /^\.\/[a-z-]+$/, /^@\/lib\/config\/[a-z-]+$/];

describe('lib/contract imports', () => {
  it('imports only zod, lib/config and its own files', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThanOrEqual(11);
    for (const file of files) {
      const source = readFileSync(join(DIR, file), 'utf8');
      const specifiers = [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]!);
      for (const s of specifiers) expect(ALLOWED.some((re) => re.test(s)), `${file} imports ${s}`).toBe(true);
    }
  });

  it('keeps limits.ts free of zod, so forms can import limits without the schemas', () => {
    expect(readFileSync(join(DIR, 'limits.ts'), 'utf8')).not.toMatch(/\bfrom\s+'zod'/);
  });
});
