// @ts-check
/**
 * The sandbox's database, composed: the product side's tables, then each operations domain's (sandbox/oms/), in
 * the order their schemas are applied and their seeds run. The store (sandbox/db/store.mjs) knows no domain: what
 * it creates, upgrades and seeds is what this list gives it.
 */
import { PRODUCT_SCHEMA } from './db/schema.mjs';
import { seedProduct } from './db/seed.mjs';
import { openStore } from './db/store.mjs';
import { CARD_CHECK_TABLES } from './oms/card-check/card-check-schema.mjs';
import { ALERTS_TABLES } from './oms/alerts/alerts-schema.mjs';
import { DENY_LIST_TABLES } from './oms/card-status/deny-list-schema.mjs';
import { CARDS_TABLES } from './oms/cards/cards-schema.mjs';
import { CLAIMS_TABLES } from './oms/claims/claims-schema.mjs';
import { CONCESSIONS_TABLES } from './oms/concessions/concessions-schema.mjs';
import { CONCESSION_PROOFS_TABLES } from './oms/concessions/proofs-schema.mjs';
import { NETWORKS } from './oms/network/network.mjs';
import { zonedDay } from './oms/network/zoned-time.mjs';
import { SETTLEMENT_TABLES } from './oms/settlement/settlement-schema.mjs';
import { STATEMENTS_TABLES } from './oms/statements/statements-schema.mjs';
import { TRAVELS_TABLES } from './oms/travels/travels-schema.mjs';

/** @type {import('./db/store.mjs').DatabasePart} */
const PRODUCT_TABLES = { name: 'product', schema: PRODUCT_SCHEMA, seed: seedProduct };

/** @type {import('./db/store.mjs').DatabaseLayout} */
export const SANDBOX_DATABASE = Object.freeze({
  parts: Object.freeze([
    PRODUCT_TABLES,
    CARDS_TABLES,
    TRAVELS_TABLES,
    SETTLEMENT_TABLES,
    CLAIMS_TABLES,
    DENY_LIST_TABLES,
    ALERTS_TABLES,
    STATEMENTS_TABLES,
    CONCESSIONS_TABLES,
    CONCESSION_PROOFS_TABLES,
    CARD_CHECK_TABLES,
  ]),
  /** The seed depends on the day in each operator's zone (trips are made relative to it). */
  seedKey: (/** @type {Date} */ now) =>
    Object.values(NETWORKS)
      .map((network) => zonedDay(now, network.timeZone))
      .join('|'),
});

/** Opens (creating and seeding on first start) the sandbox's database in dataDir. @param {string} dataDir */
export const openSandboxStore = (dataDir) => openStore(dataDir, SANDBOX_DATABASE);
