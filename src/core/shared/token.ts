declare const typeOfToken: unique symbol;

/** A port's DI token carrying the port's type, so the composition root cannot bind or ask for the wrong one. */
export type Token<T> = symbol & { readonly [typeOfToken]: T };

/** A fresh token for a port: `export const Clock: Token<Clock> = token('Clock')`. */
export const token = <T>(description: string): Token<T> => Symbol(description) as Token<T>;

/** What names a service: a port's token or a class; either resolves to its own type (the UI's resolver, the container's bindings). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Key<T> = Token<T> | (abstract new (...args: any[]) => T);
