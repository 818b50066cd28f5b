/** Time is passed in, never read from `new Date()` in business code, so tests can fix it. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(private current: Date) {}
  now() {
    return new Date(this.current.getTime());
  }
  set(to: Date | string) {
    this.current = new Date(to);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}
