// Security headers on every answer (pages, API, files, errors). The H5 page gets a CSP that fits what the Taro build
// loads: its own scripts plus the inline scripts of index.html by hash (no 'unsafe-inline' for scripts), inline
// styles (Taro components set style attributes), data:/blob: images and media (picked photos, voice, signatures),
// the socket and API on the same origin, and external pages in frames (the 外部链接 page). Everything that is not a
// page may not load or run anything and may not be framed elsewhere. A route that sets its own CSP keeps it.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** what every answer carries, pages and data alike */
export const COMMON_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  // signed file links and the socket token travel in URLs: never tell another site where a user came from
  'referrer-policy': 'same-origin',
  // the app itself uses the camera (scan), the microphone (voice messages) and the location (clock-in)
  'permissions-policy': 'camera=(self), microphone=(self), geolocation=(self), payment=(), usb=(), serial=(), bluetooth=(), midi=(), display-capture=(), accelerometer=(), gyroscope=(), magnetometer=()'
}

/** JSON, files, images: nothing to run, nothing to frame */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'"

/**
 * the build's scripts: a script started as a worker (pdf.js's, which reads the documents' PDFs) runs under the CSP
 * its own answer brings, and under the data one it could not run at all; it may load from and talk to this origin
 */
export const SCRIPT_CSP = "default-src 'self'; script-src 'self'; connect-src 'self' blob: data:; img-src 'self' data: blob:; worker-src 'self' blob:; object-src 'none'; frame-ancestors 'none'"

export function pageCsp(scriptHashes: string[], mediaOrigins: string[] = [], imageOrigins: string[] = []): string {
  // the site cameras' streams: the video element loads them (media-src), hls.js fetches them (connect-src)
  const media = mediaOrigins.map((o) => ` ${o}`).join('')
  // the web map's base tiles (MAP_TILE_URL) are images from the tile servers
  const images = imageOrigins.map((o) => ` ${o}`).join('')
  return [
    "default-src 'self'",
    // WeChat's JS-SDK is part of the build (a chunk of its own), so no script host of WeChat's is needed
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${images}`,
    `media-src 'self' data: blob:${media}`,
    "font-src 'self' data:",
    // the H5 uploader reads a chosen or stamped photo back from its blob: (or data:) URL before it posts it
    `connect-src 'self' blob: data:${media}`,
    "worker-src 'self' blob:",
    "frame-src 'self' https: http:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'"
  ].join('; ')
}

/** sha256 sources of the inline <script> blocks of a page, as CSP writes them */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1])) continue
    hashes.push(`sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}`)
  }
  return hashes
}

/** the page CSP for the H5 build's index.html, recomputed when the build changes */
function pageCspFor(h5Dir: string, mediaOrigins: string[], imageOrigins: string[]): () => string {
  const indexFile = path.join(h5Dir, 'index.html')
  let cached = { mtime: -1, csp: pageCsp([], mediaOrigins, imageOrigins) }
  return () => {
    let mtime = 0
    try { mtime = fs.statSync(indexFile).mtimeMs } catch { return cached.csp }
    if (mtime !== cached.mtime) {
      let html = ''
      try { html = fs.readFileSync(indexFile, 'utf8') } catch { /* removed meanwhile: no inline scripts to allow */ }
      cached = { mtime, csp: pageCsp(inlineScriptHashes(html), mediaOrigins, imageOrigins) }
    }
    return cached.csp
  }
}

const isApiPath = (url: string) => /^\/(H5Api|api)(\/|$|\?)/i.test(url)

/** HSTS only when a TLS-terminating proxy is trusted and says the request came over https */
function wantsHsts(request: FastifyRequest, trustProxy: boolean): boolean {
  return trustProxy && request.protocol === 'https'
}

export function registerSecurityHeaders(app: FastifyInstance, opts: { h5Dir: string; trustProxy: boolean; mediaOrigins?: string[]; imageOrigins?: string[] }): void {
  const csp = pageCspFor(opts.h5Dir, opts.mediaOrigins ?? [], opts.imageOrigins ?? [])
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value)
    // a 304 carries no body and often no type: the browser keeps the headers it stored with the page, and would
    // replace a page's CSP with the data one if this answer brought that
    if (!reply.hasHeader('content-security-policy') && reply.statusCode !== 304) {
      const type = String(reply.getHeader('content-type') ?? '')
      const isPage = /^text\/html\b/i.test(type)
      const isScript = /^(application|text)\/javascript\b/i.test(type) && !isApiPath(request.url)
      reply.header('content-security-policy', isPage ? csp() : isScript ? SCRIPT_CSP : DATA_CSP)
      if (isPage) reply.header('x-frame-options', 'SAMEORIGIN')
    }
    if (wantsHsts(request, opts.trustProxy)) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    return payload
  })
}
