/**
 * A benchmark's settings from the environment: an integer within bounds, so a mistyped size fails
 * at once rather than after minutes of generating.
 */

/** process.env[name] (or `def` when unset) as an integer from `min` to `max`; throws otherwise. */
export function bounded(name, def, min, max) {
  const n = Number(process.env[name] ?? def);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return n;
}
