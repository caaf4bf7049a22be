import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after a navigation the new page keeps the focus it was given, unless the rider moves it. */
const SETTLING_MS = 5000;

/** Whether the focus is in a modal dialog (the error modal): taking it away would close the dialog. */
const inModal = (element: Element | null) =>
  element?.closest('[role="dialog"][aria-modal="true"], [role="alertdialog"]') != null;

/**
 * Focuses the element once it is in the document (a lazily loaded layout may bring it later), and again while the
 * page settles if the focus is lost: a new layout replaces the one whose main had it (the signed-in layout after the
 * public one), or the control that was used goes away (the user menu's item unmounts as its menu closes) and the
 * focus falls to the body. A focus the rider moved elsewhere, or a click, ends it. Never while a modal dialog holds
 * the focus: a session that ended says so in the error modal as the rider is taken to the login page, and the message
 * stays until the rider closes it.
 */
function focusWhenPresent(id: string): () => void {
  let placed: HTMLElement | null = null;
  const place = () => {
    const element = document.getElementById(id);
    if (!element || inModal(document.activeElement)) return;
    const active = document.activeElement;
    // A menu whose item navigated hands the focus back to its trigger as it closes: that is no place the rider chose.
    const handedBack = active?.matches('[data-scope="menu"][data-part="trigger"]') ?? false;
    const lost = active === null || active === document.body || !active.isConnected || handedBack;
    const replaced = placed !== null && placed !== element && active === placed;
    if (placed !== null && !lost && !replaced) return;
    element.focus({ preventScroll: true });
    placed = element;
  };
  // The focus leaves an element before the next one has it: look once the move is over.
  const onFocusOut = () => queueMicrotask(place);
  place();
  const observer = new MutationObserver(place);
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusout', onFocusOut);
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusout', onFocusOut);
    document.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('keydown', stop, true);
    clearTimeout(timer);
  };
  document.addEventListener('pointerdown', stop, true);
  // A key the rider presses (Tab, Shift+Tab) moves the focus on purpose: while the focus moves, the page has none for
  // a moment, and taking it back then would hold the keyboard on main until the page settles.
  document.addEventListener('keydown', stop, true);
  const timer = setTimeout(stop, SETTLING_MS);
  return stop;
}

/**
 * After a navigation to another page (not on the first page load, nor when only the query changes), moves focus to
 * the main landmark so that keyboard and screen-reader users start at the new page's content, as after a page load.
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
