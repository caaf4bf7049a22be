import type { AccountCipher } from './account-dto';

// crypto-js (~6 kB gzip) loads with the first encrypted account, not with the login page.
const loadCryptoJs = () => Promise.all([import('crypto-js/aes'), import('crypto-js/enc-utf8')]);

/**
 * Opens accounts that an operator sends AES-encrypted (CryptoJS, OpenSSL format) with the
 * portal's passphrase. A wrong passphrase or garbage answers null, never rejects.
 */
export class AesAccountCipher implements AccountCipher {
  constructor(private readonly passphrase: string) {}

  async decrypt(cipherText: string): Promise<unknown> {
    const [{ default: AES }, { default: Utf8 }] = await loadCryptoJs();
    try {
      const plain = AES.decrypt(cipherText, this.passphrase).toString(Utf8);
      return plain ? (JSON.parse(plain) as unknown) : null;
    } catch {
      return null;
    }
  }
}
