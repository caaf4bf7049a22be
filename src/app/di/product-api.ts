import type { AxiosInstance } from 'axios';
import type { AccountCipher as Cipher } from '../../adapters/http/product-api/account-dto';
import { token } from '../../core/shared/token';

/**
 * The product API's client (operator key, timeout) and the account cipher: built once by
 * adaptersModule, asked for by the signed-in adapters, so both halves of the portal share them.
 */
export const ProductApi = token<AxiosInstance>('ProductApi');
export const AccountCipher = token<Cipher>('AccountCipher');
