// A page-to-page request/response channel (the low-code selector pages, the workflow candidate picker, ...).
// Taro's eventChannel is not reliable on H5, so the request lives in a module store under a generated pickerId
// that travels in the URL: the picker page reads the payload by id, answers with resolvePicker and goes back;
// leaving it any other way (back arrow, gesture, navigateBack from code) answers undefined when it unloads.
// The requester awaits a promise, so it does not matter whether its page re-rendered or remounted meanwhile: the
// answer goes to whoever holds the promise.
import Taro from '@tarojs/taro'

interface Pending {
  payload: unknown
  resolve: (result: unknown) => void
  /** a picker page handing over to another page with the same id (tableSelect -> tableTreeSelector) */
  handovers: number
}

const pending = new Map<string, Pending>()
let sequence = 0
/** while a navigation is under way a second open (double tap) is refused */
let navigating = false

function newPickerId(): string {
  sequence += 1
  return `p${Date.now().toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/**
 * Keeps `payload` under a new pickerId, opens `route(pickerId)` and resolves with what the picker answers, or with
 * undefined when the user backs out (or the page cannot be opened).
 */
export function openPicker<R, P = unknown>(route: (pickerId: string) => string, payload: P): Promise<R | undefined> {
  if (navigating) return Promise.resolve(undefined)
  const pickerId = newPickerId()
  return new Promise<R | undefined>((resolve) => {
    pending.set(pickerId, { payload, resolve: resolve as (r: unknown) => void, handovers: 0 })
    navigating = true
    Promise.resolve()
      .then(() => Taro.navigateTo({ url: route(pickerId) }))
      .catch(() => settle(pickerId, undefined))
      .finally(() => {
        navigating = false
      })
  })
}

function settle(pickerId: string, result: unknown): boolean {
  const entry = pending.get(pickerId)
  if (!entry) return false
  pending.delete(pickerId)
  entry.resolve(result)
  return true
}

/** the payload the requester left for this picker page; undefined when it is gone (page reloaded on H5) */
export function getPickerPayload<P>(pickerId: string | undefined): P | undefined {
  if (!pickerId) return undefined
  return pending.get(pickerId)?.payload as P | undefined
}

/** answers the requester, then leaves the picker page */
export function resolvePicker<R>(pickerId: string | undefined, result: R): void {
  if (!pickerId) return
  // the picker was opened without a page under it (a reload): its result is settled all the same
  if (settle(pickerId, result)) void Taro.navigateBack({ delta: 1 }).catch(() => undefined)
}

/**
 * For the picker page's unload: answers undefined unless the page already answered or handed the request over.
 * Safe to call more than once.
 */
export function releasePicker(pickerId: string | undefined): void {
  if (!pickerId) return
  const entry = pending.get(pickerId)
  if (!entry) return
  if (entry.handovers > 0) {
    entry.handovers -= 1
    return
  }
  settle(pickerId, undefined)
}

/** the next release of this id is a page change (redirectTo to another picker page), not a cancel */
export function handOverPicker(pickerId: string | undefined): void {
  const entry = pickerId ? pending.get(pickerId) : undefined
  if (entry) entry.handovers += 1
}

/** how many requests are waiting (tests and leak checks) */
export function pendingPickers(): number {
  return pending.size
}
