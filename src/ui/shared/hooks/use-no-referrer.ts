import { useLayoutEffect } from 'react';

/**
 * While the screen is shown, the document sends no referrer (spec "Tokens in URLs"): a page
 * whose address held a one-time token must not hand it to anything it loads or links to. A layout
 * effect: set before the screen paints, and put back in the same commit that replaces the screen.
 */
export function useNoReferrer(): void {
  useLayoutEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="referrer"]');
    const meta =
      existing ?? document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'referrer' }));
    const previous = existing?.content;
    meta.content = 'no-referrer';
    return () => {
      if (previous === undefined) meta.remove();
      else meta.content = previous;
    };
  }, []);
}
