// The time source of the server; tests pass a fixed or steppable clock.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved, for tests of expiry and lock-out. */
export function fixedClock(start: Date | string): Clock & { advance(ms: number): void } {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}
