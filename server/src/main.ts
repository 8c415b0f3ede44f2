// Process concerns only: read the environment, build the app, listen, shut down cleanly on signals.
import { loadConfigOrExit } from './config'
import { buildApp } from './app'
import { FIRST_ADMIN_HINT } from './modules/admin/first-admin'
import { adminRepository } from './modules/admin/repository'

async function main(): Promise<void> {
  const config = loadConfigOrExit()
  const app = await buildApp(config)
  await app.listen({ port: config.port, host: config.host })
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port
  console.log(`\nHighway site cloud is running at http://${shown}:${port}/  (API under /H5Api and /api)`)
  console.log(`Database: ${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}`)
  if (config.seedDemo) console.log('Demo accounts: admin, wangjianguo, huangwei, zhanghua, songwenbo ... password Highway@2026 (see README)')
  else if (!(await adminRepository.anyUser(app.ctx.db))) console.log(FIRST_ADMIN_HINT)
  if (config.smsSender === 'log') console.log('SMS codes are not sent: they are written to this log ([sms] lines)')
  if (!config.wechatAppId) console.log('WeChat login is not configured (set WECHAT_APPID and WECHAT_SECRET)')

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received, closing`)
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    app.close().then(() => process.exit(0), () => process.exit(1))
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((err: unknown) => {
  console.error('Server failed to start:', err instanceof Error ? err.message : err)
  process.exit(1)
})
