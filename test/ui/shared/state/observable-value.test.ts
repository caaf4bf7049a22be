import { describe, expect, it } from 'vitest';
import { Emitter, ObservableValue } from '../../../../src/ui/shared/state/observable-value';

describe('ObservableValue', () => {
  it('tells a new listener the current value at once, then every change, until it unsubscribes', () => {
    const value = new ObservableValue(1);
    const heard: number[] = [];
    const subscription = value.subscribe((v) => heard.push(v));
    value.next(2);
    subscription.unsubscribe();
    value.next(3);
    expect(heard).toEqual([1, 2]);
    expect(value.getValue()).toBe(3);
  });

  it('lets a listener unsubscribe another while a value is being told', () => {
    const value = new ObservableValue('a');
    const heard: string[] = [];
    const second = { unsubscribe: () => undefined };
    value.subscribe((v) => {
      if (v === 'b') second.unsubscribe();
    });
    Object.assign(
      second,
      value.subscribe((v) => heard.push(v)),
    );
    value.next('b');
    value.next('c');
    expect(heard).toEqual(['a', 'b']);
  });
});

describe('Emitter', () => {
  it('tells only what happens after a listener subscribed, and each subscription once', () => {
    const emitter = new Emitter<string>();
    emitter.next('before');
    const heard: string[] = [];
    const listener = (v: string) => heard.push(v);
    const first = emitter.subscribe(listener);
    emitter.subscribe(listener);
    emitter.next('it');
    first.unsubscribe();
    emitter.next('fr');
    expect(heard).toEqual(['it', 'it', 'fr']);
  });
});
