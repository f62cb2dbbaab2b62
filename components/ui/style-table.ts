/**
 * A value of a style table by a prop, for a styled template's runtime part:
 * `${({ $tone }) => fromTable(TONES, $tone, 'bg')}`. The build-time style compiler of our
 * registry's next-yak (yak-swc 8) rejects a member expression in a template's function
 * (`TONES[$tone].bg`, fixed in yak-swc 9); a call is accepted (decision 0088).
 */
export function fromTable<K extends PropertyKey, V>(table: Record<K, V>, key: K): V;
export function fromTable<K extends PropertyKey, V, P extends keyof V>(table: Record<K, V>, key: K, part: P): V[P];
export function fromTable<K extends PropertyKey, V, P extends keyof V>(table: Record<K, V>, key: K, part?: P) {
  const value = table[key];
  return part === undefined ? value : value[part];
}
