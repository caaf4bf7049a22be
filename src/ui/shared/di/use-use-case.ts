import { useResolver, type ServiceId } from './resolver-context';

/** The one way a component reaches the core: `const login = useUseCase(LoginUser)`. */
export function useUseCase<T>(id: ServiceId<T>): T {
  return useResolver().get(id);
}
