import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOperator } from '../../../support/builders/operator-builder';
import { aTestOperator, renderPortal } from '../../../support/render';
import { fillSignUp } from '../../support/sign-up-form';

// The clock of the test container stands on 15 January 2026.
const ELENA = 'elena.conti@example.com';
const withDemoRiders = () => anOperator().withDemoRiders().build();

async function openSignUp(
  options: { gateway?: ReturnType<typeof withDemoRiders>; language?: string; minimumAge?: number } = {},
) {
  const gateway = options.gateway ?? withDemoRiders();
  const operator = options.minimumAge === undefined ? undefined : aTestOperator({ minimumAge: options.minimumAge });
  const portal = await renderPortal({ path: '/sign/up', gateway, language: options.language, operator });
  await portal.findByRole('heading', { level: 1 });
  return { portal, gateway };
}

type Portal = Awaited<ReturnType<typeof openSignUp>>['portal'];

const dateField = (portal: Portal, label = 'Date of birth') => portal.getByLabelText(label) as HTMLInputElement;

/** Types the date key by key (as a rider does, separators included), then leaves the field. */
async function typeDate(portal: Portal, text: string, label = 'Date of birth') {
  await portal.user.clear(dateField(portal, label));
  await portal.user.type(dateField(portal, label), text);
  await portal.user.tab();
}

async function expectDateError(portal: Portal, message: string, label = 'Date of birth') {
  await expect.poll(() => dateField(portal, label).getAttribute('aria-invalid')).toBe('true');
  expect(dateField(portal, label)).toHaveAccessibleDescription(message);
}

describe('Sign up: the date of birth as typed', () => {
  // One form for every way of typing (a whole portal rendered for each was a tenth of the UI tests' CPU): each is
  // typed into the emptied box, so a value left by the one before cannot pass.
  it('keeps 14.03.1990, 14-03-1990, 14031990, 1990-03-14 and 14/3/1990 as 14/03/1990, and registers 1990-03-14', async () => {
    const { portal, gateway } = await openSignUp();
    await fillSignUp(portal, { dateOfBirth: '' });
    for (const typed of ['14.03.1990', '14-03-1990', '14031990', '1990-03-14', '14/3/1990']) {
      await typeDate(portal, typed);
      expect([typed, dateField(portal).value]).toEqual([typed, '14/03/1990']);
    }
    await portal.ui.click('Sign up');
    expect(await portal.findByRole('heading', { level: 1, name: 'Sign-up completed' })).toBeInTheDocument();
    expect(gateway.riders.byEmail(ELENA)?.dateOfBirth).toBe('1990-03-14');
  });

  it('shows the date in the German way in German, typed with slashes or dots', async () => {
    const { portal } = await openSignUp({ language: 'de' });
    await typeDate(portal, '14/03/1990', 'Geburtsdatum');
    expect(dateField(portal, 'Geburtsdatum')).toHaveValue('14.03.1990');
  });

  it('refuses a day February does not have, a date after today, a two-digit year, no year and a word, each with the invalid message, the text kept and nothing registered', async () => {
    const { portal, gateway } = await openSignUp();
    await fillSignUp(portal, { dateOfBirth: '' });
    // 31/02/1990 is never 28 February, 01/06/2030 never today's date. Typing again clears the error of the one
    // before, so each case's error is its own.
    for (const typed of ['31/02/1990', '01/06/2030', '14/03/90', '14.03', 'soon']) {
      await typeDate(portal, typed);
      expect([typed, dateField(portal).value, dateField(portal).getAttribute('aria-invalid')]).toEqual([
        typed,
        typed,
        null,
      ]);
      await portal.ui.click('Sign up');
      await expectDateError(portal, 'Invalid date of birth');
      expect([typed, dateField(portal).value]).toEqual([typed, typed]);
      expect(gateway.riders.byEmail(ELENA)).toBeUndefined();
      expect(portal.ui.path()).toBe('/sign/up');
    }
  });

  it('reads the date on Enter without sending the form', async () => {
    const { portal, gateway } = await openSignUp();
    await fillSignUp(portal, { dateOfBirth: '' });
    await portal.user.type(dateField(portal), '14.03.1990{Enter}');
    expect(dateField(portal)).toHaveValue('14/03/1990');
    expect(gateway.riders.byEmail(ELENA)).toBeUndefined();
  });

  it('fills the box with a day picked from the calendar, and opens the calendar on a typed date', async () => {
    const { portal } = await openSignUp();
    await portal.user.click(portal.getByRole('button', { name: 'Open calendar' }));
    const calendar = await portal.findByRole('application', { name: 'Calendar' });
    for (const cell of ['2022', 'Mar', '14']) await portal.user.click(within(calendar).getByText(cell));
    expect(dateField(portal)).toHaveValue('14/03/2022');

    await typeDate(portal, '4.3.1990');
    expect(dateField(portal)).toHaveValue('04/03/1990');
    // Closed, the calendar is not built at all (it mounts when opened); opened, it shows the typed date's decade.
    expect(portal.queryByRole('application', { name: 'Calendar' })).toBeNull();
    await portal.user.click(portal.getByRole('button', { name: 'Open calendar' }));
    expect(
      await within(await portal.findByRole('application', { name: 'Calendar' })).findAllByText('1990 - 1999'),
    ).not.toHaveLength(0);
  });

  it('clears the error once the rider types a date again', async () => {
    const { portal } = await openSignUp();
    await fillSignUp(portal, { dateOfBirth: '31/02/1990' });
    await portal.ui.click('Sign up');
    await expectDateError(portal, 'Invalid date of birth');
    await typeDate(portal, '28/02/1990');
    expect(dateField(portal)).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe("Sign up: the operator's minimum age", () => {
  it('tells a rider under 14 the minimum age, and registers nobody', async () => {
    const { portal, gateway } = await openSignUp();
    await fillSignUp(portal, { dateOfBirth: '16/01/2012' });
    await portal.ui.click('Sign up');
    await expectDateError(portal, 'You must be at least 14 years old to sign up');
    expect(gateway.riders.byEmail(ELENA)).toBeUndefined();
  });

  it('lets a rider sign up on the day they turn 14', async () => {
    const { portal, gateway } = await openSignUp();
    await fillSignUp(portal, { dateOfBirth: '15/01/2012' });
    await portal.ui.click('Sign up');
    expect(await portal.findByRole('heading', { level: 1, name: 'Sign-up completed' })).toBeInTheDocument();
    expect(gateway.riders.byEmail(ELENA)?.dateOfBirth).toBe('2012-01-15');
  });

  it("names the operator's own minimum age, in the interface language", async () => {
    const gateway = withDemoRiders().setMinimumAge(16);
    const { portal } = await openSignUp({ gateway, minimumAge: 16 });
    await fillSignUp(portal, { dateOfBirth: '01/06/2011' });
    await portal.ui.selectLanguage('Italiano');
    await portal.findByRole('heading', { level: 1, name: 'Registrati' });
    await portal.ui.click('Registrati');
    await expectDateError(portal, 'Devi avere almeno 16 anni per registrarti', 'Data di nascita');
  });
});
