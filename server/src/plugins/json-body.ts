// JSON bodies as JNPF clients send them: PUT/DELETE calls without a payload still carry
// `Content-Type: application/json` and an empty body (the app's request client, axios in the JNPF web client), and
// a Spring backend accepts that. Fastify would refuse it as an empty JSON body, so an empty body becomes "no body";
// routes that need one still fail their schema with a message naming the missing fields.
import type { FastifyInstance } from 'fastify'

export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') return done(null, undefined)
    return parseJson(request, text, done)
  })
}
