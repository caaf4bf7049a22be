import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Approached, type Nearness } from './near-screen';
import { whenIdle } from './when-idle';

/** How far from the screen (px) a place counts as near, and a rider's focus from it: its code and reads start then. */
export const NEAR_SCREEN_PX = 200;

const canObserve = () => typeof IntersectionObserver === 'function';

/**
 * What a first screen does not show (a piece below the fold), rendered once its place nears the screen — or
 * a rider's focus nears it (a keyboard moving through the page) —, so that its code and its reads wait until then;
 * at once where the browser cannot tell (no IntersectionObserver). Once shown, it stays.
 */
export function WhenNearScreen({ children, margin = NEAR_SCREEN_PX }: { children: ReactNode; margin?: number }) {
  const [near, setNear] = useState<Nearness | null>(() => (canObserve() ? null : 'at-first'));
  // The first word stands: an observer's answer that comes after the focus's changes nothing.
  const onNear = useCallback((nearness: Nearness) => setNear((known) => known ?? nearness), []);
  if (!near) return <Place margin={margin} onNear={onNear} />;
  return <Approached.Provider value={near === 'approached'}>{children}</Approached.Provider>;
}

/**
 * The place, empty, watched. It takes no room: a zero-height item in a column still brings its gap, which a negative
 * margin of the gap's size takes back — the page around it lays out as it would without it.
 */
function Place({ margin, onNear }: { margin: number; onNear: (near: Nearness) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const place = ref.current;
    const parent = place?.parentElement;
    if (!place || !parent) return;
    const { display, flexDirection, rowGap } = getComputedStyle(parent);
    if (display.endsWith('flex') && flexDirection.startsWith('column') && rowGap.endsWith('px'))
      place.style.marginTop = `-${rowGap}`;
  }, []);
  useEffect(() => {
    const place = ref.current;
    if (!place) return;
    // Near once the browser is idle and the place still is: the pieces above it, drawn after the page's first answers,
    // may push it down meanwhile (the dashboard's weekly caps and cases on a wide screen).
    let near = false;
    let far = false;
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.at(-1)?.isIntersecting ?? near;
        far ||= !near;
        if (near) void whenIdle().then(() => near && onNear(far ? 'approached' : 'at-first'));
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(place);
    // A control the rider's keyboard reaches, not the page's main that a navigation focuses (it holds the place).
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof Element && !target.contains(place) && within(target, place, margin)) onNear('approached');
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocus);
    };
  }, [margin, onNear]);
  return <div ref={ref} aria-hidden="true" data-near-screen="" style={{ height: 0 }} />;
}

/** Whether `target` is within `margin` px of `place`, up or down the page. */
function within(target: Element, place: Element, margin: number): boolean {
  const a = target.getBoundingClientRect();
  const b = place.getBoundingClientRect();
  return a.top - margin <= b.bottom && b.top <= a.bottom + margin;
}
