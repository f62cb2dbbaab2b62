import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 25 §5: every decision record says whether it still holds, near its title, so a reader
// knows before reading on whether a later record replaced it.
const dir = join(process.cwd(), 'docs/decisions');
const records = readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name));

describe('decision records', () => {
  it('are numbered once each', () => {
    const numbers = records.map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(records)('%s has a title with its number and a status near the top', (name) => {
    const head = readFileSync(join(dir, name), 'utf8').split('\n').slice(0, 8);
    expect(head[0]).toMatch(new RegExp(`^# ${name.slice(0, 4)}:? `));
    expect(head.join('\n')).toMatch(/Status: (accepted|proposed|superseded|deprecated)/i);
  });
});
