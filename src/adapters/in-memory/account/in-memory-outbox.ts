export type MailKind = 'confirm' | 'reset';

/** An e-mail the operator sent, with its one action link. */
export interface SentMail {
  readonly to: string;
  readonly kind: MailKind;
  readonly links: readonly string[];
  readonly code: string | null;
}

const PATHS: Readonly<Record<MailKind, string>> = {
  confirm: '/email/confirmation_in_progress',
  reset: '/forgot_password/request_in_progress',
};

/** The e-mails the in-memory operator sends, newest first per address (like the sandbox's). */
export class InMemoryOutbox {
  private readonly mails: SentMail[] = [];

  constructor(private readonly portalUrl = 'http://portal.test') {}

  send(to: string, kind: MailKind, token: string): SentMail {
    const link = `${this.portalUrl}${PATHS[kind]}?token=${encodeURIComponent(token)}`;
    const mail: SentMail = { to, kind, links: [link], code: null };
    this.mails.unshift(mail);
    return mail;
  }

  to(address: string): SentMail[] {
    return this.mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
  }
}
