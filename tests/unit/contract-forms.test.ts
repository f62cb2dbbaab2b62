/** The account forms' quick checks (components/auth/validation.ts) agree with the contract the server validates with. */
import { describe, expect, it } from 'vitest';
import { isEmail, isValidBirthDate, NAME_MAX, passwordProblem, USERNAME_PATTERN } from '@/components/auth/validation';
import { birthDateSchema, emailSchema, nameSchema, passwordSchema, usernameSchema } from '@/lib/contract/users';

const EMAILS = [
  'a@b.de', 'first.last+tag@example.org', ' padded@example.org ', 'no-at.example.org', 'a@b', 'a@b.c', '.lead@example.org',
  'double..dot@example.org', 'trail.@example.org', "o'hara@example.ie", 'ümlaut@example.de', `${'x'.repeat(250)}@e.de`, 'a b@c.de',
];
const PASSWORDS = ['', 'short', '1234567', '12345678', '😀😀😀😀😀😀😀😀', 'x'.repeat(128), 'x'.repeat(129)];
const USERNAMES = ['ab', 'abc', 'a.b_c', 'a-b', 'x'.repeat(30), 'x'.repeat(31), 'ümlaut', 'with space'];
const DATES = ['2000-02-29', '2001-02-29', '2000-13-01', '20000101', '2999-01-01', '1990-06-15'];

describe('form checks follow the contract', () => {
  it('e-mail addresses', () => {
    for (const e of EMAILS) expect(isEmail(e), e).toBe(emailSchema.safeParse(e).success);
  });
  it('passwords', () => {
    for (const p of PASSWORDS) expect(passwordProblem(p) === null, p).toBe(passwordSchema.safeParse(p).success);
  });
  it('usernames', () => {
    for (const u of USERNAMES) expect(USERNAME_PATTERN.test(u), u).toBe(usernameSchema.safeParse(u).success);
  });
  it('birth dates', () => {
    for (const d of DATES) expect(isValidBirthDate(d), d).toBe(birthDateSchema.safeParse(d).success);
  });
  it('name length', () => {
    expect(nameSchema.safeParse('x'.repeat(NAME_MAX)).success).toBe(true);
    expect(nameSchema.safeParse('x'.repeat(NAME_MAX + 1)).success).toBe(false);
  });
});
