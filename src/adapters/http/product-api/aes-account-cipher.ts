import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import type { AccountCipher } from './account-dto';

/**
 * Opens accounts that an operator sends AES-encrypted (CryptoJS, OpenSSL format) with the
 * portal's passphrase. A wrong passphrase or garbage answers null, never throws.
 */
export class AesAccountCipher implements AccountCipher {
  constructor(private readonly passphrase: string) {}

  decrypt(cipherText: string): unknown {
    try {
      const plain = AES.decrypt(cipherText, this.passphrase).toString(Utf8);
      return plain ? (JSON.parse(plain) as unknown) : null;
    } catch {
      return null;
    }
  }
}
