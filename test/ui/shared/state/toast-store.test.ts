import { describe, expect, it } from 'vitest';
import { createToastStore } from '../../../../src/ui/shared/state/toast-store';

describe('the toast store', () => {
  it('places toasts top right below the navbar, which is 5rem at most, so they never cover the user menu', () => {
    const { placement, offsets } = createToastStore().attrs;
    expect(placement).toBe('top-end');
    const top = typeof offsets === 'string' ? offsets : offsets.top;
    expect(top).toMatch(/rem$/);
    expect(parseFloat(top)).toBeGreaterThan(5);
  });
});
