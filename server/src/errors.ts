// Domain errors. Services throw these; plugins/errors.ts maps them once to the JNPF envelope.

/** code 400: the request cannot be honoured; the message is shown to the user as is */
export class BadRequest extends Error {
  readonly code = 400
}

/** code 600: no valid session (missing, expired, revoked token or a disabled user) */
export class SessionExpired extends Error {
  readonly code = 600
  constructor(message = '登录过期,请重新登录') {
    super(message)
  }
}

export type DomainError = BadRequest | SessionExpired

export function isDomainError(e: unknown): e is DomainError {
  return e instanceof BadRequest || e instanceof SessionExpired
}
