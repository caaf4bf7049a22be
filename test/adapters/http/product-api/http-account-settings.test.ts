import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../../src/adapters/http/client/create-http-client';
import { HttpAccountSettings } from '../../../../src/adapters/http/product-api/http-account-settings';
import type { AccountCipher } from '../../../../src/adapters/http/product-api/account-dto';
import { setUpTestServer } from '../../../support/msw/test-server';

const API = 'http://operator.test/api';
const server = setUpTestServer();
const plain: AccountCipher = { decrypt: async () => null };
const settings = new HttpAccountSettings(
  createHttpClient({ baseURL: API, timeoutMs: 1000, retry: { sleep: async () => {} } }),
  plain,
);
const account = {
  id: 4,
  name: 'Luca Maria',
  surname: 'Verdi',
  email: 'luca.verdi@example.com',
  language: 'fr',
  locales_id: 'fr-FR',
};

function answering(path: string, answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('HttpAccountSettings', () => {
  it('edits with {account:{id, name, surname, language}} and reads the new account', async () => {
    const bodies = answering('/edit', () => HttpResponse.json({ account }));
    expect(await settings.edit({ id: 4, name: 'Luca Maria', surname: 'Verdi', language: 'fr' })).toMatchObject({
      kind: 'saved',
      account: { id: 4, name: 'Luca Maria', localesId: 'fr-FR' },
    });
    expect(bodies).toEqual([{ account: { id: 4, name: 'Luca Maria', surname: 'Verdi', language: 'fr' } }]);
  });

  it('maps the edit errors onto the form fields', async () => {
    answering('/edit', () =>
      HttpResponse.json({
        errors: [
          { path: 'account.name', msg: 'required' },
          { path: 'account.language', msg: 'notSupported' },
        ],
      }),
    );
    expect(await settings.edit({ id: 4, name: '', surname: 'Verdi', language: 'xx' })).toEqual({
      kind: 'invalid',
      errors: { name: 'required', language: 'notSupported' },
    });
  });

  it('changes the password with its body; reads its errors and the provider-only answer', async () => {
    const bodies = answering('/change_password', () => HttpResponse.json({ changed: true }));
    expect(await settings.changePassword({ accountId: 4, current: 'a', next: 'b', confirm: 'c' })).toEqual({
      kind: 'changed',
    });
    expect(bodies).toEqual([{ id: 4, password: 'a', new_password: 'b', confirm_new_password: 'c' }]);
    answering('/change_password', () =>
      HttpResponse.json({
        errors: [
          { path: 'password', msg: 'invalid' },
          { path: 'confirm_new_password', msg: 'notMatch' },
        ],
      }),
    );
    expect(await settings.changePassword({ accountId: 4, current: 'a', next: 'b', confirm: 'c' })).toEqual({
      kind: 'invalid',
      errors: { current: 'invalid', confirm: 'notMatch' },
    });
    answering('/change_password', () => HttpResponse.json({ errors: [{ path: 'password', msg: 'noPassword' }] }));
    expect(await settings.changePassword({ accountId: 4, current: 'a', next: 'b', confirm: 'c' })).toEqual({
      kind: 'no-password',
    });
  });

  it("requests a deletion code with {id}, and reads the confirmation's answers", async () => {
    const requests = answering('/deletion_request', () => HttpResponse.json({ sent: true }));
    await settings.requestDeletion(4);
    expect(requests).toEqual([{ id: 4 }]);
    const confirms = answering('/deletion_confirm', () => HttpResponse.json('Invalid OTP'));
    expect(await settings.confirmDeletion(4, '123456')).toEqual({ kind: 'invalid-code' });
    expect(confirms).toEqual([{ id: 4, OTP: '123456' }]);
    answering('/deletion_confirm', () => HttpResponse.json({ deleted: true }));
    expect(await settings.confirmDeletion(4, '123456')).toEqual({ kind: 'deleted' });
  });

  it('reads 403 as forbidden, and an answer it does not know as malformed', async () => {
    answering('/deletion_request', () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 }));
    await expect(settings.requestDeletion(4)).rejects.toMatchObject({ kind: 'forbidden' });
    answering('/deletion_confirm', () => HttpResponse.json({ ok: 1 }));
    await expect(settings.confirmDeletion(4, '123456')).rejects.toMatchObject({ kind: 'malformed' });
  });
});
