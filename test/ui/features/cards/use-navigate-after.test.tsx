import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESULT_REDIRECT_MS } from '../../../../src/ui/features/cards/use-card-registration-return';
import { useNavigateAfter } from '../../../../src/ui/features/cards/use-navigate-after';

function Result({ active }: { active: boolean }) {
  useNavigateAfter(active, RESULT_REDIRECT_MS, '/cards');
  return <p>result</p>;
}

function Leaving() {
  const [shown, setShown] = useState(true);
  return shown ? (
    <button onClick={() => setShown(false)}>
      <Result active />
    </button>
  ) : (
    <p>left</p>
  );
}

const at = (element: React.ReactNode) => {
  const router = createMemoryRouter(
    [
      { path: '/add', element },
      { path: '/cards', element: <p>cards</p> },
    ],
    { initialEntries: ['/add'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the result redirect (after 2500 ms, the card list)', () => {
  it('goes to the card list 2500 ms after the result, not before', () => {
    const router = at(<Result active />);
    act(() => vi.advanceTimersByTime(2499));
    expect(router.state.location.pathname).toBe('/add');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/cards');
  });

  it('waits while there is no result to show', () => {
    const router = at(<Result active={false} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(router.state.location.pathname).toBe('/add');
  });

  it('is cancelled when the result goes away first', () => {
    const router = at(<Leaving />);
    act(() => router.state.location && (document.querySelector('button') as HTMLButtonElement).click());
    act(() => vi.advanceTimersByTime(10_000));
    expect(router.state.location.pathname).toBe('/add');
  });
});
