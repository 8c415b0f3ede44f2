// Idempotent creates: a POST that carries an `Idempotency-Key` the same user already sent for the same model (a
// retry after a lost answer, a double tap) answers the record the first request made and creates nothing. The key
// is claimed before the record is written, so of two concurrent duplicates one writes and the other waits for it.
// The workflow's new tasks use it too, under a scope of their own in place of a model id (see `exists`).
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { visualDevRepository } from './repository'
import { safeWritesRepository as repo } from './safe-writes-repository'

/** keys are remembered this long */
export const KEY_TTL_MS = 24 * 3600_000
/** a claim whose request died before writing (a crashed process) is given up after this long */
const ABANDONED_MS = 60_000
const POLL_MS = 50
/** how long a duplicate waits for the first request to finish (about 10 s) */
const MAX_POLLS = 200

const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/

/** the header's value: undefined when absent; printable ASCII of at most 128 characters otherwise */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined
  const value = Array.isArray(header) ? header[0] : header
  if (value === undefined || value === '') return undefined
  if (!KEY_PATTERN.test(value)) throw new BadRequest('Idempotency-Key 应为不超过128个字符的字母、数字或符号')
  return value
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** whether the thing a claim names was made (a record of the model by default) */
export type CreatedCheck = (ctx: AppContext, scopeId: string, id: string) => Promise<boolean>

const recordMade: CreatedCheck = async (ctx, modelId, id) => Boolean(await visualDevRepository.findRecord(ctx.db, modelId, id))

/**
 * Runs `create(id)` once per (user, model, key) within 24 h and answers the id of the record it made. A failed
 * create gives the key back, so the same submission may be sent again once corrected. `modelId` is the scope of the
 * key: another creator than the low-code records passes its own scope and how to tell that its thing was made.
 * `thingId`: an action on something that exists (approving a to-do) names it, and `made` tells whether it was done.
 */
export async function idempotentCreate(
  ctx: AppContext, userId: string, modelId: string, idemKey: string, create: (id: string) => Promise<void>,
  made: CreatedCheck = recordMade, thingId?: string
): Promise<string> {
  const k = { userId, modelId, idemKey }
  await repo.purgeBefore(ctx.db, ctx.clock.now() - KEY_TTL_MS)
  for (let polls = 0; polls <= MAX_POLLS; polls += 1) {
    // an action on an existing thing (a flow approval) claims under that thing's id; a create under a new one
    const id = thingId ?? newId()
    if (await repo.claim(ctx.db, { ...k, recordId: id, done: 0, createdAt: ctx.clock.now() })) {
      try {
        await create(id)
      } catch (err) {
        await repo.release(ctx.db, k, id)
        throw err
      }
      await repo.markDone(ctx.db, k)
      return id
    }
    const held = await repo.findClaim(ctx.db, k)
    if (!held) continue // given back meanwhile: claim it again
    if (Number(held.done) === 1 || (await made(ctx, modelId, held.recordId))) return held.recordId
    if (ctx.clock.now() - Number(held.createdAt) > ABANDONED_MS) {
      await repo.release(ctx.db, k, held.recordId)
      continue
    }
    await sleep(POLL_MS)
  }
  throw new BadRequest('相同的提交正在处理中，请稍后再试')
}
