import * as React from 'react';

/**
 * React's development build captures a stack (an `Error`, ten frames) for every element it creates, so that a
 * warning can name the component that rendered the culprit — up to 10,000 a second, then it stops and calls the
 * owner "unknown" (`recentlyCreatedOwnerStacks`, reset by each render after a second). A rendered portal creates
 * thousands of elements, and capturing their stacks was a twentieth of the UI tests' CPU for stacks nobody reads:
 * no test asserts on a warning's owner stack. This holds the count at React's limit, so React takes the path it
 * takes under load; its warnings still print, their component stacks without the owners' source lines.
 */
export function skipReactOwnerStacks(): void {
  const internals = (React as unknown as Record<string, object>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 10_000,
    set: () => {},
  });
}
