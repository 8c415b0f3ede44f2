// QR login endpoints: the H5 page gets and polls a ticket; the signed-in app scans and confirms or cancels.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { confirmTicket, createTicket, setScanStatus, ticketStatus } from './ticket-service'

const ticketParam = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }

export async function ticketRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get('/api/oauth/getTicket', { config: { public: true } }, async () => {
    const { ticket, expiresAt } = await createTicket(ctx)
    return ok(ticket, String(expiresAt))
  })
  app.get('/api/oauth/getTicketStatus/:ticket', {
    config: { public: true }, schema: { params: { type: 'object', properties: { ticket: ticketParam } } }
  }, async (request) => ok(await ticketStatus(ctx, (request.params as { ticket: string }).ticket)))
  app.get('/api/oauth/confirmLogin/:ticket', {
    schema: { params: { type: 'object', properties: { ticket: ticketParam } } }
  }, async (request) => {
    await confirmTicket(ctx, (request.params as { ticket: string }).ticket, currentUser(request))
    return ok(undefined, '登录成功')
  })
  app.get('/api/oauth/setCodeCertificateStatus/:ticket/:status', {
    schema: { params: { type: 'object', properties: { ticket: ticketParam, status: { type: 'integer', enum: [-1, 1] } } } }
  }, async (request) => {
    const { ticket, status } = request.params as { ticket: string; status: number }
    currentUser(request)
    await setScanStatus(ctx, ticket, status)
    return ok(undefined, status === -1 ? '已取消登录' : '已扫码')
  })
}
