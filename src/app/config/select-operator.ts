import type { Operator } from '../../core/shared/operator';
import type { RuntimeConfig } from './runtime-config';

export const TENANT_PARAM = 'tenant';
export const TENANT_TAB_KEY = 'tapway_tenant';

interface TabContext {
  readonly search: string;
  readonly tabStorage: Pick<globalThis.Storage, 'getItem' | 'setItem'> | null;
}

/**
 * The operator of this tab: in sandbox mode `?tenant=KEY` switches it for the tab (kept in
 * sessionStorage); otherwise the configuration's default. Unknown keys are ignored.
 */
export function selectOperator(config: RuntimeConfig, tab: TabContext): Operator {
  const fallback = config.operators[config.defaultOperator] as Operator;
  if (!config.sandbox) return fallback;
  const requested = new URLSearchParams(tab.search).get(TENANT_PARAM);
  let remembered: string | null = null;
  try {
    if (requested && config.operators[requested]) tab.tabStorage?.setItem(TENANT_TAB_KEY, requested);
    remembered = tab.tabStorage?.getItem(TENANT_TAB_KEY) ?? null;
  } catch {
    remembered = null;
  }
  const key = requested && config.operators[requested] ? requested : remembered;
  return (key && config.operators[key]) || fallback;
}
