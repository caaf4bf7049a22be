import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApproached } from '../../../src/ui/shared/near-screen';
import { WhenNearScreen } from '../../../src/ui/shared/when-near-screen';
import { holdIntersections } from '../support/intersections';

function Spending() {
  return <section aria-label="Spending">{useApproached() ? 'Scrolled to' : 'Near from the first'}</section>;
}

/** A piece below the fold, its code loaded on demand (as the spending chart's is): `load` counts the requests. */
function belowTheFold() {
  const load = vi.fn(() => Promise.resolve({ default: Spending }));
  const Piece = lazy(load);
  render(
    <main tabIndex={-1}>
      <button type="button">Open cases</button>
      <WhenNearScreen>
        <Suspense fallback={null}>
          <Piece />
        </Suspense>
      </WhenNearScreen>
    </main>,
  );
  return load;
}

describe('a piece that waits to near the screen (WhenNearScreen)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for its code only once its place nears the screen, then shows it', async () => {
    const screenSide = holdIntersections();
    const load = belowTheFold();
    expect(screenSide.watched()).toBe(1);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Spending' })).toBeNull();

    act(() => screenSide.nearScreen());
    expect(await screen.findByRole('region', { name: 'Spending' })).toHaveTextContent('Scrolled to');
    expect(load).toHaveBeenCalledTimes(1);
    expect(screenSide.watched()).toBe(0);
  });

  it('loads for a keyboard whose focus comes near its place', async () => {
    holdIntersections();
    const load = belowTheFold();
    // The page's main, focused by a navigation, holds the place: that is not near it.
    act(() => screen.getByRole('main').focus());
    expect(load).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Open cases' }).focus());
    expect(await screen.findByRole('region', { name: 'Spending' })).toHaveTextContent('Scrolled to');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows at once where the browser cannot tell what is near (no IntersectionObserver)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    belowTheFold();
    expect(await screen.findByRole('region', { name: 'Spending' })).toHaveTextContent('Near from the first');
  });

  it('tells a piece near from the first that the rider did not come to it (jsdom: all in view)', async () => {
    belowTheFold();
    expect(await screen.findByRole('region', { name: 'Spending' })).toHaveTextContent('Near from the first');
  });
});
