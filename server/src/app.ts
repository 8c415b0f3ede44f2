// Builds the Fastify instance (database, plugins, modules) without listening; main.ts and the tests call it.
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify'
import type { ServerConfig } from './config'
import type { AppContext } from './context'
import { createDb, migrate } from './db/database'
import { seedDemo } from './db/seed'
import { installSystemCatalogue, systemCatalogue } from './catalog/system'
import { installCatalogueModules } from './catalog/install-modules'
import { installCatalogueRoles } from './catalog/install-roles'
import { installProblemLibrary } from './modules/pitfalls'
import { catalogueModules } from './catalog/modules'
import { recordImagesPruneJob, registerRecordStates, syncAllModelIndexes } from './modules/visualdev'
import { registerHazardHooks, registerHotWorkHooks, registerInspectionHooks, registerSiteInspectionHooks, registerSafetyRegisterHooks, registerSpecialInspectionHooks } from './modules/safety'
import { ensureFirstAdministrator } from './modules/admin/first-admin'
import { temporarySweepJob } from './modules/files/temporary-sweep'
import { flowTimerJob } from './modules/workflow/task/timers'
import { installScheduler, reminderJobs } from './modules/scheduler'
import { taskReminderJob } from './modules/tasks'
import { clockInReminderJob } from './modules/attendance-managers'
import { registerEngineeringHooks } from './modules/engineering'
import { registerSpecialTaskHooks } from './modules/special-tasks'
import { registerLabFlowHooks } from './modules/laboratory'
import { registerDailyReportFlowHooks, registerMeterFlowHooks } from './modules/progress'
import { orderReminderJob } from './modules/supervision-orders'
import { meetingReminderJob } from './modules/supervision-meetings'
import { scheduleReminderJob } from './modules/schedule'
import { systemClock, type Clock } from './lib/clock'
import { createFileStore, type FileStore } from './lib/file-store'
import { requestLogSerializer } from './lib/log-redact'
import { RateLimiter, databaseCounter, redisCounter, type HitCounter } from './lib/rate-limiter'
import { createLogSmsSender, type SmsSender } from './lib/sms'
import { registerApi } from './plugins/api'
import { registerCompression } from './plugins/compression'
import { registerJsonBody } from './plugins/json-body'
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './plugins/errors'
import { registerH5 } from './plugins/h5'
import { registerSecurityHeaders } from './plugins/security-headers'
import { adminProjectsPageRoutes } from './modules/admin-projects/page-routes'
import { registerSocket } from './plugins/socket'
import { writeSeededDocuments } from './modules/documents'

export interface AppDeps {
  clock?: Clock
  sms?: SmsSender
  logger?: FastifyServerOptions['logger']
  /** where the default logger writes (tests read what it logged); stdout when not given */
  logStream?: NodeJS.WritableStream
  /** sees every route as it is registered (the fuzz test walks all of them) */
  onRoute?: (route: RouteOptions) => void
  /** the file store to use instead of the configured one (closed by its owner, not by the app) */
  store?: FileStore
}

export async function buildApp(config: ServerConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, serializers: { req: requestLogSerializer }, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    routerOptions: { maxParamLength: 4096, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: true, useDefaults: true, allErrors: false } }
  })
  const { db, dialect } = createDb(config)
  app.addHook('onClose', async () => { await db.destroy() })
  const store = deps.store ?? createFileStore(config)
  const closeStore = async () => { if (!deps.store) await store.close() }
  app.addHook('onClose', closeStore)
  let counter: HitCounter
  try {
    // a store that cannot be reached (a wrong bucket or key) stops the start with the reason, not the first upload
    await store.probe()
    await migrate(db, dialect === 'postgres' ? config.databaseSchema : undefined)
    // the business modules first: the system catalogue's type-3 App menus install only once their models exist
    await installCatalogueModules(db, catalogueModules(), (line) => app.log.warn(line))
    registerRecordStates(...catalogueModules().flatMap((m) => m.recordStates ?? []))
    registerHazardHooks()
    registerInspectionHooks()
    registerSiteInspectionHooks()
    registerSpecialInspectionHooks()
    registerHotWorkHooks()
    registerSafetyRegisterHooks()
    registerEngineeringHooks()
    registerSpecialTaskHooks()
    registerLabFlowHooks()
    registerDailyReportFlowHooks()
    registerMeterFlowHooks()
    await installSystemCatalogue(db, systemCatalogue())
    // the safety problem library (隐患问题库) inspections pick from: base data of every install, not only the demo
    await installProblemLibrary(db)
    await installCatalogueRoles(db, catalogueModules(), (line) => app.log.warn(line))
    // the indexes each model's lists search, sort and key on, as its installed JSON asks
    await syncAllModelIndexes(db, dialect)
    if (config.seedDemo && (await seedDemo(db))) app.log.info('seeded the demo highway group (password Highway@2026)')
    // the demo documents' PDFs, drawn into the store when it lacks them (a new install, another bucket)
    if (config.seedDemo) await writeSeededDocuments(db, store)
    if (!config.seedDemo) {
      const admin = await ensureFirstAdministrator(db, config.adminAccount, config.adminPassword, (deps.clock ?? systemClock).now())
      // without a password main.ts prints the hint; nothing else is created
      if (admin === 'created') app.log.info(`created the first administrator account "${config.adminAccount}"`)
    }
    // per-client limits (logins) counted where all instances see them
    counter = config.redisUrl ? await redisCounter(config.redisUrl, config.socketChannel, app.log) : databaseCounter(db)
  } catch (err) {
    await db.destroy()
    await closeStore()
    throw err
  }
  app.addHook('onClose', () => counter.close())
  const ctx: AppContext = {
    config, db, dialect, store, clock: deps.clock ?? systemClock, log: app.log,
    sms: deps.sms ?? createLogSmsSender((line) => app.log.info(line))
  }
  app.decorate('ctx', ctx)
  installScheduler(app, [flowTimerJob, temporarySweepJob, recordImagesPruneJob, ...reminderJobs(catalogueModules()), taskReminderJob, orderReminderJob, meetingReminderJob, scheduleReminderJob, clockInReminderJob])
  app.decorateRequest('session', null)
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute)

  registerErrorHandling(app)
  registerSecurityHeaders(app, { h5Dir: config.h5Dir, trustProxy: config.trustProxy, mediaOrigins: config.videoMediaOrigins, imageOrigins: config.mapTileOrigins })
  registerCompression(app)
  registerJsonBody(app)
  await app.register(formbody, { bodyLimit: 64 * 1024 })
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxMb * 1024 * 1024, files: 1, fields: 20, parts: 25, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true
  })
  try {
    await registerSocket(app)
  } catch (err) {
    await db.destroy()
    await closeStore()
    throw err
  }
  const loginLimiter = new RateLimiter(counter, config.loginRateLimit, 60_000, () => ctx.clock.now())
  await app.register(registerApi, { loginLimiter })
  await app.register(registerApi, { prefix: '/H5Api', loginLimiter })
  await adminProjectsPageRoutes(app) // the console's 项目与合同段 page, outside the API's auth scope
  await registerH5(app, config.h5Dir)
  return app
}
