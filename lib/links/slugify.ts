/**
 * Name slugs (spec §2.2): lowercase, spaces become hyphens, other non-alphanumerics dropped.
 * Letters are first written in ASCII so every edition gets a readable address (decision 0056):
 * Greek by ELOT 743 / ISO 843 ("Επανάσταση του 1821" -> "epanastasi-tou-1821"), Turkish dotless
 * ı and İ, Polish ł, Romanian ș/ț, Czech háčeks, German ß and the rest of Latin by their base
 * letter. Before, Greek titles slugified to nothing and "Osmanlı" lost its last letter.
 *
 * A small table for the scripts our editions write rather than a general library: this runs in
 * every page that links a know, and `transliteration` (the maintained candidate, checked with
 * npm view) adds ~190 KB of tables for scripts no edition uses. Latin results are unchanged, so
 * existing Latin addresses stay the same; pages find their know by the trailing uuid anyway.
 */

// Greek digraphs first (ELOT 743): ου -> ou, αυ/ευ/ηυ -> av/ev/iv (af/ef/if before voiceless
// consonants is dropped for simplicity: both spellings are in common use), μπ at a word start -> b.
const GREEK_DIGRAPHS: ReadonlyArray<[RegExp, string]> = [
  [/ου/g, 'ou'],
  [/αυ/g, 'av'],
  [/ευ/g, 'ev'],
  [/ηυ/g, 'iv'],
  [/(^|\s)μπ/g, '$1b'],
  [/γγ/g, 'ng'],
  [/γκ/g, 'gk'],
];

const GREEK: Readonly<Record<string, string>> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm',
  ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps',
  ω: 'o',
};

// Latin letters that do not decompose into a base letter and a mark.
const LATIN: Readonly<Record<string, string>> = {
  ß: 'ss', ł: 'l', ı: 'i', đ: 'd', ð: 'd', þ: 'th', æ: 'ae', œ: 'oe', ø: 'o', ħ: 'h', ŀ: 'l',
};

/** The name in ASCII letters, digits and spaces (case folded, marks removed). */
function transliterate(name: string): string {
  // Lowercase first (Turkish İ becomes i + a combining dot, removed below), then strip marks
  // so Greek tonos and dialytika go before the Greek table.
  let text = name.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  for (const [pattern, latin] of GREEK_DIGRAPHS) text = text.replace(pattern, latin);
  return text.replace(/[\u0370-\u03ff]|[ßłıđðþæœøħŀ]/g, (ch) => GREEK[ch] ?? LATIN[ch] ?? '');
}

export function slugify(name: string): string {
  return transliterate(name)
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
