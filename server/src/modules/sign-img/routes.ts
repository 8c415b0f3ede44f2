// /api/permission/Users/Current/SignImg and /{id}/SignImg (JNPF 3.6 UserSettingController): the caller's saved
// hand signatures. GET answers the bare array, as JNPF does.
import type { FastifyInstance } from 'fastify'
import type { SignImgForm } from '@shared/api/workflow-extras'
import { ok } from '../../lib/envelope'
import { idParam } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { addSignImg, deleteSignImg, listSignImgs, MAX_SIGN_CHARS, setDefaultSignImg } from './service'

const C = '/api/permission/Users/Current'
const body = {
  type: 'object', required: ['signImg'],
  properties: { signImg: { type: 'string', maxLength: MAX_SIGN_CHARS + 100 }, isDefault: { type: 'integer', enum: [0, 1] } }
}

export async function signImgRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(`${C}/SignImg`, async (request) => ok(await listSignImgs(ctx, currentUser(request))))
  app.post(`${C}/SignImg`, { schema: { body } }, async (request) => {
    const id = await addSignImg(ctx, currentUser(request), request.body as SignImgForm)
    return ok({ id }, '新建成功')
  })
  app.put(`${C}/:id/SignImg`, { schema: { params: idParam } }, async (request) => {
    await setDefaultSignImg(ctx, currentUser(request), (request.params as { id: string }).id)
    return ok(undefined, '更新成功')
  })
  app.delete(`${C}/:id/SignImg`, { schema: { params: idParam } }, async (request) => {
    await deleteSignImg(ctx, currentUser(request), (request.params as { id: string }).id)
    return ok(undefined, '删除成功')
  })
}
