// The system log (base_syslog): logins (category 1) and every administrative write (category 3), with who, what,
// when and from where. Writing the log never fails the action it records.
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { newId } from '../../lib/tokens'
import { adminRepository } from './repository'

export const LOG_CATEGORY = { login: 1, operation: 3, exception: 4 } as const

export interface AuditEntry {
  /** the console area, e.g. 用户管理 */
  module: string
  /** 新增 | 修改 | 删除 | 启用 | 禁用 | 重置密码 | 解锁 | 导入 | 授权 | 强制下线 | 移交 ... */
  type: string
  objectId?: string
  /** one line a reader understands: what changed */
  abstracts?: string
}

const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s)

async function write(ctx: AppContext, row: Parameters<typeof adminRepository.insertLog>[1]): Promise<void> {
  try {
    await adminRepository.insertLog(ctx.db, row)
  } catch (err) {
    ctx.log.warn({ err }, 'system log write failed')
  }
}

export async function audit(ctx: AppContext, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const user = request.session?.user
  await write(ctx, {
    id: newId(), category: LOG_CATEGORY.operation, type: clip(entry.type, 50), userId: user?.id ?? '',
    userName: user ? `${user.realName}/${user.account}` : '', ipAddress: clip(request.ip ?? '', 64),
    platform: clip(String(request.headers['user-agent'] ?? ''), 300), requestUrl: clip(request.url, 500),
    requestMethod: request.method, moduleName: clip(entry.module, 200), objectId: clip(entry.objectId ?? '', 128),
    abstracts: clip(entry.abstracts ?? '', 2000), loginMark: 1, createdAt: ctx.clock.now()
  })
}

export interface LoginLogEntry { account: string; userId?: string; userName?: string; ip: string; userAgent: string; success: boolean; message: string }

export async function auditLogin(ctx: AppContext, e: LoginLogEntry): Promise<void> {
  await write(ctx, {
    id: newId(), category: LOG_CATEGORY.login, type: e.success ? '登录成功' : '登录失败', userId: e.userId ?? '',
    userName: clip(e.userName ?? e.account, 200), ipAddress: clip(e.ip, 64), platform: clip(e.userAgent, 300),
    requestUrl: '/api/oauth/Login', requestMethod: 'POST', moduleName: '登录', objectId: '', abstracts: clip(e.message, 2000),
    loginMark: e.success ? 1 : 0, createdAt: ctx.clock.now()
  })
}
