// Request logs never carry a session token. Two places put one in the address: the IM websocket
// (/api/message/websocket/<token>, jnpf-api.md §8) and the console's 项目与合同段 page (/admin/projects?token=...).
// Fastify logs every incoming request's url at info level, so the url is cleaned before it is written.

const SOCKET_TOKEN = /(\/websocket\/)[^/?#]+/gi
const QUERY_TOKEN = /([?&](?:token|jnpf_ticket|Authorization)=)[^&#]*/gi

export function redactUrl(url: string): string {
  return url.replace(SOCKET_TOKEN, '$1***').replace(QUERY_TOKEN, '$1***')
}

/** the request as the log shows it: what Fastify's default serializer writes, with the url cleaned */
export function requestLogSerializer(req: { method?: string; url?: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
  return {
    method: req.method,
    url: redactUrl(req.url ?? ''),
    hostname: req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort
  }
}
