// Every interface language has every key that en has (issue 2 §8), with plural forms per
// language, and keeps en's interpolation placeholders.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@/lib/config/locales';

const root = join(__dirname, '..', '..', 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Json = { [key: string]: Json } | Json[] | string | number | boolean | null;

function leaves(value: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      for (const [p, s] of leaves(v as Json, prefix ? `${prefix}.${k}` : k)) out.set(p, s);
    }
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

function baseKey(path: string): string {
  return path.replace(PLURAL, '');
}

/**
 * Grammatical variants a language may use in place of en's placeholder: the code passes both
 * (e.g. the month's genitive where Greek needs it, decision 0056).
 */
const PLACEHOLDER_VARIANTS: Record<string, string> = { monthOf: 'month' };

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => PLACEHOLDER_VARIANTS[m[1] ?? ''] ?? m[1] ?? '').sort();
}

/**
 * Keys written twice in one object (JSON.parse keeps the last silently, which once turned a
 * "back to {{title}}" link into a card label). A small scanner over the file's objects.
 */
function duplicateKeys(text: string): string[] {
  const found: string[] = [];
  const stack: { keys: Set<string>; path: string }[] = [];
  const token = /"((?:[^"\\]|\\.)*)"\s*(:)?|([{}\[\]])/g;
  let pendingKey: string | null = null;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    if (m[3] === '{') {
      const parent = stack[stack.length - 1];
      stack.push({ keys: new Set(), path: parent && pendingKey !== null ? `${parent.path}${pendingKey}.` : '' });
      pendingKey = null;
    } else if (m[3] === '}') {
      stack.pop();
    } else if (m[3] === '[' || m[3] === ']') {
      pendingKey = null;
    } else if (m[2] === ':') {
      const top = stack[stack.length - 1]!;
      if (top.keys.has(m[1]!)) found.push(`${top.path}${m[1]}`);
      top.keys.add(m[1]!);
      pendingKey = m[1]!;
    }
  }
  return found;
}

const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

describe('translations', () => {
  it('has namespaces', () => {
    expect(namespaces).toContain('common.json');
  });

  it('writes no key twice in one object, in any language', () => {
    expect(duplicateKeys('{"a": {"b": "x", "b": "y"}, "c": ["{", "}"], "d": "e"}')).toEqual(['a.b']);
    const duplicates = INTERFACE_LANGUAGES.flatMap((lang) =>
      namespaces.map((ns) => join(root, lang, ns)).filter(existsSync).flatMap((file) => duplicateKeys(readFileSync(file, 'utf8')).map((k) => `${file}: ${k}`)),
    );
    expect(duplicates).toEqual([]);
  });

  for (const lang of INTERFACE_LANGUAGES.filter((l) => l !== 'en')) {
    for (const ns of namespaces) {
      it(`${lang}/${ns} has every key of en/${ns}`, () => {
        const file = join(root, lang, ns);
        expect(existsSync(file), `${file} is missing`).toBe(true);
        const en = leaves(JSON.parse(readFileSync(join(root, 'en', ns), 'utf8')) as Json);
        const other = leaves(JSON.parse(readFileSync(file, 'utf8')) as Json);
        const otherBases = new Set([...other.keys()].map(baseKey));
        const missing = [...en.keys()].filter((k) => (PLURAL.test(k) ? !other.has(k.replace(PLURAL, '_other')) : !other.has(k)));
        expect(missing, `missing in ${lang}/${ns}`).toEqual([]);
        for (const [key, text] of en) {
          const counterpart = other.get(PLURAL.test(key) ? key.replace(PLURAL, '_other') : key);
          if (counterpart === undefined) continue;
          expect(placeholders(counterpart), `${lang}/${ns} ${key}`).toEqual(placeholders(text));
        }
        expect(otherBases.size).toBeGreaterThan(0);
      });
    }
  }
});
