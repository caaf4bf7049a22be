import { describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../src/core/shared/service-failure';
import { LoadLanguages } from '../../../src/core/session/load-languages';
import { anOperator } from '../../support/builders/operator-builder';

const settings = { shipped: ['en', 'it', 'fr', 'de'], fallback: 'it' };

describe('LoadLanguages', () => {
  it("offers the server's languages that the portal ships, in the server's order", async () => {
    const operator = anOperator()
      .withLanguages({ id: 'fr', name: 'Français' }, { id: 'es', name: 'Español' }, { id: 'en', name: 'English' })
      .build();
    expect(await new LoadLanguages(operator).execute(settings)).toEqual([
      { id: 'fr', name: 'Français' },
      { id: 'en', name: 'English' },
    ]);
  });

  it('offers the shipped languages when the server offers none of them', async () => {
    const operator = anOperator().withLanguages({ id: 'es', name: 'Español' }).build();
    const offered = await new LoadLanguages(operator).execute(settings);
    expect(offered.map((language) => language.id)).toEqual(['en', 'it', 'fr', 'de']);
  });

  it('lets a service failure through', async () => {
    const operator = anOperator().build().scriptNext('list', new ServiceFailure('server', 'boom'));
    await expect(new LoadLanguages(operator).execute(settings)).rejects.toMatchObject({ kind: 'server' });
  });
});
