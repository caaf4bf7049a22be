import { describe, expect, it } from 'vitest';
import { PATHS, type PageName } from '../../../src/ui/shared/paths';
import { FEATURE_ROUTES } from '../../../src/ui/shell/routes/feature-routes';

describe("the features' routes, as the shell assembles them", () => {
  it('serve every page of the portal exactly once', () => {
    const pages = FEATURE_ROUTES.map((route) => route.page).sort();
    expect(pages).toEqual((Object.keys(PATHS) as PageName[]).sort());
  });

  it('keep the public pages public and the rider area protected', () => {
    for (const route of FEATURE_ROUTES) {
      const path = PATHS[route.page];
      const expected =
        path === '/privacy' || path === '/accessibility'
          ? 'any'
          : path.startsWith('/dashboard')
            ? 'protected'
            : 'public';
      expect({ path, access: route.access }).toEqual({ path, access: expected });
    }
  });
});
