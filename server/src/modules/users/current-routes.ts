// /api/permission/Users/Current/*: the signed-in user's profile, avatar, password, major and subordinates.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { getBaseInfo, modifyPassword, setAvatar, setMajor, updateBaseInfo, userOrganizes, userPositions, type BaseInfoForm } from './current-service'
import { subordinatesOf } from './directory-service'

const C = '/api/permission/Users/Current'
const baseInfoBody = {
  type: 'object',
  properties: {
    realName: { type: 'string', minLength: 1, maxLength: 50 },
    gender: { type: 'integer', enum: [1, 2] },
    mobilePhone: { type: 'string', maxLength: 11, pattern: '^(1[3-9]\\d{9})?$' },
    email: { type: 'string', maxLength: 100, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' },
    birthday: { type: ['integer', 'null'] },
    signature: { type: 'string', maxLength: 500 }
  }
}

export async function currentUserRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(`${C}/BaseInfo`, async (request) => ok(await getBaseInfo(ctx, currentUser(request))))
  app.put(`${C}/BaseInfo`, { schema: { body: baseInfoBody } }, async (request) => {
    await updateBaseInfo(ctx, currentUser(request), request.body as BaseInfoForm)
    return ok(undefined, '修改成功')
  })

  app.put(`${C}/Avatar/:name`, {
    schema: { params: { type: 'object', properties: { name: { type: 'string', minLength: 1, maxLength: 200 } } } }
  }, async (request) => {
    await setAvatar(ctx, currentUser(request), (request.params as { name: string }).name)
    return ok(undefined, '头像修改成功')
  })

  app.post(`${C}/Actions/ModifyPassword`, {
    schema: {
      body: {
        type: 'object', required: ['oldPassword', 'password'],
        properties: { oldPassword: { type: 'string', minLength: 1, maxLength: 512 }, password: { type: 'string', minLength: 1, maxLength: 512 } }
      }
    }
  }, async (request) => {
    const { oldPassword, password } = request.body as { oldPassword: string; password: string }
    await modifyPassword(ctx, currentUser(request), request.session!.tokenId, oldPassword, password)
    return ok(undefined, '修改成功，请牢记新密码')
  })

  app.put(`${C}/major`, {
    schema: {
      body: {
        type: 'object', required: ['majorId', 'majorType'],
        properties: { majorId: { type: 'string', minLength: 1, maxLength: 128 }, majorType: { type: 'string', enum: ['Organize', 'Position'] } }
      }
    }
  }, async (request) => {
    const { majorId, majorType } = request.body as { majorId: string; majorType: 'Organize' | 'Position' }
    await setMajor(ctx, currentUser(request), majorId, majorType)
    return ok(undefined, '切换成功')
  })

  app.get(`${C}/Subordinate/:id`, {
    schema: { params: idParam }
  }, async (request) => ok(await subordinatesOf(ctx, currentUser(request), (request.params as { id: string }).id)))

  app.get(`${C}/getUserOrganizes`, async (request) => ok(await userOrganizes(ctx, currentUser(request))))
  app.get(`${C}/getUserPositions`, async (request) => ok(await userPositions(ctx, currentUser(request))))
}
