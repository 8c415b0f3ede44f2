// One reminder of one record, sent once: its key goes into the ledger in the same transaction as its inbox rows (a
// second instance, or a rerun of the slot, finds the key and sends nothing); the live push follows the commit.
import type { RecordLinkBody } from '@shared/api/message'
import { pushMessages, storeMessages } from '../message'
import type { MessageTable } from '../../db/schema'
import { schedulerRepository } from './repository'
import type { JobRun } from './types'

export interface OnceReminder { recordId: string; kind: string; dueDay: string; title: string; linkModel: string; to: string[] }

/** true when this call sent it (false: already in the ledger) */
export async function sendReminderOnce(run: JobRun, r: OnceReminder): Promise<boolean> {
  const { ctx } = run
  const body: RecordLinkBody = { modelId: r.linkModel, id: r.recordId, content: r.title }
  const stored = await ctx.db.transaction().execute(async (trx): Promise<MessageTable[] | undefined> => {
    const fresh = await schedulerRepository.markSent(trx, {
      job: run.job, recordId: r.recordId, kind: r.kind, dueDay: r.dueDay, recipients: r.to.length, sentAt: ctx.clock.now()
    })
    if (!fresh) return undefined
    return r.to.length ? storeMessages({ db: trx, clock: ctx.clock }, { toUserIds: r.to, type: 3, title: r.title, bodyText: JSON.stringify(body) }) : []
  })
  if (!stored) return false
  await pushMessages(ctx, stored)
  return true
}
