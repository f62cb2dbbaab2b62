/**
 * The request pipeline's JSON guards (issue 21 point 6): the depth scan of the raw text and the
 * text walk over the parsed value do linear work however deep the input nests.
 */
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '@/server/http/json-depth';
import { badTextFields, walkText } from '@/server/http/text-guard';

const badFields = (value: unknown) => Object.keys(badTextFields(value));

/** `[[[ ... [leaf] ... ]]]` with `depth` arrays, built without recursion. */
function deepArray(depth: number, leaf: unknown): unknown {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, the outermost as level 1', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('"plain"', 0)).toBe(false);
    expect(nestsDeeperThan('[][][]', 1)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: 'say \\"[[[[\\" and \\\\' , b: '{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"",${'['.repeat(3)}`, 3)).toBe(true);
  });

  it('scans a megabyte of brackets in one pass', () => {
    expect(nestsDeeperThan('['.repeat(1_000_000) + ']'.repeat(1_000_000), 32)).toBe(true);
    expect(nestsDeeperThan('[]'.repeat(1_000_000), 1)).toBe(false);
  });
});

describe('walkText', () => {
  it('visits every string and every key exactly once', () => {
    const value = { a: 'x', b: [{ c: 'y' }, 'z', 3, null], d: { e: { f: 'w' } } };
    const seen: string[] = [];
    walkText(value, (text, path) => seen.push(`${path()}=${text}`));
    expect(seen.sort()).toEqual(
      ['a=a', 'a=x', 'b=b', 'b.0.c=c', 'b.0.c=y', 'b.1=z', 'd=d', 'd.e=e', 'd.e.f=f', 'd.e.f=w'].sort(),
    );
  });

  it('walks 200,000 levels without recursion (the old walk overflowed the stack)', () => {
    const depth = 200_000;
    let visits = 0;
    walkText(deepArray(depth, 'leaf'), () => visits++);
    expect(visits).toBe(1);

    const fields = badFields(deepArray(depth, 'a\0b'));
    expect(fields).toHaveLength(1);
    expect(fields[0]).toBe(Array.from({ length: depth }, () => '0').join('.'));
  });

  it('names NULs in keys and values as before', () => {
    expect(badFields({ session: { source: 'a\0' }, activeExperiments: { 'exp\0': 1 } }).sort()).toEqual([
      'activeExperiments.exp\\u0000',
      'session.source',
    ]);
    expect(badFields('top\0')).toEqual(['body']);
  });

  it('names lone surrogates in keys and values, and lets surrogate pairs through', () => {
    const fields = badTextFields({ a: 'x\ud800', b: '\udc00y', c: '\udc00\ud800', ['k\ud83d']: 1, ok: 'study \ud83d\udcda' });
    expect(Object.keys(fields).sort()).toEqual(['a', 'b', 'c', 'k\\ud83d']);
    expect(fields.a).toMatch(/well-formed/);
  });
});
