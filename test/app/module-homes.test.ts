import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../support/import-graph';

/** The files of `root` that load something outside it, other than what `allowed` starts with. */
function reachingOut(root: string, allowed: string[]): string[] {
  return [...importGraph(root)].flatMap(([file, targets]) =>
    targets
      .filter((target) => target.startsWith('../') && !allowed.some((prefix) => target.startsWith(prefix)))
      .map((target) => `${file} → ${target}`),
  );
}

describe('where the modules live (ADR-0011)', () => {
  it("src depends on the operator's published rules, never on the stand-in server or the build scripts", () => {
    expect(reachingOut('src', ['../contract/'])).toEqual([]);
  }, 30_000);

  it('the published rules depend on nothing', () => {
    expect(reachingOut('contract', [])).toEqual([]);
  });

  it.skipIf(!existsSync('sandbox'))(
    'the sandbox depends on the published rules only, not on the build scripts',
    () => {
      expect(reachingOut('sandbox', ['../contract/'])).toEqual([]);
    },
    30_000,
  );
});
