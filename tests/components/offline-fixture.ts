// What the offline component tests share: a network the test switches on and off (navigator.onLine and the window's
// online/offline events, as the app's network watcher reads them), and an outbox emptied between tests. Each test
// file still mocks '@/lib/outbox/store' with a MemoryStore itself: jest.mock is hoisted per file.
import { outbox } from '@/lib/outbox'
import type { MemoryStore } from '../unit/outbox/memory-store'

let online = true

export function setOnline(value: boolean) {
  online = value
  window.dispatchEvent(new Event(value ? 'online' : 'offline'))
}

export const isOnline = () => online

/** navigator.onLine answers what the test last set; call once at the top of a test file */
export function fakeNetwork() {
  beforeAll(() => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
  })
}

/** back online, with no entry, photo or file left from the test before */
export async function emptyOutbox(store: MemoryStore) {
  online = true
  await outbox.start()
  for (const entry of outbox.getSnapshot().entries) await outbox.discard(entry.id)
  store.entries.clear()
  store.photos.clear()
  store.files.clear()
}
