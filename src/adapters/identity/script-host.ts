import { loadScript } from './load-script';

/**
 * Where a provider's SDK script runs: the page's window (whose globals the SDK defines) and a way
 * to load a script into it. Tests give a fake window and a loader that installs a fake SDK.
 */
export interface ScriptHost {
  readonly window: Window;
  load(url: string): Promise<void>;
}

export const browserScriptHost = (): ScriptHost => ({ window, load: (url) => loadScript(url, window.document) });

/** A global the SDK defines, read without trusting its type. */
export const globalOf = (host: ScriptHost, name: string): unknown =>
  (host.window as unknown as Record<string, unknown>)[name];

/**
 * Loads an SDK's script into the host and reads the global it defines (`read` checks its shape);
 * rejects with `{what} is missing after loading the script` when the script defined none.
 */
export async function loadSdk<T>(
  host: ScriptHost,
  url: string,
  global: string,
  read: (value: unknown) => T | undefined,
  what: string = global,
): Promise<T> {
  await host.load(url);
  const sdk = read(globalOf(host, global));
  if (!sdk) throw new Error(`${what} is missing after loading the script`);
  return sdk;
}
