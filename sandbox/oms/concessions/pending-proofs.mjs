// @ts-check
/**
 * The proofs waiting for their provider's answer: created when the rider starts one, for 10 minutes, used once. The
 * state (32 random bytes) is the rider's; the operator keeps only its hash, with the account, the concession, the
 * proof, the nonce the provider's answer must carry and where the provider sends the rider back.
 */
import crypto from 'node:crypto';
import { sha256 } from '../../auth/tokens.mjs';

/** @typedef {import('../../db/store.mjs').Store} Store */
/**
 * @typedef {{ state_hash: string, account_id: number, operator_key: string, concession_key: string,
 *   proof: 'digitalIdentity' | 'directory', nonce: string, return_url: string, created_at: string,
 *   used_at: string | null }} PendingProof
 */

export const PENDING_TTL_MS = 10 * 60_000;

/**
 * Starts a proof; answers its state. @param {Store} store
 * @param {{ accountId: number, operator: string, concessionKey: string, proof: 'digitalIdentity' | 'directory',
 *   returnUrl: string, now?: Date }} pending
 */
export function createPendingProof(store, { accountId, operator, concessionKey, proof, returnUrl, now = new Date() }) {
  const state = crypto.randomBytes(32).toString('base64url');
  const nonce = crypto.randomBytes(16).toString('base64url');
  store.run('DELETE FROM concession_proofs WHERE created_at < ?', [
    new Date(now.getTime() - 24 * 3_600_000).toISOString(),
  ]);
  store.run(
    `INSERT INTO concession_proofs (state_hash, account_id, operator_key, concession_key, proof, nonce, return_url, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [sha256(state), accountId, operator, concessionKey, proof, nonce, returnUrl, now.toISOString()],
  );
  return state;
}

/**
 * A proof still waiting: known, not used, not older than 10 minutes. @param {Store} store @param {unknown} state
 * @param {Date} [now] @returns {PendingProof | undefined}
 */
export function openProof(store, state, now = new Date()) {
  if (typeof state !== 'string' || state === '' || state.length > 200) return undefined;
  /** @type {PendingProof | undefined} */
  const row = store.get('SELECT * FROM concession_proofs WHERE state_hash = ?', [sha256(state)]);
  if (!row || row.used_at !== null) return undefined;
  return Date.parse(row.created_at) + PENDING_TTL_MS > now.getTime() ? row : undefined;
}

/** Uses a proof up: whatever its answer, it never completes again. @param {Store} store @param {PendingProof} row */
export const useProof = (store, row) =>
  store.run('UPDATE concession_proofs SET used_at = ? WHERE state_hash = ? AND used_at IS NULL', [
    new Date().toISOString(),
    row.state_hash,
  ]).changes === 1;
