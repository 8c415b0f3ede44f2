// /api/message/Notice: the console's 通知公告 page and the app's notice publishing, one set of rows (base_notice).
// Create and release keep the app's answers ({id}, {recipients}) and its refusal text.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { idParam, str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { ADMIN_AREAS, NOT_PERMITTED, audit, requireAdmin } from '../admin'
import type { NoticeForm } from '../message/notice-form'
import { listNotices, noticeInfo } from '../message/notice-list'
import { createNotice, deleteNotice, isNoticePublisher, releaseNotice, updateNotice, type NoticeAccess } from '../message/notice-service'
import { oneOrMany, timeValue } from './common'
import { noticeListBody, noticeListQuery } from './notice-query'

const N = '/api/message/Notice'
const MODULE = '通知公告'
/** the app's refusal, kept for its create and release calls */
const APP_REFUSAL = '没有访问权限'

const body = {
  type: 'object', required: ['title', 'bodyText'],
  properties: {
    title: str(200, 1), bodyText: str(20000), toUserIds: oneOrMany(str(200), 1000, 200000),
    all: { type: 'boolean' }, category: str(100), expirationTime: timeValue,
    files: str(20000), coverImage: str(500), excerpt: str(500), remindCategory: { type: ['integer', 'null'] }, sendConfigId: str(128)
  }
}

const idOf = (r: FastifyRequest) => (r.params as { id: string }).id

export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx

  /** administrators, holders of the console's notice menu, and the app's notice publishers */
  const access = async (r: FastifyRequest, refusal = NOT_PERMITTED): Promise<NoticeAccess> => {
    const me = currentUser(r)
    if (Number(me.isAdministrator) === 1) return { me, all: true }
    try {
      return { me, all: (await requireAdmin(ctx, r, ADMIN_AREAS.notice)).all }
    } catch (err) {
      if (!(err instanceof BadRequest)) throw err
    }
    if (await isNoticePublisher(ctx, me)) return { me, all: false }
    throw new BadRequest(refusal)
  }

  app.post(`${N}/List`, { schema: { body: noticeListBody } }, async (r) =>
    ok(await listNotices(ctx, await access(r), noticeListQuery(r.body as Record<string, unknown> | null))))
  app.get(`${N}/:id`, { schema: { params: idParam } }, async (r) => ok(await noticeInfo(ctx, await access(r), idOf(r))))

  app.post(N, { schema: { body } }, async (r) => {
    const n = await createNotice(ctx, await access(r, APP_REFUSAL), r.body as NoticeForm)
    await audit(ctx, r, { module: MODULE, type: '新增', objectId: n.id, abstracts: `新建公告草稿 ${n.title}` })
    return ok({ id: n.id }, '新建成功')
  })
  app.put(`${N}/:id`, { schema: { params: idParam, body } }, async (r) => {
    const n = await updateNotice(ctx, await access(r), idOf(r), r.body as NoticeForm)
    await audit(ctx, r, { module: MODULE, type: '修改', objectId: n.id, abstracts: `修改公告草稿 ${n.title}` })
    return ok(undefined, '更新成功')
  })
  app.delete(`${N}/:id`, { schema: { params: idParam } }, async (r) => {
    const n = await deleteNotice(ctx, await access(r), idOf(r))
    await audit(ctx, r, { module: MODULE, type: '删除', objectId: n.id, abstracts: `删除公告草稿 ${n.title}` })
    return ok(undefined, '删除成功')
  })
  app.put(`${N}/:id/Actions/Release`, { schema: { params: idParam } }, async (r) => {
    const { notice, recipients } = await releaseNotice(ctx, await access(r, APP_REFUSAL), idOf(r))
    await audit(ctx, r, { module: MODULE, type: '发布', objectId: notice.id, abstracts: `发布公告 ${notice.title}，接收人 ${recipients} 名` })
    return ok({ recipients }, '发布成功')
  })
}
