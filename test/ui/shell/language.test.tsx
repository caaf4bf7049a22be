import { describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../src/core/shared/service-failure';
import { anOperator } from '../../support/builders/operator-builder';
import { renderPortal } from '../../support/render';

const optionsOf = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.text);

describe('Languages', () => {
  it('switches the interface language and remembers the choice', async () => {
    const portal = await renderPortal();
    await portal.findByRole('heading', { level: 1, name: 'Log in' });
    await portal.ui.selectLanguage('Deutsch');
    expect(await portal.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(portal.getByLabelText('E-Mail')).toBeInTheDocument();
    expect(portal.getByText('Travel with a tap (de)')).toBeInTheDocument();
    expect(portal.storage.read('session_language')).toBe('de');
  });

  it('clears every field error when a language is selected', async () => {
    const portal = await renderPortal({ gateway: anOperator().build() });
    await portal.ui.click('Login');
    expect(await portal.findAllByText('* Required')).toHaveLength(2);
    await portal.ui.selectLanguage('Italiano');
    await portal.findByRole('heading', { level: 1, name: 'Accedi' });
    expect(portal.queryByText('* Obbligatorio')).not.toBeInTheDocument();
    expect(portal.queryByText('* Required')).not.toBeInTheDocument();
  });

  it("offers the server's languages that the portal ships, named in their own language", async () => {
    const gateway = anOperator()
      .withLanguages({ id: 'fr', name: 'French' }, { id: 'es', name: 'Spanish' }, { id: 'en', name: 'English' })
      .build();
    const portal = await renderPortal({ gateway });
    const select = await portal.findByLabelText('Language');
    await expect.poll(() => optionsOf(select)).toEqual(['Français', 'English']);
  });

  it('keeps the shipped list and shows the error modal when the list cannot be loaded', async () => {
    const gateway = anOperator().build().scriptNext('list', new ServiceFailure('server', 'HTTP 502'));
    const portal = await renderPortal({ gateway });
    expect(await portal.findByRole('dialog')).toHaveTextContent(
      'The server could not complete the request. Please try again later.',
    );
    expect(optionsOf(portal.getByLabelText('Language', { selector: 'select' }))).toEqual([
      'English',
      'Italiano',
      'Français',
      'Deutsch',
    ]);
  });

  it('keeps the shipped list quietly when the network fails (an offline start: docs/adr/0012-offline-reading.md)', async () => {
    const gateway = anOperator().build().scriptNext('list', new ServiceFailure('network', 'Network Error'));
    const portal = await renderPortal({ gateway });
    await portal.findByRole('heading', { level: 1, name: 'Log in' });
    await expect.poll(() => gateway.riders).toBeDefined();
    expect(portal.queryByRole('dialog')).toBeNull();
    expect(optionsOf(portal.getByLabelText('Language', { selector: 'select' }))).toHaveLength(4);
  });
});
