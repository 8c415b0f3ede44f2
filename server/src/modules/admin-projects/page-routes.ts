// The 项目与合同段 page of the console (GET /admin/projects): the JNPF 3.6 console has no view for projects and
// contract sections, so its Web menu (a type 7 link, linkTarget _self) shows this page in an iframe with the session
// token in the query. The HTML and its scripts are public; every data call they make carries the token to
// /api/permission/Project, where the admin guard decides. Only the files of page/ are served, by exact name.
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'

const PAGE_DIR = path.join(__dirname, 'page')
export const PAGE_PATH = '/admin/projects'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8'
}

// the token arrives in the address: never send it on as a referrer, never let the page run anything but its own files
const SECURITY_HEADERS = {
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'"
}

/** the asset names the page may ask for, fixed at start: a request names one of these or gets 404 */
function assetNames(): Set<string> {
  if (!fs.existsSync(PAGE_DIR)) return new Set()
  return new Set(fs.readdirSync(PAGE_DIR).filter((name) => Object.hasOwn(TYPES, path.extname(name))))
}

function notFound(reply: FastifyReply, what: string) {
  return reply.status(404).type('application/json; charset=utf-8').send({ code: 404, msg: `资源不存在: ${what.slice(0, 200)}` })
}

export async function adminProjectsPageRoutes(app: FastifyInstance): Promise<void> {
  const assets = assetNames()

  app.get(PAGE_PATH, async (_request, reply) => {
    const html = await fs.promises.readFile(path.join(PAGE_DIR, 'index.html'))
    return reply.headers({ ...SECURITY_HEADERS, 'cache-control': 'no-store' }).type('text/html; charset=utf-8').send(html)
  })

  app.get(`${PAGE_PATH}/assets/:name`, async (request, reply) => {
    const { name } = request.params as { name: string }
    if (!assets.has(name)) return notFound(reply, `${PAGE_PATH}/assets/${name}`)
    const body = await fs.promises.readFile(path.join(PAGE_DIR, name))
    // short cache: a new release is picked up at the next open of the page
    return reply.headers({ ...SECURITY_HEADERS, 'cache-control': 'no-cache' }).type(TYPES[path.extname(name)]).send(body)
  })
}
