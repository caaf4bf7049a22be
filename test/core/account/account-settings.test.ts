import { describe, expect, it } from 'vitest';
import { InMemoryAccountSettings } from '../../../src/adapters/in-memory/account/in-memory-account-settings';
import { InMemoryOperator } from '../../../src/adapters/in-memory/account/in-memory-operator';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { ChangePassword } from '../../../src/core/account/change-password';
import { ConfirmAccountDeletion, RequestAccountDeletion } from '../../../src/core/account/delete-account';
import { EditAccount } from '../../../src/core/account/edit-account';
import { StoredSession } from '../../../src/core/session/stored-session';

function setUp() {
  const operator = new InMemoryOperator();
  const luca = operator.addRider({
    email: 'luca.verdi@example.com',
    name: 'Luca',
    surname: 'Verdi',
    language: 'en',
    password: 'Tapway-2026',
  });
  const session = new StoredSession(new InMemoryStorage());
  session.saveAccount(luca);
  const settings = new InMemoryAccountSettings(operator, session);
  return {
    operator,
    luca,
    session,
    settings,
    edit: new EditAccount(settings, session),
    changePassword: new ChangePassword(settings, session),
    request: new RequestAccountDeletion(settings, session),
    confirm: new ConfirmAccountDeletion(settings, session),
  };
}

describe('EditAccount', () => {
  it("saves the changes and makes the new account the session's, its language too", async () => {
    const { edit, session } = setUp();
    expect(await edit.execute({ name: ' Luca Maria ', surname: 'Verdi', language: 'fr' })).toMatchObject({
      kind: 'saved',
      account: { name: 'Luca Maria', language: 'fr' },
    });
    expect(session.account()).toMatchObject({ name: 'Luca Maria', language: 'fr' });
    expect(session.language()).toBe('fr');
  });

  it('answers field errors and keeps the session as it was', async () => {
    const { edit, session } = setUp();
    expect(await edit.execute({ name: '', surname: ' ', language: 'xx' })).toEqual({
      kind: 'invalid',
      errors: { name: 'required', surname: 'required', language: 'notSupported' },
    });
    expect(session.account()?.name).toBe('Luca');
  });
});

describe('ChangePassword', () => {
  it('changes it with the right current password; the new one signs in', async () => {
    const { changePassword, operator } = setUp();
    expect(
      await changePassword.execute({ current: 'Tapway-2026', next: 'Tapway-2027', confirm: 'Tapway-2027' }),
    ).toEqual({ kind: 'changed' });
    expect(await operator.login({ email: 'luca.verdi@example.com', password: 'Tapway-2027' })).toMatchObject({
      kind: 'signed-in',
    });
  });

  it('answers invalid, weak, notMatch and required on their fields', async () => {
    const { changePassword } = setUp();
    expect(await changePassword.execute({ current: 'nope-1234', next: 'Tapway-2027', confirm: 'Tapway-2027' })).toEqual(
      { kind: 'invalid', errors: { current: 'invalid' } },
    );
    expect(await changePassword.execute({ current: 'Tapway-2026', next: 'short', confirm: 'other' })).toEqual({
      kind: 'invalid',
      errors: { next: 'weak', confirm: 'notMatch' },
    });
    expect(await changePassword.execute({ current: '', next: '', confirm: '' })).toEqual({
      kind: 'invalid',
      errors: { current: 'required', next: 'required', confirm: 'required' },
    });
  });

  it('says a rider who signs in through a provider only has no password to change', async () => {
    const { operator, session, changePassword } = setUp();
    session.saveAccount(operator.addRider({ email: 'sara.galli@example.com', googleId: 'g-1', password: null }));
    expect(await changePassword.execute({ current: 'x', next: 'Tapway-2027', confirm: 'Tapway-2027' })).toEqual({
      kind: 'no-password',
    });
  });
});

describe('Account deletion', () => {
  it('deletes the account with the e-mailed code', async () => {
    const { request, confirm, settings, operator, luca } = setUp();
    await request.execute();
    expect(await confirm.execute(` ${settings.codeOf(luca.id)} `)).toEqual({ kind: 'deleted' });
    expect(operator.riders.byId(luca.id)).toBeUndefined();
  });

  it("answers 'Invalid OTP' to a wrong code and voids the code after 5 tries; checks the code's shape first", async () => {
    const { request, confirm, settings, luca } = setUp();
    await request.execute();
    const code = settings.codeOf(luca.id)!;
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await confirm.execute('000000')).toEqual({ kind: 'invalid-code' });
    expect(await confirm.execute(code)).toEqual({ kind: 'invalid-code' });
    expect(await confirm.execute('')).toEqual({ kind: 'invalid', errors: { code: 'required' } });
    expect(await confirm.execute('12ab')).toEqual({ kind: 'invalid', errors: { code: 'invalid' } });
  });
});
