// What every record endpoint works out about its caller before reading a record: the rights on the model (roles,
// menu grants, the menus' buttons, columns and form fields) and the projects and sections the caller belongs to.
// All of it comes from the directory tables, whose every write changes the directory version (migration 029), so it
// is kept per user until that number changes: a List then pays one read of the number instead of about ten queries
// (issue 11). The number is read once per request (the session lookup gives each request its own user row; a row
// held longer, a socket's, reads it again after half a second) and before anything it guards, so a value built from data older than a change is kept under the number before it,
// which the next request no longer matches: on one instance or many.
import type { Db } from '../../db/database'
import type { UserRow } from '../users/repository'

/** values kept per database: a few for each of a few thousand staff; the least recently used go first */
const MAX_ENTRIES = 20_000

interface Kept { version: number; entries: Map<string, Promise<unknown>> }
const byDb = new WeakMap<Db, Kept>()
/** the version read for a user row, and when: a row lives for one request, but one held longer is not trusted long */
const versionOfRequest = new WeakMap<UserRow, { at: number; version: Promise<number> }>()
const REQUEST_MS = 500

async function readVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('baseDirectoryVersion').select('version').where('id', '=', 1).executeTakeFirst()
  return Number(row?.version ?? 0)
}

/** the directory version as this request first read it */
function versionFor(db: Db, user: UserRow): Promise<number> {
  const now = Date.now()
  let v = versionOfRequest.get(user)
  if (!v || now - v.at > REQUEST_MS) versionOfRequest.set(user, (v = { at: now, version: readVersion(db) }))
  return v.version
}

/**
 * the value under key for user, computed once per directory version; a computation that fails is not kept (the
 * refusal is worked out again next time). `key` must name everything the value depends on besides the directory.
 */
export async function cachedForCaller<T>(db: Db, user: UserRow, key: string, compute: () => Promise<T>): Promise<T> {
  const version = await versionFor(db, user)
  let kept = byDb.get(db)
  if (!kept || kept.version !== version) byDb.set(db, (kept = { version, entries: new Map() }))
  const entries = kept.entries
  const full = `${user.id}|${key}`
  const hit = entries.get(full)
  if (hit) {
    entries.delete(full)
    entries.set(full, hit)
    return hit as Promise<T>
  }
  const value = compute()
  entries.set(full, value)
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
  value.catch(() => { if (entries.get(full) === value) entries.delete(full) })
  return value
}
