/** The history state the deletion request leaves for the confirm page: a code was just sent. */
export const CODE_SENT = { deletionCodeSent: true } as const;

/** Whether the confirm page was reached right after a code was sent (not opened directly). */
export const codeWasSent = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { deletionCodeSent?: unknown }).deletionCodeSent === true;
