// The encoded CurrentUser answer of each user, kept until something it was built from changes. Every app launch
// and every console page load asks for it; building it takes a dozen queries and ~80 KB of JSON (and gzip of that
// for clients that accept it), while what it is built from changes a few times a day.
//
// Validity: the directory version (migration 029: triggers count every write to organisations, roles, grants,
// menus, ... in the writing transaction) and the user's own row, which the session lookup of this request has just
// read. The version is read before anything else, so an answer built from data older than a change can only be
// kept under the number before the change, which the next request no longer matches: on one instance or many.
import { gzipSync } from 'node:zlib'
import type { Db } from '../../db/database'
import type { UserRow } from '../users/repository'

export interface CachedAnswer { raw: Buffer; gzip(): Buffer }
interface Entry { version: number; stamp: string; raw: Buffer; gz: Buffer | null }

/** a few thousand staff of a group at most: enough for all of them, bounded for a bigger one */
const MAX_ENTRIES = 5000

const byDb = new WeakMap<Db, Map<string, Entry>>()

function entriesOf(db: Db): Map<string, Entry> {
  let entries = byDb.get(db)
  if (!entries) byDb.set(db, (entries = new Map()))
  return entries
}

export async function directoryVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('baseDirectoryVersion').select('version').where('id', '=', 1).executeTakeFirst()
  return Number(row?.version ?? 0)
}

/** what of the user's own row the answer shows or depends on (not the login counters that change all day) */
function stampOf(user: UserRow): string {
  return JSON.stringify([user.account, user.realName, user.headIcon, user.gender, user.organizeId, user.positionId,
    user.managerId, user.mobilePhone, user.email, user.birthday, user.isAdministrator, user.prevLogTime, user.prevLogIp,
    user.changePasswordDate])
}

function answerOf(entry: Entry): CachedAnswer {
  return { raw: entry.raw, gzip: () => (entry.gz ??= gzipSync(entry.raw)) }
}

/**
 * the answer for user in category: the kept one while still valid, else build(version) computed and kept. Two
 * requests missing at once both build (cheap enough, and simpler than sharing an unfinished build).
 */
export async function cachedAnswer(db: Db, user: UserRow, category: string, build: (version: number) => Promise<Buffer>): Promise<CachedAnswer> {
  const version = await directoryVersion(db)
  const entries = entriesOf(db)
  const key = `${category}|${user.id}`
  const stamp = stampOf(user)
  const hit = entries.get(key)
  if (hit && hit.version === version && hit.stamp === stamp) return answerOf(hit)
  const raw = await build(version)
  const entry: Entry = { version, stamp, raw, gz: null }
  entries.delete(key) // re-inserted last: the Map's order is then least recently built first
  entries.set(key, entry)
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
  return answerOf(entry)
}
