// /api/workflow/Engine/FlowComment (jnpf-api.md §6.4): the 流程评论 tab of a task.
import type { FastifyInstance } from 'fastify'
import type { FlowCommentForm } from '@shared/api/workflow-extras'
import { ok } from '../../../lib/envelope'
import { idParam, str } from '../../../lib/schemas'
import { currentUser } from '../../../plugins/auth'
import { commentInfo, createComment, deleteComment, listComments, updateComment } from './service'

const C = '/api/workflow/Engine/FlowComment'
const body = {
  type: 'object', required: ['taskId'],
  properties: { taskId: str(128, 1), text: str(5000), image: str(50000), file: str(50000) }
}
const idOf = (p: unknown) => (p as { id: string }).id

export async function flowCommentRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(C, {
    schema: {
      querystring: {
        type: 'object', required: ['taskId'],
        properties: { taskId: str(128, 1), currentPage: { type: 'integer', minimum: 1, maximum: 100000 }, pageSize: { type: 'integer', minimum: 1, maximum: 100 } }
      }
    }
  }, async (request) => ok(await listComments(ctx, currentUser(request), request.query as { taskId: string })))
  app.get(`${C}/:id`, { schema: { params: idParam } }, async (request) => ok(await commentInfo(ctx, currentUser(request), idOf(request.params))))
  app.post(C, { schema: { body } }, async (request) => {
    const id = await createComment(ctx, currentUser(request), request.body as FlowCommentForm)
    return ok({ id }, '新建成功')
  })
  app.put(`${C}/:id`, { schema: { params: idParam, body } }, async (request) => {
    await updateComment(ctx, currentUser(request), idOf(request.params), request.body as FlowCommentForm)
    return ok(undefined, '更新成功')
  })
  app.delete(`${C}/:id`, { schema: { params: idParam } }, async (request) => {
    await deleteComment(ctx, currentUser(request), idOf(request.params))
    return ok(undefined, '删除成功')
  })
}
