/** A listener's way out. */
export interface Subscription {
  unsubscribe(): void;
}

/** Values as they happen, to whoever listens: the choices a screen announces to the others. */
export class Emitter<T> {
  private readonly listeners = new Set<(value: T) => void>();

  /** Calls `listener` with every value from now on, until unsubscribed. */
  subscribe(listener: (value: T) => void): Subscription {
    // A wrapper per subscription: the same function subscribed twice is two subscriptions.
    const entry = (value: T) => listener(value);
    this.listeners.add(entry);
    return { unsubscribe: () => void this.listeners.delete(entry) };
  }

  next(value: T): void {
    for (const listener of [...this.listeners]) listener(value);
  }
}

/**
 * A value that changes, with its listeners (docs/adr/0005-ui-view-state.md): what a view store
 * holds. A new listener hears the current value at once, then every change.
 */
export class ObservableValue<T> {
  private readonly changes = new Emitter<T>();

  constructor(private value: T) {}

  getValue(): T {
    return this.value;
  }

  next(value: T): void {
    this.value = value;
    this.changes.next(value);
  }

  subscribe(listener: (value: T) => void): Subscription {
    const subscription = this.changes.subscribe(listener);
    listener(this.value);
    return subscription;
  }
}
