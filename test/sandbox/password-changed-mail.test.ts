import { describe, expect, it } from 'vitest';
import { passwordChangedMail } from '../../sandbox/api/password-changed-mail.mjs';

const LINKS = {
  page: 'https://portal.example/dashboard/account',
  unsubscribe: 'https://portal.example/api/alerts/unsubscribe?token=t',
};

describe('the password-changed mail', () => {
  it('is written in each of the four languages, greets the rider and names the operator', () => {
    const mails = ['en', 'it', 'fr', 'de'].map((language) =>
      passwordChangedMail({ language, name: 'Ana <b>', operator: 'Metro', ...LINKS }),
    );
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(4);
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Metro ?:/);
      expect(mail.text).toMatch(/^Ana <b>,\n\n/);
      expect(mail.html).toContain('Ana &lt;b&gt;,');
      // The account page and the signed link that stops these mails (alerts).
      expect(mail).toMatchObject({ links: [LINKS.page, LINKS.unsubscribe], code: null });
    }
  });

  it('falls back to English for a language it does not know', () => {
    expect(passwordChangedMail({ language: 'xx', name: 'A', operator: 'Metro', ...LINKS }).subject).toBe(
      'Metro: your password was changed',
    );
  });
});
