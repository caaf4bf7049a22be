import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Focuses the element once it is in the document (a lazily loaded layout may bring it later). */
function focusWhenPresent(id: string): () => void {
  const focus = () => {
    const element = document.getElementById(id);
    element?.focus({ preventScroll: true });
    return element !== null;
  };
  if (focus()) return () => {};
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(() => observer.disconnect(), 5000);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * After a navigation (not on the first page load), moves focus to the main landmark so that
 * keyboard and screen-reader users start at the new page's content, as after a page load.
 */
export function useFocusMainOnNavigate(mainId: string): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0 });
    return focusWhenPresent(mainId);
  }, [pathname, mainId]);
}
