/** The editions named on `npm run user:grant|user:revoke -- EMAIL ROLE EDITION...` (decision 0050). */
import { describe, expect, it } from 'vitest';
import { EDITION_CODES } from '@/lib/config/editions';
import { editionsOfGrants, grantOf, rolesOfGrants } from '@/lib/contract/roles';
import { parseEditionArgs } from '@/server/users/role-editions';

describe('role editions on the command line', () => {
  it('takes edition codes in any case, once each', () => {
    expect(parseEditionArgs(['de'])).toEqual({ editions: ['DE'] });
    expect(parseEditionArgs(['DE', 'pt', 'de'])).toEqual({ editions: ['DE', 'PT'] });
  });

  it('grants every edition there is only when told "all"', () => {
    expect(parseEditionArgs(['all'])).toEqual({ editions: [...EDITION_CODES] });
    expect(parseEditionArgs(['ALL'])).toEqual({ editions: [...EDITION_CODES] });
  });

  it('refuses no edition, an unknown one and a country that belongs to another edition, listing the editions', () => {
    const none = parseEditionArgs([]);
    expect(none).toEqual({ error: expect.stringContaining('Name the editions') });
    expect(none).toEqual({ error: expect.stringContaining(EDITION_CODES.join(', ')) });
    expect(parseEditionArgs(['xx'])).toEqual({ error: expect.stringContaining('Unknown edition "xx"') });
    expect(parseEditionArgs(['de', 'at'])).toEqual({ error: expect.stringContaining('AT is not an edition: its accounts and knows belong to the DE edition') });
    expect(parseEditionArgs(['cl'])).toEqual({ error: expect.stringContaining('CL is not an edition') });
  });

  it('stores a grant as role:EDITION and reads the editions and role names back', () => {
    const grants = [grantOf('reviewer', 'DE'), grantOf('reviewer', 'PT'), 'something-else'];
    expect(grants[0]).toBe('reviewer:DE');
    expect(editionsOfGrants(grants, 'reviewer')).toEqual(['DE', 'PT']);
    expect(rolesOfGrants(grants)).toEqual(['reviewer']);
    expect(rolesOfGrants([])).toEqual([]);
    // The form before decision 0050 (no edition) gives no edition and no role.
    expect(rolesOfGrants(['reviewer'])).toEqual([]);
  });
});
