// What a set of roles is granted (the menu tree and permission list of CurrentUser) changes only when an
// administrator edits menus, their buttons / columns / form fields, roles or grants, yet building it costs
// milliseconds per call. It is kept here per database and per key (category + role set) until such an edit:
// menusChanged drops it on this instance and tells the others over the socket bus (ctx.realtime.changed), and a
// caller that knows the directory version (migration 029) passes it, so a change is seen even before the bus
// message arrives: entries of another version are dropped.
import type { AppContext } from '../../context'
import type { Db } from '../../db/database'

const byDb = new WeakMap<Db, { version: number | null; entries: Map<string, Promise<unknown>> }>()

function entriesOf(db: Db, version: number | null): Map<string, Promise<unknown>> {
  let kept = byDb.get(db)
  if (!kept) byDb.set(db, (kept = { version, entries: new Map() }))
  if (version !== null && kept.version !== version) {
    kept.entries.clear()
    kept.version = version
  }
  return kept.entries
}

/**
 * the value under key, computed once; a computation that fails is not kept. One started before a change and
 * finishing after it is not kept either: forgetMenus empties the map, so its promise is no longer there.
 */
export function cachedGrants<T>(db: Db, key: string, compute: () => Promise<T>, version: number | null = null): Promise<T> {
  const entries = entriesOf(db, version)
  const hit = entries.get(key)
  if (hit) return hit as Promise<T>
  const value = compute()
  entries.set(key, value)
  value.catch(() => { if (entries.get(key) === value) entries.delete(key) })
  return value
}

/** this instance forgets every cached grant structure (a change here or on another instance) */
export function forgetMenus(db: Db): void {
  byDb.get(db)?.entries.clear()
}

/** after an edit of menus, menu items, roles or grants has been committed: every instance forgets */
export async function menusChanged(ctx: AppContext): Promise<void> {
  forgetMenus(ctx.db)
  await ctx.realtime?.changed('menus').catch((err: unknown) => ctx.log.warn({ err }, 'menu change not sent to the other instances'))
}
