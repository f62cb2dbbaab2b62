/** Password hashing: argon2id with the OWASP/ASVS minimum (m=19456 KiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, not importable under isolatedModules)
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * `test-minimum` (PASSWORD_HASH_COST, refused outside APP_ENV=local: server/env.ts) hashes at a
 * tiny fraction of the cost, for test runs that sign up hundreds of accounts (decision 0075).
 * A hash carries its own parameters, so verifying works whichever cost made it.
 */
export type PasswordHashCost = 'standard' | 'test-minimum';
const OPTIONS = {
  standard: ARGON2_OPTIONS,
  'test-minimum': { algorithm: ARGON2ID, memoryCost: 64, timeCost: 1, parallelism: 1 },
} as const satisfies Record<PasswordHashCost, object>;

export function hashPassword(password: string, cost: PasswordHashCost = 'standard'): Promise<string> {
  return hash(password, OPTIONS[cost]);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<PasswordHashCost, Promise<string>>();
/** Verifies against a throwaway hash of the same cost, so unknown accounts take as long as known ones. */
export async function burnPasswordCheck(password: string, cost: PasswordHashCost = 'standard'): Promise<void> {
  if (!dummyHashes.has(cost)) dummyHashes.set(cost, hashPassword('knowly-timing-equaliser', cost));
  await verifyPassword(await dummyHashes.get(cost)!, password);
}
