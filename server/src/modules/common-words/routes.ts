// /api/system/CommonWords: the approve dialog's common phrases (JNPF 3.6 CommonWordsController).
import type { FastifyInstance } from 'fastify'
import type { CommonWordsForm } from '@shared/api/workflow-extras'
import { ok } from '../../lib/envelope'
import { idParam, str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { createWord, deleteWord, listWords, selectorWords, updateWord, wordInfo, type WordsQuery } from './service'

const W = '/api/system/CommonWords'
const listQuery = {
  type: 'object',
  properties: {
    currentPage: { type: 'integer', minimum: 1, maximum: 100000 }, pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    keyword: str(100), enabledMark: { type: 'integer', enum: [0, 1] }, type: str(20)
  }
}
const body = {
  type: 'object', required: ['commonWordsText'],
  properties: {
    commonWordsText: str(500), commonWordsType: { type: 'integer', enum: [0, 1] },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999 }, enabledMark: { type: 'integer', enum: [0, 1] }
  }
}
const idOf = (p: unknown) => (p as { id: string }).id

export async function commonWordsRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(W, { schema: { querystring: listQuery } }, async (request) => ok(await listWords(ctx, currentUser(request), request.query as WordsQuery)))
  app.get(`${W}/Selector`, { schema: { querystring: listQuery } }, async (request) => ok(await selectorWords(ctx, currentUser(request))))
  app.get(`${W}/:id`, { schema: { params: idParam } }, async (request) => ok(await wordInfo(ctx, currentUser(request), idOf(request.params))))
  app.post(W, { schema: { body } }, async (request) => {
    const id = await createWord(ctx, currentUser(request), request.body as CommonWordsForm)
    return ok({ id }, '新建成功')
  })
  app.put(`${W}/:id`, { schema: { params: idParam, body } }, async (request) => {
    await updateWord(ctx, currentUser(request), idOf(request.params), request.body as CommonWordsForm)
    return ok(undefined, '更新成功')
  })
  app.delete(`${W}/:id`, { schema: { params: idParam } }, async (request) => {
    await deleteWord(ctx, currentUser(request), idOf(request.params))
    return ok(undefined, '删除成功')
  })
}
