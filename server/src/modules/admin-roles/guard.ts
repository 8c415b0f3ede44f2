// Endpoints JNPF opens to either of two console areas (e.g. the authorisation data: 权限授权 or 角色管理).
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { requireAdmin, type AdminArea, type AdminScope } from '../admin'

export async function requireAnyArea(ctx: AppContext, request: FastifyRequest, areas: AdminArea[]): Promise<AdminScope> {
  let refusal: unknown
  for (const area of areas) {
    try {
      return await requireAdmin(ctx, request, area)
    } catch (err) {
      refusal = err
    }
  }
  throw refusal
}
