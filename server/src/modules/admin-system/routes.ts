// admin-system: administrative endpoints of the JNPF 3.6 web console (work in progress).
import type { FastifyInstance } from 'fastify'

export async function adminSystemRoutes(app: FastifyInstance): Promise<void> {
  void app
}
