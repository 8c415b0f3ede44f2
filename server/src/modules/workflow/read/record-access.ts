// A flow launched on an existing low-code record (one saved before its flow was launched, so it has no task yet)
// reads and writes that record, so it passes the record endpoints' own rights, not only the project scope: the
// model's menu, plus btn_edit to launch it (btn_detail or btn_edit to open it) when the list turns button rights
// on — or the caller created the record and it was never submitted (their own draft).
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../../../context'
import type { VisualDevRecordTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import type { UserRow } from '../../users/repository'
import type { Origin } from '../../visualdev/list-config'
import type { Button } from '../../visualdev/permissions'
import { NOT_FOUND, inScope, recordScope } from '../../visualdev/scope'
import { modelContext } from '../../visualdev/service'

export type { Origin }

/** the app sends `jnpf-origin: app` and its list layout applies; anything else is a PC client (as visualdev reads it) */
export const originOf = (request: FastifyRequest): Origin => (request.headers['jnpf-origin'] === 'app' ? 'app' : 'pc')

export const NO_EDIT = '您没有修改该数据的权限，无法发起流程'
export const NO_READ = '您没有查看该数据的权限'

/** never submitted: no flow state yet, a draft, or withdrawn to be submitted again */
const isDraft = (r: VisualDevRecordTable) => r.flowState === null || r.flowState === undefined || [0, 7].includes(Number(r.flowState))

async function check(
  ctx: AppContext, user: UserRow, modelId: string, record: VisualDevRecordTable | undefined, origin: Origin,
  buttons: Button[], refusal: string, notFound: string
): Promise<VisualDevRecordTable> {
  // one answer whether the record is missing or in another project, so ids reveal nothing
  if (!record || !inScope(await recordScope(ctx, user), record)) throw new BadRequest(notFound)
  if (record.creatorUserId === user.id && isDraft(record)) return record
  try {
    await modelContext(ctx, user, modelId, origin, { buttons })
  } catch (e) {
    // no menu, no button, or the model is gone: one clear refusal; anything else is a real fault
    if (e instanceof BadRequest) throw new BadRequest(refusal)
    throw e
  }
  return record
}

type Check = (ctx: AppContext, user: UserRow, modelId: string, record: VisualDevRecordTable | undefined, origin: Origin, notFound?: string) => Promise<VisualDevRecordTable>

/** the record when the caller may launch its flow (what PUT on the record needs); 400 otherwise */
export const mayLaunchRecord: Check = (ctx, user, modelId, record, origin, notFound = NOT_FOUND) =>
  check(ctx, user, modelId, record, origin, ['btn_edit'], NO_EDIT, notFound)

/** the record when the caller may open it in the launch view (what GET of the record needs); 400 otherwise */
export const mayReadRecord: Check = (ctx, user, modelId, record, origin, notFound = NOT_FOUND) =>
  check(ctx, user, modelId, record, origin, ['btn_detail', 'btn_edit'], NO_READ, notFound)
