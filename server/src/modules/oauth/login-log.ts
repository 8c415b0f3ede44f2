// The login log (base_syslog category 1, the console's 登录日志): every login attempt through a login route, the
// accepted ones with the user the new token belongs to, the refused ones with the account as typed and the reason
// the client was given. Writing the log never changes the answer.
import type { FastifyRequest } from 'fastify'
import type { LoginVO } from '@shared/api/oauth'
import type { AppContext } from '../../context'
import { isDomainError } from '../../errors'
import { bareToken } from '../../lib/tokens'
import { auditLogin } from '../admin'
import { findSession } from './session-service'

function source(request: FastifyRequest) {
  return { ip: request.ip ?? '', userAgent: String(request.headers['user-agent'] ?? '') }
}

/** runs a login and records its outcome; `account` is what the client identified itself with (account, mobile, ...) */
export async function withLoginLog(ctx: AppContext, request: FastifyRequest, account: string, login: () => Promise<LoginVO>): Promise<LoginVO> {
  const typed = account.trim().slice(0, 100)
  let vo: LoginVO
  try {
    vo = await login()
  } catch (err) {
    const message = isDomainError(err) ? err.message : '系统异常'
    await auditLogin(ctx, { account: typed, ...source(request), success: false, message })
    throw err
  }
  const session = await findSession(ctx, bareToken(vo.token)).catch(() => null)
  const user = session?.user
  await auditLogin(ctx, {
    account: user?.account ?? typed, userId: user?.id, userName: user ? `${user.realName}/${user.account}` : typed,
    ...source(request), success: true, message: '登录成功'
  })
  return vo
}
