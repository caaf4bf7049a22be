import { BehaviorSubject } from 'rxjs';

/** How many calls are under way; the loading indicator shows while it is above zero. */
export class LoadingStore {
  readonly pending$ = new BehaviorSubject(0);

  start(): () => void {
    this.pending$.next(this.pending$.getValue() + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.pending$.next(Math.max(0, this.pending$.getValue() - 1));
    };
  }
}
