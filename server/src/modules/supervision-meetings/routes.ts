// /api/supervision-meetings/...: supervision meetings. Lists (mine, organised by me, all I may read), what the
// caller may do in a project with its people and sections, one meeting with the caller's actions, calling a
// meeting, editing it, the minutes, signing in, holding, cancelling and publishing the minutes.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { bodyOf as body, idOf, idParam as id, pageOf, queryOf as query } from '../../lib/route-input'
import { currentUser } from '../../plugins/auth'
import {
  cancelMeeting, createMeeting, editMeeting, holdMeeting, listMeetings, meetingDetail, meetingOptions, publishMinutes, saveMinutes, signIn
} from './service'

export async function supervisionMeetingRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const P = '/api/supervision-meetings'
  app.get(P, async (r) => {
    const q = query(r)
    return ok(await listMeetings(ctx, currentUser(r), { ...q, ...pageOf(q) }))
  })
  app.get(`${P}/options`, async (r) => ok(await meetingOptions(ctx, currentUser(r), query(r).projectId)))
  app.get(`${P}/:id`, { schema: id }, async (r) => ok(await meetingDetail(ctx, currentUser(r), idOf(r))))
  app.post(P, async (r) => ok(await createMeeting(ctx, currentUser(r), body(r)), '会议已创建，已通知参会人员'))
  app.put(`${P}/:id`, { schema: id }, async (r) => ok(await editMeeting(ctx, currentUser(r), idOf(r), body(r)), '会议已修改'))
  app.put(`${P}/:id/minutes`, { schema: id }, async (r) => ok(await saveMinutes(ctx, currentUser(r), idOf(r), body(r)), '会议纪要已保存'))
  app.post(`${P}/:id/sign-in`, { schema: id }, async (r) => ok(await signIn(ctx, currentUser(r), idOf(r)), '签到成功'))
  app.post(`${P}/:id/hold`, { schema: id }, async (r) => ok(await holdMeeting(ctx, currentUser(r), idOf(r)), '会议已开始，请记录会议纪要'))
  app.post(`${P}/:id/cancel`, { schema: id }, async (r) => ok(await cancelMeeting(ctx, currentUser(r), idOf(r), body(r)), '会议已取消'))
  app.post(`${P}/:id/publish`, { schema: id }, async (r) => ok(await publishMinutes(ctx, currentUser(r), idOf(r)), '会议纪要已发布，决议事项已转为任务'))
}
