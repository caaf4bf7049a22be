import { describe, expect, it } from 'vitest';
import { hashPassword, scryptCost, verifyPassword } from '../../sandbox/auth/password.mjs';

describe("the sandbox's password hashing cost", () => {
  it('is 2^14 unless lowered to a power of two from 2^10; nothing raises it, anything else is ignored', () => {
    expect(scryptCost(undefined)).toBe(16384);
    for (const lowered of ['1024', '2048', '8192', '16384']) expect(scryptCost(lowered)).toBe(Number(lowered));
    for (const ignored of ['', '512', '1000', '32768', '1048576', '1024.0', '0x400', ' 1024', '-1024', 'cheap']) {
      expect([ignored, scryptCost(ignored)]).toEqual([ignored, 16384]);
    }
  });

  it('hashes at the cost its tests ask for, and reads a hash of any cost by the cost it names', async () => {
    const stored = await hashPassword('Tapway-2026');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    const atFullCost = stored.replace('scrypt$1024$', 'scrypt$16384$');
    expect(await verifyPassword('Tapway-2026', stored)).toBe(true);
    expect(await verifyPassword('Tapway-2027', stored)).toBe(false);
    // The same salt and hash read at 2^14 are another password's: the cost is part of what is compared.
    expect(await verifyPassword('Tapway-2026', atFullCost)).toBe(false);
  });
});
