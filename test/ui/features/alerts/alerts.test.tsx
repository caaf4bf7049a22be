import { describe, expect, it } from 'vitest';
import { OPERATOR_EXTENSIONS } from '../../../../src/core/shared/operator';
import { aTestOperator, renderPortal } from '../../../support/render';
import { giulia } from '../travels/travel-fixtures';

const ACCOUNT = '/dashboard/account';

describe('Alerts by e-mail (alerts)', () => {
  it("lists the alerts in Account with the operator's defaults, and saves each switch as it is turned", async () => {
    const portal = await renderPortal({ path: ACCOUNT, account: giulia });
    const section = await portal.findByRole('region', { name: 'Alerts by e-mail' });
    const failed = await portal.within(section).findByRole('checkbox', { name: 'A payment failed' });
    expect(failed).toBeChecked();
    expect(failed).toHaveAccessibleDescription("When a day's payment for your trips does not go through.");
    const maxFare = portal.within(section).getByRole('checkbox', { name: 'A maximum fare charged' });
    expect(maxFare).not.toBeChecked();
    expect(portal.within(section).getAllByRole('checkbox')).toHaveLength(9);
    await portal.user.click(maxFare);
    expect(await portal.within(section).findByRole('status')).toHaveTextContent(
      'Saved: “A maximum fare charged” is on.',
    );
    expect(maxFare).toBeChecked();
    await portal.user.click(failed);
    expect(await portal.within(section).findByText('Saved: “A payment failed” is off.')).toBeInTheDocument();
    expect(failed).not.toBeChecked();
  });

  it('speaks the account language (German)', async () => {
    const portal = await renderPortal({
      path: ACCOUNT,
      account: { ...giulia, language: 'de', localesId: 'de-DE' },
      language: 'de',
    });
    const section = await portal.findByRole('region', { name: 'Hinweise per E-Mail' });
    expect(await portal.within(section).findByRole('checkbox', { name: 'Monatliche Abrechnung' })).not.toBeChecked();
  });

  it('shows no alerts for an operator without them', async () => {
    const operator = aTestOperator({ extensions: OPERATOR_EXTENSIONS.filter((name) => name !== 'alerts') });
    const portal = await renderPortal({ path: ACCOUNT, account: giulia, operator });
    await portal.findByRole('heading', { level: 1 });
    expect(portal.queryByRole('region', { name: 'Alerts by e-mail' })).toBeNull();
  });
});
