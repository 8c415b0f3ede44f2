// Deep pages by keyset (issue 11). JNPF clients ask for pages by number (currentPage), so a deep page is an OFFSET:
// page 1001 walks 20,000 index entries before it reaches its rows. Every page served in the default order (newest
// first, creator_time and id) leaves two anchors behind: the key of its first row at its offset, and the key of
// its last row at the offset after it. The next page of a load-more, a page asked again, or any page past a known
// one then starts from the nearest anchor before it: a range condition on (creator_time, id) that the list's
// indexes answer directly, with only the distance from the anchor left to skip. Anchors belong to a filter and a
// scope (count-cache.ts filterKey) and are kept under the model's change number (migration 034): any write to the
// model's records drops them, so an anchor never points into data that has moved.
import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database'

/** below this offset a page skips its rows directly (cheap) and leaves no anchors (tests lower it) */
export const ANCHORS = { from: 200 }

const MAX_FILTERS = 2000
const MAX_ANCHORS = 256

/** the row at `offset` (inclusive), or the row just before it (the last of the page before) */
export interface Anchor { offset: number; time: number; id: string; inclusive: boolean }
interface Entry { change: number; anchors: Map<number, Anchor> }

const byDb = new WeakMap<Db, Map<string, Entry>>()

function entriesOf(db: Db): Map<string, Entry> {
  let entries = byDb.get(db)
  if (!entries) byDb.set(db, (entries = new Map()))
  return entries
}

/** the nearest anchor at or before offset, kept under this change number */
export function nearestAnchor(db: Db, key: string, change: number, offset: number): Anchor | undefined {
  const entry = entriesOf(db).get(key)
  if (!entry || entry.change !== change) return undefined
  let best: Anchor | undefined
  for (const a of entry.anchors.values()) if (a.offset <= offset && (!best || a.offset > best.offset)) best = a
  return best
}

/** the condition that starts a walk in (creator_time, id) order `desc` or not at the anchor */
export function fromAnchor(a: Anchor, desc: boolean): RawBuilder<boolean> {
  const op = desc ? (a.inclusive ? '<=' : '<') : (a.inclusive ? '>=' : '>')
  return sql<boolean>`((creator_time, id) ${sql.raw(op)} (${a.time}, ${a.id}))`
}

export function rememberAnchors(db: Db, key: string, change: number, anchors: Anchor[]): void {
  const entries = entriesOf(db)
  let entry = entries.get(key)
  if (!entry || entry.change !== change) entry = { change, anchors: new Map() }
  entries.delete(key)
  entries.set(key, entry)
  if (entries.size > MAX_FILTERS) entries.delete(entries.keys().next().value as string)
  for (const a of anchors) {
    const at = a.offset * 2 + (a.inclusive ? 1 : 0)
    entry.anchors.delete(at)
    entry.anchors.set(at, a)
    if (entry.anchors.size > MAX_ANCHORS) entry.anchors.delete(entry.anchors.keys().next().value as number)
  }
}
