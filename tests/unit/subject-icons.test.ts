import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUBJECT_ICON_SPRITE } from '@/components/ui/subject-icon';
import { subjectLists } from '@/lib/config/catalogues';

// Every subject's icon key names a symbol of the one sprite (components/ui/subject-icon.tsx): a
// missing symbol draws nothing, with no error anywhere.
const sprite = readFileSync(`public${SUBJECT_ICON_SPRITE}`, 'utf8');
const symbols = new Set([...sprite.matchAll(/<symbol id="([a-z-]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]!));

describe('subject icon sprite', () => {
  it('holds a symbol for every icon a catalogue names', () => {
    const used = new Set(Object.values(subjectLists).flatMap((list) => list.map((s) => s.icon)));
    expect([...used].filter((icon) => !symbols.has(icon))).toEqual([]);
  });

  it('holds only symbols some catalogue uses', () => {
    const used = new Set(Object.values(subjectLists).flatMap((list) => list.map((s) => s.icon)));
    expect([...symbols].filter((icon) => !used.has(icon))).toEqual([]);
  });
});
