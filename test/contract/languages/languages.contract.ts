import { describe, expect, it } from 'vitest';
import type { ContractHarness } from '../contract-harness';

/** The Languages contract: the operator's list, and a read called off before it answers. */
export function languagesContract(harness: () => ContractHarness): void {
  describe('Languages', () => {
    it('lists the languages as {id, name}', async () => {
      const languages = await harness().languages.list();
      expect(languages.map((language) => language.id)).toEqual(expect.arrayContaining(['en', 'it', 'fr', 'de']));
      for (const language of languages) expect(language.name).toEqual(expect.any(String));
    });

    it('rejects a read called off before it starts with the abort, not a service failure', async () => {
      const controller = new AbortController();
      controller.abort();
      await expect(harness().languages.list(controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    });
  });
}
