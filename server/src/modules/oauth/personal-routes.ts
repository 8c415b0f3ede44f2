// /api/permission/Users/Current/Authorize and /SystemLog: the 系统权限 and 登录日志 tabs of the console's personal
// centre (the profile, password, signatures and subordinates are served by the users and sign-img modules).
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { myAuthorize, myLogs, type MyLogQuery } from './personal-service'

const C = '/api/permission/Users/Current'
const logQuery = {
  type: 'object',
  properties: {
    currentPage: { type: 'integer', minimum: 1, maximum: 100000 }, pageSize: { type: 'integer', minimum: 1, maximum: 500 },
    category: { type: 'integer', enum: [1, 3, 4] }, keyword: str(100), loginMark: { type: 'integer', enum: [0, 1] },
    loginType: { type: 'integer', enum: [0, 1] }, startTime: str(30), endTime: str(30), sort: str(10), sidx: str(50)
  }
}

export async function personalRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(`${C}/Authorize`, async (request) => ok(await myAuthorize(ctx, currentUser(request))))
  app.get(`${C}/SystemLog`, { schema: { querystring: logQuery } }, async (request) =>
    ok(await myLogs(ctx, currentUser(request), request.query as MyLogQuery)))
}
