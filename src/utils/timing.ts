// Debounce and throttle with the spec's 500 ms default (§9), for search boxes and double-tap protection.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFunction = (...args: any[]) => unknown

export interface Cancelable<F extends AnyFunction> {
  (...args: Parameters<F>): void
  /** drops a pending call and restarts the timing */
  cancel(): void
}

/**
 * Runs `fn` once calls have stopped for `wait` ms, with the last arguments. `leading: true` runs the first call
 * of a burst at once instead, ignoring the rest until `wait` ms pass without calls.
 */
export function debounce<F extends AnyFunction>(fn: F, wait = 500, options: { leading?: boolean } = {}): Cancelable<F> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const debounced = (...args: Parameters<F>) => {
    const callNow = options.leading === true && timer === undefined
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      if (!options.leading) fn(...args)
    }, wait)
    if (callNow) fn(...args)
  }
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  return debounced
}

/**
 * Runs `fn` at most once per `wait` ms. By default the first call runs at once and calls inside the window are
 * dropped (a double tap submits once); `trailing: true` also runs the last dropped call when the window ends.
 */
export function throttle<F extends AnyFunction>(
  fn: F,
  wait = 500,
  options: { leading?: boolean; trailing?: boolean } = {}
): Cancelable<F> {
  const leading = options.leading !== false
  const trailing = options.trailing === true || !leading
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: Parameters<F> | undefined
  const endWindow = () => {
    timer = undefined
    if (trailing && pending) {
      const args = pending
      pending = undefined
      fn(...args)
      timer = setTimeout(endWindow, wait)
    }
  }
  const throttled = (...args: Parameters<F>) => {
    if (timer === undefined) {
      if (leading) fn(...args)
      else pending = args
      timer = setTimeout(endWindow, wait)
      return
    }
    pending = args
  }
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  return throttled
}
