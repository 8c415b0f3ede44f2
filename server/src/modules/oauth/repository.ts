// SQL for sessions: tokens, login tickets, SMS codes, social (WeChat) bindings and login failure counts.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { LoginFailureTable, LoginTicketTable, SmsCodeTable, SocialUserTable, TokenTable, UserTable } from '../../db/schema'

export const tokenRepository = {
  async insert(db: Db, row: TokenTable): Promise<void> {
    await db.insertInto('authToken').values(row).execute()
  },
  /** the token row's validity fields with the user it belongs to, in one query (runs on every request) */
  async findWithUser(db: Db, tokenId: string): Promise<{ expiresAt: number; revokedAt: number | null; user: UserTable } | undefined> {
    const row = await db.selectFrom('authToken').innerJoin('baseUser', 'baseUser.id', 'authToken.userId')
      .selectAll('baseUser')
      .select(['authToken.expiresAt', 'authToken.revokedAt'])
      .where('authToken.id', '=', tokenId)
      .executeTakeFirst()
    if (!row) return undefined
    const { expiresAt, revokedAt, ...user } = row
    return { expiresAt: Number(expiresAt), revokedAt: revokedAt === null ? null : Number(revokedAt), user }
  },
  async revoke(db: Db, tokenId: string, now: number): Promise<void> {
    await db.updateTable('authToken').set({ revokedAt: now }).where('id', '=', tokenId).where('revokedAt', 'is', null).execute()
  },
  /** every live token of the user, except one when given (the caller's own session) */
  async revokeAllOfUser(db: Db, userId: string, now: number, exceptTokenId = ''): Promise<void> {
    await db.updateTable('authToken').set({ revokedAt: now })
      .where('userId', '=', userId).where('revokedAt', 'is', null).where('id', '!=', exceptTokenId).execute()
  },
  /** old rows are dead weight; drop them now and then */
  async purgeExpired(db: Db, before: number): Promise<void> {
    await db.deleteFrom('authToken').where('expiresAt', '<', before).execute()
  }
}

export const ticketRepository = {
  async insert(db: Db, row: LoginTicketTable): Promise<void> {
    await db.insertInto('loginTicket').values(row).execute()
  },
  /** inserts the ticket or replaces the one with its id (a captcha asked for again under the same key) */
  async put(db: Db, row: LoginTicketTable): Promise<void> {
    await db.insertInto('loginTicket').values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet({ kind: row.kind, status: row.status, value: row.value, expiresAt: row.expiresAt }))
      .execute()
  },
  find(db: Db, id: string): Promise<LoginTicketTable | undefined> {
    return db.selectFrom('loginTicket').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** changes the status only while the ticket is still waiting in `fromStatus`; false when it was not */
  async transition(db: Db, id: string, fromStatus: number, status: number, value: string): Promise<boolean> {
    const r = await db.updateTable('loginTicket').set({ status, value })
      .where('id', '=', id).where('status', '=', fromStatus).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  /** deletes and returns a ticket of the given kind in one statement: a single-use ticket is used once */
  take(db: Db, id: string, kind: string): Promise<LoginTicketTable | undefined> {
    return db.deleteFrom('loginTicket').where('id', '=', id).where('kind', '=', kind).returningAll().executeTakeFirst()
  },
  async delete(db: Db, id: string): Promise<void> {
    await db.deleteFrom('loginTicket').where('id', '=', id).execute()
  },
  async purgeExpired(db: Db, now: number): Promise<void> {
    await db.deleteFrom('loginTicket').where('expiresAt', '<', now).execute()
  }
}

export const smsRepository = {
  find(db: Db, mobile: string): Promise<SmsCodeTable | undefined> {
    return db.selectFrom('smsCode').selectAll().where('mobile', '=', mobile).executeTakeFirst()
  },
  async upsert(db: Db, row: SmsCodeTable): Promise<void> {
    await db.insertInto('smsCode').values(row)
      .onConflict((oc) => oc.column('mobile').doUpdateSet({ code: row.code, sentAt: row.sentAt, expiresAt: row.expiresAt, attempts: 0 }))
      .execute()
  },
  async addAttempt(db: Db, mobile: string): Promise<void> {
    await db.updateTable('smsCode').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('mobile', '=', mobile).execute()
  },
  async delete(db: Db, mobile: string): Promise<void> {
    await db.deleteFrom('smsCode').where('mobile', '=', mobile).execute()
  }
}

export const socialRepository = {
  find(db: Db, socialType: string, socialId: string): Promise<SocialUserTable | undefined> {
    return db.selectFrom('baseSocialsUsers').selectAll()
      .where('socialType', '=', socialType).where('socialId', '=', socialId).executeTakeFirst()
  },
  /** one WeChat identity belongs to one user; binding again moves it to the new user */
  async bind(db: Db, row: SocialUserTable): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('baseSocialsUsers').where('socialType', '=', row.socialType).where('socialId', '=', row.socialId).execute()
      await trx.insertInto('baseSocialsUsers').values(row).execute()
    })
  },
  findOfUser(db: Db, userId: string, socialType: string): Promise<SocialUserTable | undefined> {
    return db.selectFrom('baseSocialsUsers').selectAll().where('userId', '=', userId).where('socialType', '=', socialType).executeTakeFirst()
  },
  listOfUser(db: Db, userId: string): Promise<SocialUserTable[]> {
    return db.selectFrom('baseSocialsUsers').selectAll().where('userId', '=', userId).orderBy('createdAt').execute()
  },
  /** binds the identity to the user in place of what the user had of that kind, and takes it from anyone else */
  async replaceOfUser(db: Db, row: SocialUserTable): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('baseSocialsUsers').where((eb) => eb.or([
        eb.and([eb('socialType', '=', row.socialType), eb('socialId', '=', row.socialId)]),
        eb.and([eb('socialType', '=', row.socialType), eb('userId', '=', row.userId)])
      ])).execute()
      await trx.insertInto('baseSocialsUsers').values(row).execute()
    })
  },
  /** deletes one binding of the user; false when the user has no binding with that id */
  async deleteOfUser(db: Db, userId: string, id: string): Promise<boolean> {
    const r = await db.deleteFrom('baseSocialsUsers').where('id', '=', id).where('userId', '=', userId).executeTakeFirst()
    return Number(r.numDeletedRows) === 1
  }
}

/** one counter of login_failure: account '' = every account from a client, client '' = an account from every client */
export interface FailureKey { account: string; client: string }

/** login failures (login_failure), counted in the database so every instance sees the same numbers */
export const loginFailureRepository = {
  find(db: Db, keys: FailureKey[]): Promise<LoginFailureTable[]> {
    return db.selectFrom('loginFailure').selectAll()
      .where((eb) => eb.or(keys.map((k) => eb.and([eb('account', '=', k.account), eb('client', '=', k.client)])))).execute()
  },
  /**
   * one more failure, in one statement (a burst of concurrent guesses must each count): a count whose first failure
   * is older than `windowStart` starts again at 1. Answers the row as it is now.
   */
  async hit(db: Db, key: FailureKey, now: number, windowStart: number): Promise<LoginFailureTable> {
    const stale = sql<boolean>`login_failure.first_at <= ${windowStart}`
    const row = await db.insertInto('loginFailure').values({ ...key, failures: 1, firstAt: now, lockedUntil: 0 })
      .onConflict((oc) => oc.columns(['account', 'client']).doUpdateSet({
        failures: sql<number>`case when ${stale} then 1 else login_failure.failures + 1 end`,
        firstAt: sql<number>`case when ${stale} then ${now} else login_failure.first_at end`
      }))
      .returningAll().executeTakeFirstOrThrow()
    return row
  },
  /** takes back one count that turned out not to be a try (refused before the password was looked at) */
  async giveBack(db: Db, key: FailureKey): Promise<void> {
    await db.updateTable('loginFailure').set((eb) => ({ failures: eb('failures', '-', 1) }))
      .where('account', '=', key.account).where('client', '=', key.client).where('failures', '>', 0).execute()
    // a count back at nothing is no count: it goes (the unlock answers whether anything was held against an account)
    await db.deleteFrom('loginFailure').where('account', '=', key.account).where('client', '=', key.client)
      .where('failures', '<=', 0).where('lockedUntil', '=', 0).execute()
  },
  async lock(db: Db, key: FailureKey, until: number): Promise<void> {
    await db.updateTable('loginFailure').set({ lockedUntil: until }).where('account', '=', key.account).where('client', '=', key.client).execute()
  },
  async clear(db: Db, key: FailureKey): Promise<void> {
    await db.deleteFrom('loginFailure').where('account', '=', key.account).where('client', '=', key.client).execute()
  },
  /** every count and lock of one account (an administrator's unlock); answers how many there were */
  async clearAccount(db: Db, account: string): Promise<number> {
    const r = await db.deleteFrom('loginFailure').where('account', '=', account).executeTakeFirst()
    return Number(r.numDeletedRows)
  },
  async purge(db: Db, windowStart: number, now: number): Promise<void> {
    await db.deleteFrom('loginFailure').where('firstAt', '<=', windowStart).where('lockedUntil', '<=', now).execute()
  }
}
