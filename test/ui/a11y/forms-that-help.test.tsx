import { describe, expect, it } from 'vitest';
import { anAccount } from '../../support/builders/account-builder';
import { anOperator, aRider, DEMO_PASSWORD } from '../../support/builders/operator-builder';
import { renderPortal } from '../../support/render';

describe('Forms that help the rider fill them in', () => {
  it('lets the browser fill the date of birth and the languages', async () => {
    const portal = await renderPortal({ path: '/sign/up' });
    expect(await portal.findByLabelText('Date of birth')).toHaveAttribute('autocomplete', 'bday');
    expect(portal.getByLabelText('Account language')).toHaveAttribute('autocomplete', 'language');
    expect(portal.getByLabelText('Language')).toHaveAttribute('autocomplete', 'language');
  });

  it('carries the address a login with an unconfirmed address was typed with to the resend form', async () => {
    const gateway = anOperator()
      .withRider(aRider().from(anAccount().withEmail('marco@example.com')).unconfirmed())
      .build();
    const portal = await renderPortal({ gateway });
    await portal.ui.paste('Email', 'marco@example.com');
    await portal.ui.paste('Password', DEMO_PASSWORD);
    await portal.ui.click('Login');
    await portal.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' });
    await portal.user.click(portal.getByRole('link', { name: /send.*again|resend/i }));
    expect(await portal.findByLabelText('Email')).toHaveValue('marco@example.com');
    expect(portal.ui.path()).toBe('/resend_confirmation_email');
    expect(portal.router()?.state.location.search).toBe('');
  });

  it('describes the date picker’s views in the interface language', async () => {
    const portal = await renderPortal({ path: '/sign/up', language: 'it' });
    await portal.user.click(await portal.findByRole('button', { name: 'Apri il calendario' }));
    const calendar = await portal.findByRole('application', { name: 'Calendario' });
    expect(calendar).toHaveAttribute('aria-roledescription', 'selettore di date');
    const described = () => portal.within(calendar).getByRole('grid').getAttribute('aria-roledescription');
    expect(described()).toBe('calendario del decennio');
    expect(portal.within(calendar).getByRole('button', { name: 'Gli anni mostrati' })).toBeInTheDocument();
    await portal.user.click(portal.within(calendar).getAllByText(/^20\d\d$/)[0]!);
    expect(described()).toBe("calendario dell'anno");
    await portal.user.click(portal.within(calendar).getByText(/^gen/i));
    expect(described()).toBe('calendario del mese');
  });
});
