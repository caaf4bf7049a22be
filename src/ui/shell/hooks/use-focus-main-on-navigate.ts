import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Whether the focus is in a modal dialog (the error modal): taking it away would close the dialog. */
const inModal = (element: Element | null) =>
  element?.closest('[role="dialog"][aria-modal="true"], [role="alertdialog"]') != null;

/**
 * Focuses the element once it is in the document (a lazily loaded layout may bring it later), and
 * again when a new layout replaces it while focus is still nowhere else: the signed-in layout
 * arrives after the public one's main had the focus. Never while a modal dialog holds the focus: a session that ended
 * says so in the error modal as the rider is taken to the login page, and the message stays until the rider closes it
 * (the main is focused then, if it is still within the few seconds after the navigation).
 */
function focusWhenPresent(id: string): () => void {
  let focused: HTMLElement | null = null;
  const focus = () => {
    const element = document.getElementById(id);
    if (!element || element === focused || inModal(document.activeElement)) return;
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
