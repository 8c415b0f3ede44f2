// The JNPF 3.6 web console's shell: calls its header and home page make on every visit.
import type { FastifyInstance } from 'fastify'

export async function shellRoutes(app: FastifyInstance): Promise<void> {
  void app
}
