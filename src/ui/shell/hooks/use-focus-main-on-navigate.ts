import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Focuses the element once it is in the document (a lazily loaded layout may bring it later), and
 * again when a new layout replaces it while focus is still nowhere else: the signed-in layout
 * arrives after the public one's main had the focus.
 */
function focusWhenPresent(id: string): () => void {
  let focused: HTMLElement | null = null;
  const focus = () => {
    const element = document.getElementById(id);
    if (!element || element === focused) return;
    const lost = focused === null || !focused.isConnected;
    const elsewhere =
      document.activeElement !== null && document.activeElement !== document.body && document.activeElement !== focused;
    if (!lost || (focused !== null && elsewhere)) return;
    element.focus({ preventScroll: true });
    focused = element;
  };
  focus();
  const observer = new MutationObserver(focus);
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
