import { describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../../src/core/shared/service-failure';
import { anOperator } from '../../../support/builders/operator-builder';
import { aTestOperator, renderPortal } from '../../../support/render';
import { GIULIA, MARCO } from '../../support/mail-links';

const CHECK_FIELDS = 'Check that you have entered all the fields correctly';

const SCREENS = {
  resend: {
    path: '/resend_confirmation_email',
    title: 'Resend confirmation e-mail',
    submit: 'Send the e-mail',
    mail: 'confirm',
  },
  forgot: { path: '/forgot_password', title: 'Password forgotten', submit: 'Send the link', mail: 'reset' },
} as const;

async function request(kind: keyof typeof SCREENS, email: string, options: { sentEmailIfExists?: boolean } = {}) {
  const gateway = anOperator().withDemoRiders().build();
  const operator = aTestOperator({ sentEmailIfExists: options.sentEmailIfExists ?? true });
  const portal = await renderPortal({ path: SCREENS[kind].path, gateway, operator });
  await portal.findByRole('heading', { level: 1, name: SCREENS[kind].title });
  await portal.ui.paste('Email', email);
  await portal.ui.click(SCREENS[kind].submit);
  return { ...portal, gateway };
}

/** The error on the field; the "check the fields" toast only for a validation, never for the operator's answer about the account. */
async function expectEmailError(
  portal: Awaited<ReturnType<typeof request>>,
  message: string,
  { validation = false } = {},
) {
  expect(await portal.findByText(message)).toBeInTheDocument();
  expect(portal.getByLabelText('Email')).toHaveAccessibleDescription(message);
  // The toaster loads with its first toast: wait for it when one is due.
  if (validation) expect(await portal.findAllByText(CHECK_FIELDS)).toHaveLength(1);
  else expect(portal.queryAllByText(CHECK_FIELDS)).toHaveLength(0);
}

describe.each([
  ['resend', MARCO],
  ['forgot', GIULIA],
] as const)('%s', (kind, address) => {
  it('sends the e-mail and shows the address it went to (an operator without the neutral notice)', async () => {
    const portal = await request(kind, address, { sentEmailIfExists: false });
    expect(await portal.findByRole('heading', { level: 1, name: 'E-mail sent' })).toBeInTheDocument();
    expect(portal.ui.path()).toBe('/sent_email/succeeded');
    expect(portal.router()?.state.location.search).toBe(`?sent_to=${encodeURIComponent(address)}`);
    expect(portal.getByText(address)).toBeInTheDocument();
    expect(portal.gateway.outbox.to(address).map((mail) => mail.kind)).toEqual([SCREENS[kind].mail]);
  });

  it('ends a known and an unknown address on the same neutral notice where the operator wants it', async () => {
    const known = await request(kind, address);
    expect(await known.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
    expect(known.ui.path()).toBe('/sent_email/if_exists');
    expect(known.gateway.outbox.to(address).map((mail) => mail.kind)).toEqual([SCREENS[kind].mail]);
  });

  it('answers an unknown address with the neutral notice where the operator wants it', async () => {
    const portal = await request(kind, 'nobody@example.com');
    expect(await portal.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
    expect(portal.ui.path()).toBe('/sent_email/if_exists');
    expect(
      portal.getByText('If an account exists for this address, we have sent an e-mail to it:'),
    ).toBeInTheDocument();
    expect(portal.getByText('nobody@example.com')).toBeInTheDocument();
  });

  it('leaves no dead end: the error offers the way on', async () => {
    const stuck = kind === 'resend' ? 'giulia.rossi@example.com' : 'marco.bianchi@example.com';
    const portal = await request(kind, stuck);
    const [message, way, to] =
      kind === 'resend'
        ? ['Email already confirmed', 'Log in', '/']
        : ['Unconfirmed email', 'Send the confirmation e-mail again', '/resend_confirmation_email'];
    await expectEmailError(portal, message);
    expect(portal.getByRole('link', { name: way })).toHaveAttribute('href', to);
  });

  it("answers an unknown address inline where the operator doesn't", async () => {
    const portal = await request(kind, 'nobody@example.com', { sentEmailIfExists: false });
    await expectEmailError(portal, "Account doesn't exists");
  });

  // An address that is not one: the test below, which also clears the error.
  it('answers an empty address with the required message', async () => {
    const portal = await request(kind, '');
    await expectEmailError(portal, '* Required', { validation: true });
  });

  it('tells the rider when the bot protection refused the request, without the toast', async () => {
    const gateway = anOperator().withDemoRiders().build();
    const method = kind === 'resend' ? 'requestEmailConfirmation' : 'requestPasswordReset';
    gateway.scriptNext(method, { kind: 'invalid', errors: { captcha: 'invalid' } });
    const portal = await renderPortal({ path: SCREENS[kind].path, gateway });
    await portal.ui.paste('Email', address);
    await portal.ui.click(SCREENS[kind].submit);
    const message = await portal.findByText('We could not verify that you are not a robot. Please try again.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(portal.queryByText(CHECK_FIELDS)).not.toBeInTheDocument();
  });

  it('says "Too many attempts, try again in N min." on the form when the operator throttles the mails', async () => {
    const gateway = anOperator().withDemoRiders().build();
    const method = kind === 'resend' ? 'requestEmailConfirmation' : 'requestPasswordReset';
    gateway.scriptNext(method, new ServiceFailure('too-many-attempts', 'Too many attempts', 300));
    const portal = await renderPortal({ path: SCREENS[kind].path, gateway });
    await portal.ui.paste('Email', address);
    await portal.ui.click(SCREENS[kind].submit);
    expect(await portal.findByText('Too many attempts, try again in 5 min.')).toBeInTheDocument();
    expect(portal.ui.path()).toBe(SCREENS[kind].path);
    expect(portal.gateway.outbox.to(address)).toHaveLength(0);
  });

  it('clears the error when the address is edited, and every error when a language is chosen', async () => {
    const portal = await request(kind, 'not-an-address');
    await expectEmailError(portal, 'Invalid email', { validation: true });
    await portal.user.type(portal.getByLabelText('Email'), 'x');
    expect(portal.queryByText('Invalid email')).not.toBeInTheDocument();
    await portal.ui.click(SCREENS[kind].submit);
    await expectEmailError(portal, 'Invalid email', { validation: true });
    await portal.ui.selectLanguage('Français');
    await portal.findByLabelText('E-mail');
    expect(portal.queryByText('E-mail non valide')).not.toBeInTheDocument();
  });
});

describe('Sent-email notices', () => {
  it('show the address as text, and read well without one', async () => {
    const portal = await renderPortal({ path: '/' });
    await portal.findByRole('heading', { level: 1, name: 'Log in' });
    // One portal, moved from notice to notice: each heading and address is the new page's.
    for (const [path, title, address] of [
      ['/sign/up/succeeded?sent_to=a%3Cb%3E%40example.com', 'Sign-up completed', 'a<b>@example.com'],
      ['/sent_email/succeeded?sent_to=luca%40example.com', 'E-mail sent', 'luca@example.com'],
      ['/sent_email/if_exists?sent_to=nobody%40example.com', 'Check your inbox', 'nobody@example.com'],
    ] as const) {
      await portal.router()?.navigate(path);
      expect(await portal.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(portal.getByText(address)).toBeInTheDocument();
      expect(portal.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/');
    }
    expect(portal.queryByText('the address you entered')).not.toBeInTheDocument();
    await portal.router()?.navigate('/sent_email/succeeded');
    expect(await portal.findByText('the address you entered')).toBeInTheDocument();
  });
});
