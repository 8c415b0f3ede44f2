// Kysely's SQLite driver prepares every query anew, and preparing costs more than running the small lookups
// every authenticated call makes (session, roles, organisations). The same SQL text reuses its prepared statement;
// one still being iterated (a streamed query) is busy, so that caller gets a fresh statement instead.
import type SQLite from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

/** distinct SQL texts kept; `in (...)` lists of varying length make new texts, so the oldest are let go */
const MAX_STATEMENTS = 500

export function withStatementCache(file: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>()
  return {
    close: () => { cache.clear(); file.close() },
    prepare(sql: string) {
      const hit = cache.get(sql)
      if (hit && !hit.busy) {
        // most recently used last, so the first key is the one to let go
        cache.delete(sql)
        cache.set(sql, hit)
        return hit
      }
      const stmt = file.prepare(sql)
      if (!hit) {
        cache.set(sql, stmt)
        if (cache.size > MAX_STATEMENTS) cache.delete(cache.keys().next().value as string)
      }
      return stmt
    }
  }
}
