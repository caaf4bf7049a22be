import type { CredentialResponse, IdConfiguration, PromptMomentNotification } from '@react-oauth/google';
import type { GoogleAccountsId } from '../../../../src/adapters/identity/google/google-accounts-id';

type MomentType = 'display' | 'skipped' | 'dismissed';

/** A prompt moment notification as GIS gives it. */
export function moment(type: MomentType, reason?: string): PromptMomentNotification {
  return {
    isDisplayMoment: () => type === 'display',
    isDisplayed: () => type === 'display' && !reason,
    isNotDisplayed: () => type === 'display' && !!reason,
    getNotDisplayedReason: () => reason as ReturnType<PromptMomentNotification['getNotDisplayedReason']>,
    isSkippedMoment: () => type === 'skipped',
    getSkippedReason: () => reason as ReturnType<PromptMomentNotification['getSkippedReason']>,
    isDismissedMoment: () => type === 'dismissed',
    getDismissedReason: () => reason as ReturnType<PromptMomentNotification['getDismissedReason']>,
    getMomentType: () => type,
  };
}

/** `google.accounts.id` played by the test: it prompts, then answers or reports a moment when told. */
export class FakeGis implements GoogleAccountsId {
  config: IdConfiguration | null = null;
  prompts = 0;
  autoSelectDisabled = false;
  private listener: ((notification: PromptMomentNotification) => void) | undefined;

  initialize(config: IdConfiguration): void {
    this.config = config;
  }
  prompt(listener?: (notification: PromptMomentNotification) => void): void {
    this.prompts += 1;
    this.listener = listener;
    listener?.(moment('display'));
  }
  disableAutoSelect(): void {
    this.autoSelectDisabled = true;
  }
  cancel(): void {}

  /** The rider picked an account: GIS reports the dismissal, then calls back with the credential. */
  answer(response: CredentialResponse & { client_id?: string }): void {
    this.listener?.(moment('dismissed', 'credential_returned'));
    this.config?.callback?.(response);
  }
  report(notification: PromptMomentNotification): void {
    this.listener?.(notification);
  }
}
