// /api/rebar/...: finding the bar ends in a photo already uploaded (/api/file/Uploader/annexpic), and the counts saved
// per contract section (save, list, detail).
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { bodyOf, idOf, idParam, pageOf, queryOf } from '../../lib/route-input'
import { currentUser } from '../../plugins/auth'
import { countDetail, detect, listCounts, saveCount } from './service'

const P = '/api/rebar'

export async function rebarRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.post(`${P}/detect`, async (r) => ok(await detect(ctx, currentUser(r), bodyOf(r))))
  app.post(`${P}/counts`, async (r) => ok(await saveCount(ctx, currentUser(r), bodyOf(r)), '保存成功'))
  app.get(`${P}/counts`, async (r) => {
    const q = queryOf(r)
    const { page, size } = pageOf(q)
    return ok(await listCounts(ctx, currentUser(r), q, page, size))
  })
  app.get(`${P}/counts/:id`, { schema: idParam }, async (r) => ok(await countDetail(ctx, currentUser(r), idOf(r))))
}
