import type { BindToFluentSyntax, ContainerModuleLoadOptions, ResolutionContext } from 'inversify';
import type { Key, Token } from '../../core/shared/token';

/** Resolves a key to exactly its type, so `new SignUpUser(get(Captcha), …)` does not compile. */
export type Get = <T>(key: Key<T>) => T;

type Bind = ContainerModuleLoadOptions['bind'];

/** Binds `key` to what `make` builds with typed `get`s: the compiler checks every argument and the result. */
export function provide<T>(bind: Bind, key: Key<T>, make: (get: Get) => T): void {
  const binding: BindToFluentSyntax<T> = bind<T>(key);
  binding.toDynamicValue((context: ResolutionContext) => make((wanted) => context.get(wanted))).inSingletonScope();
}

/** Binds a port's token to one value of exactly the port's type. */
export function provideValue<T>(bind: Bind, key: Token<T>, value: T): void {
  bind<T>(key).toConstantValue(value);
}
