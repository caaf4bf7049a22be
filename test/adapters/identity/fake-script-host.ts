import type { ScriptHost } from '../../../src/adapters/identity/script-host';

/**
 * A script host on the test's window whose "scripts" install fakes: `loaded` lists the URLs asked
 * for; while `failing`, loads reject as a script that cannot be fetched does.
 */
export class FakeScriptHost implements ScriptHost {
  readonly loaded: string[] = [];
  failing = false;

  constructor(
    private readonly install: (window: Record<string, unknown>) => void,
    readonly window: Window = globalThis.window,
  ) {}

  async load(url: string): Promise<void> {
    this.loaded.push(url);
    if (this.failing) throw new Error(`could not load ${url}`);
    this.install(this.window as unknown as Record<string, unknown>);
  }
}
