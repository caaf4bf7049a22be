import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the dependency rule, as lint enforces it', () => {
  it('refuses an adapter, a library, the clock or randomness in the core', async () => {
    const ids = await ruleIds(
      'src/core/domain/layer-probe.ts',
      [
        "import { SystemClock } from '../../adapters/system/system-clock';",
        "import axios from 'axios';",
        'export const probe = [SystemClock, axios, Date.now(), Math.random()];',
      ].join('\n'),
    );
    expect(ids).toEqual(
      expect.arrayContaining(['boundaries/element-types', 'no-restricted-imports', 'no-restricted-properties']),
    );
    expect(ids.filter((id) => id === 'no-restricted-properties')).toHaveLength(2);
  });

  it('refuses an adapter or the container in the UI', async () => {
    const ids = await ruleIds(
      'src/ui/layer-probe.ts',
      [
        "import { LocalStorageStorage } from '../adapters/storage/local-storage-storage';",
        "import { Container } from 'inversify';",
        'export const probe = [LocalStorageStorage, Container];',
      ].join('\n'),
    );
    expect(ids).toEqual(expect.arrayContaining(['boundaries/element-types', 'no-restricted-imports']));
  });

  it('lets the composition root wire everything', async () => {
    const ids = await ruleIds(
      'src/app/layer-probe.ts',
      [
        "import { SystemClock } from '../adapters/system/system-clock';",
        "import { LoginUser } from '../core/use-cases/login-user';",
        "import { PortalRoot } from '../ui/portal-root';",
        'export const probe = [SystemClock, LoginUser, PortalRoot];',
      ].join('\n'),
    );
    expect(ids).toEqual([]);
  });
});
