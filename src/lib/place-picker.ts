// The browser's map picker is a page (/choose-location): choosePlace opens it and waits here; the page settles the
// wait with the place on 确定, or with undefined on 取消, on back or when it closes any other way. One pick at a
// time: a new one settles a forgotten earlier one as cancelled.
import type { PickedPlace } from './location-types'

type Settle = (place: PickedPlace | undefined) => void

let waiting: Settle | null = null

export function waitForPlace(): Promise<PickedPlace | undefined> {
  settlePlace(undefined)
  return new Promise((resolve) => { waiting = resolve })
}

/** the picker page's answer; later calls (the page closing after 确定) change nothing */
export function settlePlace(place: PickedPlace | undefined): void {
  const settle = waiting
  waiting = null
  settle?.(place)
}
