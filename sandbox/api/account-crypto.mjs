// @ts-check
/** The account as an AES string (CryptoJS, OpenSSL format), for operators with `encryptAccount` on. */
import AES from 'crypto-js/aes.js';
import { ACCOUNT_PASSPHRASE } from '../config.mjs';

/** @param {unknown} account @returns {string} */
export const encryptAccount = (account) => AES.encrypt(JSON.stringify(account), ACCOUNT_PASSPHRASE).toString();
