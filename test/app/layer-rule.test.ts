import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// ESLint with the TypeScript parser takes seconds to start on a loaded machine.
describe('the dependency rule, as lint enforces it', { timeout: 60_000 }, () => {
  it('refuses an adapter, a library, the clock or randomness in the core', async () => {
    const ids = await ruleIds(
      'src/core/session/layer-probe.ts',
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
      'src/ui/shell/layer-probe.ts',
      [
        "import { LocalStorageStorage } from '../../adapters/storage/local-storage-storage';",
        "import { Container } from 'inversify';",
        'export const probe = [LocalStorageStorage, Container];',
      ].join('\n'),
    );
    expect(ids).toEqual(expect.arrayContaining(['boundaries/element-types', 'no-restricted-imports']));
  });

  it("refuses rxjs's deep paths in the app, the adapters and the UI (the build maps only 'rxjs')", async () => {
    for (const filePath of [
      'src/app/layer-probe.ts',
      'src/adapters/http/layer-probe.ts',
      'src/ui/shell/layer-probe.ts',
    ]) {
      const ids = await ruleIds(filePath, "import { map } from 'rxjs/operators';\nexport const probe = [map];");
      expect(ids).toContain('no-restricted-imports');
    }
    const bare = await ruleIds('src/app/layer-probe.ts', "import { map } from 'rxjs';\nexport const probe = [map];");
    expect(bare).not.toContain('no-restricted-imports');
  });

  it('keeps the fakes out of the production adapters, and the stand-in server out of src', async () => {
    const ids = await ruleIds(
      'src/adapters/http/product-api/layer-probe.ts',
      [
        "import { InMemoryOperator } from '../../in-memory/account/in-memory-operator';",
        "import { text } from '../../../../sandbox/api/validation.mjs';",
        'export const probe = [InMemoryOperator, text];',
      ].join('\n'),
    );
    expect(ids.filter((id) => id.startsWith('boundaries/'))).toHaveLength(2);
    for (const filePath of ['src/adapters/in-memory/account/layer-probe.ts', 'src/ui/shared/form/layer-probe.ts']) {
      const sandbox = await ruleIds(
        filePath,
        "import { text } from '../../../../sandbox/api/validation.mjs';\nexport const probe = [text];",
      );
      expect(sandbox.filter((id) => id.startsWith('boundaries/'))).not.toEqual([]);
    }
  });

  it("lets the fakes, the adapters and the UI read the operator's published rules, never the core", async () => {
    const rules =
      "import { NAME_MAX } from '../../../../contract/operator-rules.mjs';\nexport const probe = [NAME_MAX];";
    const allowed = await Promise.all(
      [
        'src/adapters/in-memory/account/layer-probe.ts',
        'src/adapters/http/product-api/layer-probe.ts',
        'src/ui/shared/form/layer-probe.ts',
        'src/ui/features/sign-up/layer-probe.ts',
      ].map((filePath) => ruleIds(filePath, rules)),
    );
    expect(allowed).toEqual([[], [], [], []]);
    const core = await ruleIds(
      'src/core/shared/layer-probe.ts',
      "import { NAME_MAX } from '../../../contract/operator-rules.mjs';\nexport const probe = [NAME_MAX];",
    );
    expect(core).toEqual(['boundaries/element-types']);
  });

  it('sees lazy imports: a core import() of an adapter, a feature import() of the storage adapter', async () => {
    const core = await ruleIds(
      'src/core/session/layer-probe.ts',
      "export const probe = () => import('../../adapters/system/system-clock');",
    );
    const feature = await ruleIds(
      'src/ui/features/sign-in/layer-probe.ts',
      "export const probe = () => import('../../../adapters/storage/local-storage-storage');",
    );
    expect([core.sort(), feature]).toEqual([
      ['boundaries/element-types', 'no-restricted-syntax'],
      ['boundaries/element-types'],
    ]);
    const library = await ruleIds('src/core/session/layer-probe.ts', "export const probe = () => import('axios');");
    expect(library).toEqual(['no-restricted-syntax']);
  });

  it('sees re-exports: ui/shared passing on the shell, by name or whole', async () => {
    const whole = await ruleIds('src/ui/shared/layer-probe.ts', "export * from '../shell/error-modal';");
    const named = await ruleIds('src/ui/shared/layer-probe.ts', "export { PortalRoot } from '../shell/portal-root';");
    expect([whole, named]).toEqual([['boundaries/element-types'], ['boundaries/element-types']]);
  });

  it('lets a feature load its own screens lazily and ui/shared re-export its own files', async () => {
    const feature = await ruleIds(
      'src/ui/features/sign-in/layer-probe.ts',
      "export const probe = () => import('./login-screen');",
    );
    const shared = await ruleIds('src/ui/shared/layer-probe.ts', "export * from './paths';");
    expect([feature, shared]).toEqual([[], []]);
  });

  it('lets the composition root wire everything', async () => {
    const ids = await ruleIds(
      'src/app/layer-probe.ts',
      [
        "import { SystemClock } from '../adapters/system/system-clock';",
        "import { LoginUser } from '../core/session/login-user';",
        "import { PortalRoot } from '../ui/shell/portal-root';",
        'export const probe = [SystemClock, LoginUser, PortalRoot];',
      ].join('\n'),
    );
    expect(ids).toEqual([]);
  });

  it('refuses a feature importing another feature', async () => {
    const ids = await ruleIds(
      'src/ui/features/sign-up/layer-probe.ts',
      ["import { LoginScreen } from '../sign-in/login-screen';", 'export const probe = [LoginScreen];'].join('\n'),
    );
    expect(ids).toEqual(['boundaries/element-types']);
  });

  it('refuses ui/shared importing a feature', async () => {
    const ids = await ruleIds(
      'src/ui/shared/layer-probe.ts',
      [
        "import { SignUpScreen } from '../features/sign-up/sign-up-screen';",
        'export const probe = [SignUpScreen];',
      ].join('\n'),
    );
    expect(ids).toEqual(['boundaries/element-types']);
  });

  it('refuses a core context importing a context it does not build on', async () => {
    const ids = await ruleIds(
      'src/core/session/layer-probe.ts',
      ["import { SignUpUser } from '../account/sign-up-user';", 'export const probe = [SignUpUser];'].join('\n'),
    );
    expect(ids).toEqual(['boundaries/element-types']);
  });

  it('lets a feature use its own files, ui/shared and the core, and the shell assemble features', async () => {
    const feature = await ruleIds(
      'src/ui/features/sign-up/layer-probe.ts',
      [
        "import { SignUpScreen } from './sign-up-screen';",
        "import { PATHS } from '../../shared/paths';",
        "import { SignUpUser } from '../../../core/account/sign-up-user';",
        "import { FIELD_ERROR_CODES } from '../../../core/shared/field-errors';",
        'export const probe = [SignUpScreen, PATHS, SignUpUser, FIELD_ERROR_CODES];',
      ].join('\n'),
    );
    const shell = await ruleIds(
      'src/ui/shell/layer-probe.ts',
      [
        "import { SignUpScreen } from '../features/sign-up/sign-up-screen';",
        'export const probe = [SignUpScreen];',
      ].join('\n'),
    );
    const context = await ruleIds(
      'src/core/account/layer-probe.ts',
      ["import { LoginUser } from '../session/login-user';", 'export const probe = [LoginUser];'].join('\n'),
    );
    expect([feature, shell, context]).toEqual([[], [], []]);
  });

  it("keeps the sandbox's database layer off its domains, and lets it use its own files", async () => {
    const domains = await ruleIds(
      'sandbox/db/layer-probe.mjs',
      [
        "import { NETWORKS } from '../oms/network/network.mjs';",
        "import { ALERT_KINDS } from '../api/alert-preferences.mjs';",
        "import { SANDBOX_DATABASE } from '../database.mjs';",
        "export const probe = [NETWORKS, ALERT_KINDS, SANDBOX_DATABASE, import('../oms/claims/claims-schema.mjs')];",
      ].join('\n'),
    );
    expect(domains).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
      'no-restricted-imports',
      'no-restricted-syntax',
    ]);
    const own = await ruleIds(
      'sandbox/db/layer-probe.mjs',
      "import { DATABASE_FILE } from '../config.mjs';\nimport { Store } from './store.mjs';\nexport const probe = [DATABASE_FILE, Store];",
    );
    expect(own).toEqual([]);
  });
});
