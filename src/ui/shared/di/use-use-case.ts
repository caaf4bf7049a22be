import type { Key } from '../../../core/shared/token';
import { useResolver } from './resolver-context';

/** The one way a component reaches the core: `const login = useUseCase(LoginUser)`. */
export function useUseCase<T>(id: Key<T>): T {
  return useResolver().get(id);
}
