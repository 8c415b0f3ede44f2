// The 3.x Engine actions (jnpf-api.md §6.4): launch and edit (FlowTask), the handler's actions on a to-do entry
// (FlowBefore/Audit, Reject, Transfer, freeApprover, SaveAudit, Candidates, CandidateUser, RejectList), Recall by
// record id, Cancel by task id, and the launcher's Withdraw and Press (FlowLaunch).
import type { FastifyInstance } from 'fastify'
import type { FlowModel } from '@shared/api/workflow'
import { ok } from '../../../lib/envelope'
import { str } from '../../../lib/schemas'
import { currentUser } from '../../../plugins/auth'
import { idempotentAction, rejectList, saveAudit } from './audit-service'
import { flowBatchRoutes } from './batch-routes'
import { candidateUsers, candidates } from './candidates-service'
import { freeApprover, transfer } from './handover-service'
import { createFlowTask, updateFlowTask } from './launch-service'
import { originOf } from '../read/record-access'
import { idempotencyKeyOf } from '../../visualdev'
import { cancel, press, withdraw } from './launcher-service'
import { recall } from './recall-service'

const E = '/api/workflow/Engine'
const idParam = { type: 'object', required: ['id'], properties: { id: str(128, 1) } }
const ids = { type: 'array', maxItems: 200, items: str(128) }
const flowModel = {
  type: ['object', 'null'],
  properties: {
    id: str(128), flowId: str(128), flowTitle: str(200), billNo: str(100), flowUrgent: { type: 'integer', minimum: 0, maximum: 9 },
    status: { anyOf: [{ type: 'string', maxLength: 2 }, { type: 'integer' }] },
    handleOpinion: str(2000), signImg: str(400_000),
    fileList: { anyOf: [{ type: 'array', maxItems: 20, items: { type: 'object' } }, { type: 'string', maxLength: 20_000 }] },
    formData: { type: 'object' }, copyIds: str(5000), candidateList: { type: 'object', maxProperties: 50 },
    branchList: ids, errorRuleUserList: { type: 'object', maxProperties: 50 }, freeApproverUserId: str(128),
    freeApproverType: { type: 'integer', enum: [1, 2] }, rejectStep: str(100), rejectType: { type: 'integer', minimum: 1, maximum: 3 },
    delegateUser: str(128), delegateUserList: ids, projectId: str(128), contractId: str(128), nodeCode: str(100),
    keyword: str(50), currentPage: { type: 'integer', minimum: 1, maximum: 100_000 }, pageSize: { type: 'integer', minimum: 1, maximum: 1000 }
  }
}

type IdParams = { id: string }
const route = { schema: { params: idParam, body: flowModel } }

export async function flowTaskRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const body = (b: unknown) => (b ?? {}) as FlowModel
  const saved = (m: FlowModel) => (String(m.status ?? '0') === '1' ? '保存成功' : '提交成功')

  app.post(`${E}/FlowTask`, { schema: { body: flowModel } }, async (request) => {
    const m = body(request.body)
    // a new task sent again with the same key (the app's outbox, a retry) answers the first one
    const key = idempotencyKeyOf(request.headers['idempotency-key'])
    return ok(await createFlowTask(ctx, currentUser(request), m, originOf(request), key), saved(m))
  })
  app.put(`${E}/FlowTask/:id`, route, async (request) => {
    const m = body(request.body)
    return ok(await updateFlowTask(ctx, currentUser(request), (request.params as IdParams).id, m, originOf(request)), saved(m))
  })

  const action = (path: string, msg: string, fn: (c: typeof ctx, u: ReturnType<typeof currentUser>, id: string, m: FlowModel) => Promise<unknown>) =>
    app.post(`${E}/${path}/:id`, route, async (request) => {
      const out = await fn(ctx, currentUser(request), (request.params as IdParams).id, body(request.body))
      return ok(out === undefined ? undefined : out, msg)
    })

  // an approval or a return made without network comes from the app's outbox under its Idempotency-Key
  const keyed = (path: string, msg: string, kind: 'audit' | 'reject') =>
    app.post(`${E}/${path}/:id`, route, async (request) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'])
      await idempotentAction(ctx, currentUser(request), (request.params as IdParams).id, body(request.body), key, kind)
      return ok(undefined, msg)
    })
  keyed('FlowBefore/Audit', '审核成功', 'audit')
  keyed('FlowBefore/Reject', '退回成功', 'reject')
  action('FlowBefore/SaveAudit', '保存成功', saveAudit)
  action('FlowBefore/Transfer', '转办成功', transfer)
  action('FlowBefore/freeApprover', '加签成功', freeApprover)
  action('FlowBefore/Recall', '撤回成功', recall)
  action('FlowBefore/Cancel', '终止成功', cancel)
  action('FlowBefore/Candidates', 'Success', candidates)
  action('FlowBefore/CandidateUser', 'Success', candidateUsers)
  action('FlowLaunch/Press', '催办成功', (c, u, id) => press(c, u, id))

  app.get(`${E}/FlowBefore/RejectList/:id`, { schema: { params: idParam } }, async (request) =>
    ok(await rejectList(ctx, currentUser(request), (request.params as IdParams).id)))

  app.put(`${E}/FlowLaunch/:id/Actions/Withdraw`, route, async (request) => {
    await withdraw(ctx, currentUser(request), (request.params as IdParams).id, body(request.body))
    return ok(undefined, '撤回成功')
  })

  await flowBatchRoutes(app)
}
