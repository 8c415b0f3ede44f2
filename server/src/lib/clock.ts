// Time source for expiries; tests move it forward instead of waiting.
export interface Clock {
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }
