import { Button, Spinner, type ButtonProps } from '@chakra-ui/react';
import type { MouseEvent } from 'react';

export interface BusyButtonProps extends ButtonProps {
  /** Its work is under way: it says so and does nothing more until done, but keeps the focus. */
  readonly busy: boolean;
  /** What it says while busy; its own text otherwise. */
  readonly busyText?: string;
}

/**
 * A button that starts work and stays where the rider is while it runs: busy, it is `aria-disabled` and `aria-busy`
 * and ignores presses, but is never `disabled` — a disabled button drops the keyboard focus to the page's body.
 */
export function BusyButton({ busy, busyText, children, onClick, ...rest }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Button
      {...rest}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      aria-busy={busy || undefined}
      onClick={press}
    >
      {busy ? (
        <>
          <Spinner size="sm" aria-hidden="true" />
          {busyText ?? children}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
