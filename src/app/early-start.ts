import { loadRuntimeConfig, type RuntimeConfig } from './config/runtime-config';

let runtimeConfig: Promise<RuntimeConfig> | undefined;

/**
 * The runtime configuration, fetched once: boot.ts starts the request while the main chunk
 * downloads, and main.tsx awaits the same promise.
 */
export function runtimeConfigOnce(): Promise<RuntimeConfig> {
  runtimeConfig ??= loadRuntimeConfig();
  return runtimeConfig;
}
