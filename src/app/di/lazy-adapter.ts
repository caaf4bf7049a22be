/** The methods of a port: what a lazy adapter forwards. */
type Methods<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof T];

/**
 * A port whose adapter module loads with its first call: the signed-in screens' adapters (cards,
 * trips and payments, and their answer readers) stay out of a first visit's JavaScript. Every
 * method of the port returns a promise, so the wait for the module is part of the call; `methods`
 * names every one of them (the type checks that none is missing).
 */
export function lazyAdapter<T>(load: () => Promise<T>, methods: { readonly [K in Methods<T>]-?: true }): T {
  let adapter: Promise<T> | undefined;
  const loaded = () =>
    (adapter ??= load().catch((error: unknown) => {
      // A module that failed to load (the network dropped) is fetched again by the next call.
      adapter = undefined;
      throw error;
    }));
  return Object.fromEntries(
    (Object.keys(methods) as Methods<T>[]).map((method) => [
      method,
      async (...args: unknown[]) => {
        const target = await loaded();
        return (target[method] as (...args: unknown[]) => Promise<unknown>).apply(target, args);
      },
    ]),
  ) as T;
}
