import { describe, expect, it } from 'vitest';
import type { AccountSettings } from '../../../src/core/account/account-settings';
import { isServiceFailure } from '../../../src/core/shared/service-failure';

export interface AccountSettingsHarness {
  readonly settings: AccountSettings;
  /** Signs the rider in (password Tapway-2026): the calls that follow are theirs. Answers the account id. */
  signInAs(email: string): Promise<number>;
  /** The code the last deletion request sent to the address. */
  deletionCode(email: string): Promise<string>;
}

const LUCA = 'luca.verdi@example.com';
const GIULIA = 'giulia.rossi@example.com';
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/** What every AccountSettings must do (docs/behaviour/operator-contract.md#account-area, docs/contracts.md). */
export function accountSettingsContract(name: string, setUp: () => Promise<AccountSettingsHarness>) {
  describe(`AccountSettings contract: ${name}`, () => {
    it('edits the name, surname and language, answering the new account; refuses empty names and foreign ids', async () => {
      const harness = await setUp();
      const id = await harness.signInAs(LUCA);
      expect(await harness.settings.edit({ id, name: 'Luca Maria', surname: 'Verdi', language: 'fr' })).toMatchObject({
        kind: 'saved',
        account: { id, name: 'Luca Maria', language: 'fr' },
      });
      expect(await harness.settings.edit({ id, name: '', surname: 'Verdi', language: 'xx' })).toEqual({
        kind: 'invalid',
        errors: { name: 'required', language: 'notSupported' },
      });
      expect(await harness.settings.edit({ id, name: 'Luca', surname: '\u200b\u200e\u202a', language: 'fr' })).toEqual({
        kind: 'invalid',
        errors: { surname: 'required' },
      });
      const giulia = await harness.signInAs(GIULIA);
      await harness.signInAs(LUCA);
      const foreign = await failureOf(harness.settings.edit({ id: giulia, name: 'X', surname: 'Y', language: 'en' }));
      expect(isServiceFailure(foreign) && foreign.kind).toBe('forbidden');
    });

    it('changes the password with the current one, and answers invalid, weak and notMatch', async () => {
      const harness = await setUp();
      const accountId = await harness.signInAs(LUCA);
      expect(
        await harness.settings.changePassword({
          accountId,
          current: 'Wrong-pass-1',
          next: 'Tapway-2027',
          confirm: 'Tapway-2027',
        }),
      ).toEqual({ kind: 'invalid', errors: { current: 'invalid' } });
      expect(
        await harness.settings.changePassword({ accountId, current: 'Tapway-2026', next: 'short', confirm: 'other' }),
      ).toEqual({ kind: 'invalid', errors: { next: 'weak', confirm: 'notMatch' } });
      expect(
        await harness.settings.changePassword({
          accountId,
          current: 'Tapway-2026',
          next: 'Tapway-2027',
          confirm: 'Tapway-2027',
        }),
      ).toEqual({ kind: 'changed' });
    });

    it('deletes the account with the e-mailed code after a wrong one', async () => {
      const harness = await setUp();
      const accountId = await harness.signInAs(LUCA);
      await harness.settings.requestDeletion(accountId);
      const code = await harness.deletionCode(LUCA);
      expect(await harness.settings.confirmDeletion(accountId, code === '000000' ? '111111' : '000000')).toEqual({
        kind: 'invalid-code',
      });
      expect(await harness.settings.confirmDeletion(accountId, code)).toEqual({ kind: 'deleted' });
    });
  });
}
