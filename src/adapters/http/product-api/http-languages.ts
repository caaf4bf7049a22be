import type { AxiosInstance } from 'axios';
import type { Languages } from '../../../core/session/languages';
import type { Language } from '../../../core/shared/language';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { toLanguages } from './language-dto';
import { getAnswer } from '../client/api-call';

/** Languages over the product API: `GET /languages`, called off through the signal. */
export class HttpLanguages implements Languages {
  constructor(private readonly http: AxiosInstance) {}

  list(signal?: ReadSignal): Promise<Language[]> {
    return getAnswer(this.http, '/languages', toLanguages, signal);
  }
}
