// @ts-check
/** The account as an AES string (CryptoJS, OpenSSL format), for operators with `encryptAccount` on. */
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import { ACCOUNT_PASSPHRASE } from '../config.mjs';

/** @param {unknown} account @returns {string} */
export const encryptAccount = (account) => AES.encrypt(JSON.stringify(account), ACCOUNT_PASSPHRASE).toString();

/** @param {string} cipherText @returns {unknown} */
export const decryptAccount = (cipherText) => JSON.parse(AES.decrypt(cipherText, ACCOUNT_PASSPHRASE).toString(Utf8));
