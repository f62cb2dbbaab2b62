/**
 * The answers a card accepts (issue 24 §2). The whole back always; and, where the back lists
 * alternatives, each of them: parts separated by ";" or "/" (not the "/" of a fraction, "3/4"),
 * and parts separated by commas when the back clearly is a list (no sentence punctuation, every
 * part one to three words, no numbers). Text in parentheses is optional: "(to) run" accepts "run"
 * and "to run".
 */

const MAX_ALTERNATIVES = 20;
const LIST_PART_MAX_WORDS = 3;

function splitSlashesAndSemicolons(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const fraction = c === '/' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '');
    if ((c === ';' || c === '/' || c === '|') && !fraction) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

function isClearList(parts: string[]): boolean {
  return (
    parts.length >= 2 &&
    parts.every((p) => {
      const words = p.split(/\s+/).filter(Boolean).length;
      return words >= 1 && words <= LIST_PART_MAX_WORDS && !/[.!?:\d]/.test(p);
    })
  );
}

function withOptionalParts(text: string): string[] {
  if (!/\(.*\)/.test(text)) return [text];
  const without = text.replace(/\([^()]*\)/g, ' ').replace(/\s+/g, ' ').trim();
  const kept = text.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
  return [without, kept].filter(Boolean);
}

/** Display forms of every answer the back accepts, the whole back first. */
export function answerAlternatives(back: string): string[] {
  const whole = back.trim();
  const parts = splitSlashesAndSemicolons(whole);
  const commaParts = whole.split(',').map((p) => p.trim());
  const listed = parts.length > 1 ? parts : isClearList(commaParts) ? commaParts : [];
  const all = [whole, ...withOptionalParts(whole), ...listed.flatMap(withOptionalParts)];
  return [...new Set(all.filter(Boolean))].slice(0, MAX_ALTERNATIVES);
}
