// Waiting between retries: exponential backoff with jitter (so phones that lost the network together do not all
// come back in the same millisecond), and a time-out for any promise that might otherwise never settle.

/** the wait before retry number `attempt` (1 = the first retry): base * 2^(attempt-1), at most `max`, +-20 % */
export function backoffDelay(attempt: number, base = 500, max = 30000, random: () => number = Math.random): number {
  const plain = Math.min(max, base * 2 ** Math.max(0, attempt - 1))
  return Math.round(plain * (0.8 + 0.4 * random()))
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** `promise`, or a rejection with `message` when it has not settled after `ms` */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
