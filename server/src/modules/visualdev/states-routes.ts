// Record states beside the OnlineDev endpoints (our own, not JNPF; issue 10): a record's state, the moves its
// reader may make and the timeline, and a move.
import type { FastifyInstance } from 'fastify'
import type { RecordTransitionForm } from '@shared/api/visualdev-states'
import { ok } from '../../lib/envelope'
import { str } from '../../lib/schemas'
import { MAX_SIGN } from '../files'
import { currentUser } from '../../plugins/auth'
import { recordStates, transitionRecord } from './states-service'

const O = '/api/visualdev/OnlineDev'
const recordParam = { type: 'object', properties: { modelId: str(128, 1), id: str(128, 1) } }
const photo = { type: 'object', properties: { fileId: str(200), url: str(1000), name: str(200) } }
const transitionBody = {
  type: 'object',
  required: ['transition'],
  properties: {
    transition: str(64, 1), opinion: str(1000), photos: { type: 'array', maxItems: 20, items: photo },
    signImg: str(MAX_SIGN), data: { type: 'object' }
  }
}

type RecordParams = { modelId: string; id: string }
const originOf = (headers: Record<string, unknown>) => (headers['jnpf-origin'] === 'app' ? 'app' : 'pc')

export async function recordStateRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx

  app.get(`${O}/:modelId/:id/States`, { schema: { params: recordParam } }, async (request) => {
    const { modelId, id } = request.params as RecordParams
    return ok(await recordStates(ctx, currentUser(request), modelId, id, originOf(request.headers)))
  })

  app.post(`${O}/:modelId/:id/Actions/Transition`, { schema: { params: recordParam, body: transitionBody } }, async (request) => {
    const { modelId, id } = request.params as RecordParams
    await transitionRecord(ctx, currentUser(request), modelId, id, originOf(request.headers), request.body as RecordTransitionForm)
    return ok(undefined, '操作成功')
  })
}
