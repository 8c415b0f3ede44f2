// Serves the H5 build at / with the history-mode fallback: a GET outside the API without a file extension
// gets index.html; missing assets stay 404 and unknown API paths answer the JSON envelope with code 404.
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sendError } from './errors'

const MISSING_PAGE = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>H5 build missing</title>
<body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;line-height:1.6">
<h1>The H5 build is missing</h1>
<p>The API is running under <code>/H5Api</code> and <code>/api</code>, but there is no <code>index.html</code> in the H5 folder.</p>
<p>Build the app with <code>npm run build:h5</code> (or start everything with <code>npm start</code>), or point
<code>H5_DIR</code> at an existing build, then reload this page.</p></body></html>`

function isApiPath(url: string): boolean {
  return /^\/(H5Api|api)(\/|$|\?)/i.test(url)
}

export async function registerH5(app: FastifyInstance, h5Dir: string): Promise<void> {
  const indexFile = path.join(h5Dir, 'index.html')
  const hasBuild = fs.existsSync(indexFile)
  if (hasBuild) {
    await app.register(fastifyStatic, { root: h5Dir, index: ['index.html'], wildcard: true, decorateReply: true })
  } else {
    app.get('/', { config: { public: true } }, async (_req, reply) => reply.type('text/html; charset=utf-8').send(MISSING_PAGE))
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0]
    if (isApiPath(pathname)) return sendError(reply, 404, `接口不存在: ${request.method} ${pathname.slice(0, 200)}`)
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname)
    if (isPage && hasBuild && fs.existsSync(indexFile)) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html')
    }
    if (isPage && !hasBuild) return reply.type('text/html; charset=utf-8').send(MISSING_PAGE)
    return reply.status(404).type('application/json; charset=utf-8').send({ code: 404, msg: `资源不存在: ${pathname.slice(0, 200)}` })
  })
}
