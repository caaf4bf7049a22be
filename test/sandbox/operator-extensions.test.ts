import { describe, expect, it } from 'vitest';
import { OPERATOR_EXTENSIONS } from '../../src/core/shared/operator';
import { SANDBOX_EXTENSIONS, extensionsFrom } from '../../sandbox/operators/extensions.mjs';

describe('the extensions the sandbox offers', () => {
  it('the sandbox offers exactly the extensions the portal knows, all unless told otherwise', () => {
    expect([...SANDBOX_EXTENSIONS]).toEqual([...OPERATOR_EXTENSIONS]);
    expect(extensionsFrom(undefined)).toEqual(SANDBOX_EXTENSIONS);
    expect(extensionsFrom('none')).toEqual([]);
    expect(extensionsFrom('claims, fareCaps')).toEqual(['fareCaps', 'claims']);
  });
});
