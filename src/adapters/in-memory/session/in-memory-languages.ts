import type { Languages } from '../../../core/session/languages';
import type { Language } from '../../../core/shared/language';
import type { ReadSignal } from '../../../core/shared/read-signal';
import type { InMemoryOperatorState } from '../account/in-memory-operator-state';

/** Languages on the in-memory operator; a read called off before it starts rejects with the signal's reason. */
export class InMemoryLanguages implements Languages {
  constructor(private readonly operator: InMemoryOperatorState) {}

  async list(signal?: ReadSignal): Promise<Language[]> {
    if (signal?.aborted)
      throw signal.reason ?? Object.assign(new Error('The read was aborted'), { name: 'AbortError' });
    return this.operator.answer('list', () => this.operator.languages.map((language) => ({ ...language })));
  }
}
