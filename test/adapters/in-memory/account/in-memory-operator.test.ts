import { describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../../src/core/shared/service-failure';
import { FixedClock } from '../../../../src/adapters/in-memory/shared/fixed-clock';
import { DEMO_PASSWORD, anOperator } from '../../../support/builders/operator-builder';

/** What the contract suite does not cover: scripting, the clock and the outbox's links. */
describe('InMemoryOperator', () => {
  it('answers scripted outcomes in order, then follows its rules again', async () => {
    const operator = anOperator()
      .withDemoRiders()
      .build()
      .scriptNext('login', { kind: 'no-account' }, new ServiceFailure('timeout'));
    const giulia = { email: 'giulia.rossi@example.com', password: DEMO_PASSWORD };
    expect(await operator.login(giulia)).toEqual({ kind: 'no-account' });
    await expect(operator.login(giulia)).rejects.toMatchObject({ kind: 'timeout' });
    expect(await operator.login(giulia)).toMatchObject({ kind: 'signed-in' });
  });

  it('lets confirmation links expire after 24 hours of its clock', async () => {
    const clock = new FixedClock('2026-05-01T09:00:00Z');
    const operator = anOperator().withDemoRiders().withClock(clock).build();
    await operator.requestEmailConfirmation('marco.bianchi@example.com', null);
    await operator.requestEmailConfirmation('marco.bianchi@example.com', null);
    const [newest, older] = operator.outbox.to('marco.bianchi@example.com');
    const tokenOf = (link = '') => new URL(link).searchParams.get('token') ?? '';
    clock.advance(24 * 60 * 60 * 1000 - 1);
    expect(await operator.confirmEmail(tokenOf(older?.links[0]))).toMatchObject({ kind: 'confirmed' });
    clock.advance(1);
    expect(await operator.confirmEmail(tokenOf(newest?.links[0]))).toEqual({ kind: 'expired' });
  });

  it("mails links to the portal's screens", async () => {
    const operator = anOperator().withDemoRiders().build();
    await operator.requestPasswordReset('giulia.rossi@example.com', null);
    expect(operator.outbox.to('GIULIA.ROSSI@example.com')).toEqual([
      {
        to: 'giulia.rossi@example.com',
        kind: 'reset',
        links: [
          expect.stringMatching(/^http:\/\/portal\.test\/forgot_password\/request_in_progress\?token=[\w.~-]{16,}$/),
        ],
        code: null,
      },
    ]);
  });

  it('hands out copies, so callers cannot change its riders', async () => {
    const operator = anOperator().withDemoRiders().build();
    const answer = await operator.login({ email: 'giulia.rossi@example.com', password: DEMO_PASSWORD });
    if (answer.kind === 'signed-in') (answer.account as { name: string }).name = 'Changed';
    expect(await operator.login({ email: 'giulia.rossi@example.com', password: DEMO_PASSWORD })).toMatchObject({
      account: { name: 'Giulia' },
    });
  });
});
