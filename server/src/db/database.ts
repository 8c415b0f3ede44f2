// One Kysely instance over better-sqlite3 (default, a file under DATA_DIR) or PostgreSQL (DATABASE_URL).
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely'
import { withStatementCache } from './statement-cache'
import type { ServerConfig } from '../config'
import type { Database } from './schema'
import * as init from './migrations/001-init'
import * as lookupIndexes from './migrations/002-lookup-indexes'
import * as uploadOwner from './migrations/003-upload-owner'
import * as messages from './migrations/004-messages'
import * as socketBus from './migrations/005-socket-bus'
import * as visualdev from './migrations/006-visualdev'
import * as modulePermissions from './migrations/007-module-permissions'
import * as dataInterface from './migrations/008-data-interface'
import * as workflow from './migrations/009-workflow'
import * as workflowExtras from './migrations/010-workflow-extras'
import * as admin from './migrations/011-admin'
import * as adminOrg from './migrations/012-admin-org'
import * as userProfile from './migrations/013-user-profile'
import * as roleOrganize from './migrations/014-role-organize'
import * as systemData from './migrations/015-system-data'
import * as recordVersion from './migrations/016-record-version'
import * as catalogue from './migrations/017-catalogue'
import * as recordStates from './migrations/018-record-states'
import * as scheduler from './migrations/019-scheduler'
import * as projectAlignment from './migrations/020-project-alignment'
import * as designers from './migrations/021-designers'
import * as modelStates from './migrations/022-model-states'
import * as security from './migrations/023-security'
import * as listSpeed from './migrations/024-list-speed'
import * as wechatCredentials from './migrations/025-wechat-credentials'
import * as billNumberIssued from './migrations/026-bill-number-issued'
import * as directoryVersion from './migrations/029-directory-version'
import * as rateCounter from './migrations/030-rate-counter'
import * as progress from './migrations/033-progress'
import * as recordChanges from './migrations/034-record-changes'
import * as tasks from './migrations/039-tasks'
import * as esign from './migrations/032-esign'
import * as attendance from './migrations/037-attendance'
import * as laboratory from './migrations/040-laboratory'
import * as tableChanges from './migrations/041-table-changes'
import * as safetyExams from './migrations/042-safety-exams'
import * as earlyWarnings from './migrations/043-early-warnings'
import * as problemLibrary from './migrations/044-problem-library'
import * as trainingSessions from './migrations/045-training-sessions'
import * as supervisionOrders from './migrations/048-supervision-orders'
import * as workCentre from './migrations/049-work-centre'
import * as trainingQuestionEnabled from './migrations/050-training-question-enabled'
import * as supervisionMeetings from './migrations/051-supervision-meetings'
import * as taskChecks from './migrations/052-task-checks'
import * as engineeringProcess from './migrations/054-engineering-process'
import * as documents from './migrations/056-documents'
import * as labLedgers from './migrations/055-lab-ledgers'
import * as meterDrafts from './migrations/058-meter-drafts'
import * as dailyReportFlow from './migrations/059-daily-report-flow'
import * as attendanceManagers from './migrations/062-attendance-managers'
import * as videoCameras from './migrations/063-video-cameras'
import * as rebarCounts from './migrations/064-rebar-counts'
import * as smartSite from './migrations/065-smart-site'
import * as keyInspections from './migrations/066-key-inspections'
import * as attendanceFace from './migrations/067-attendance-face'
import * as attendanceManual from './migrations/068-attendance-manual'
import * as fenceChanges from './migrations/069-fence-changes'
import * as recordBefore from './migrations/070-record-before'
import * as attendanceRevoked from './migrations/071-attendance-revoked'

export type Db = Kysely<Database>

export interface DbHandle {
  db: Db
  dialect: 'sqlite' | 'postgres'
}

// bigint (int8) and numeric come back as strings from pg; our bigints are epoch ms, safe as JS numbers.
// json/jsonb come back as their text, as the same column reads on SQLite (visualdev_record.data is jsonb there).
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (v: string) => Number(v)
    if (oid === 114 || oid === 3802) return (v: string) => v
    return pg.types.getTypeParser(oid, format as 'text')
  }
}

export function createDb(config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): DbHandle {
  const plugins = [new CamelCasePlugin()]
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      types: pgTypes as unknown as pg.CustomTypesConfig,
      options: `-c search_path=${config.databaseSchema}`
    })
    // an idle client error must not crash the process; the next query reports it
    pool.on('error', () => undefined)
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }), dialect: 'postgres' }
  }
  fs.mkdirSync(config.dataDir, { recursive: true })
  const file = new SQLite(path.join(config.dataDir, 'highway.sqlite'))
  file.pragma('journal_mode = WAL')
  file.pragma('busy_timeout = 5000')
  file.pragma('foreign_keys = ON')
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }), plugins }), dialect: 'sqlite' }
}

const migrations: Record<string, Migration> = {
  '001-init': init,
  '002-lookup-indexes': lookupIndexes,
  '003-upload-owner': uploadOwner,
  '004-messages': messages,
  '005-socket-bus': socketBus,
  '006-visualdev': visualdev,
  '007-module-permissions': modulePermissions,
  '008-data-interface': dataInterface,
  '009-workflow': workflow,
  '010-workflow-extras': workflowExtras,
  '011-admin': admin,
  '012-admin-org': adminOrg,
  '013-user-profile': userProfile,
  '014-role-organize': roleOrganize,
  '015-system-data': systemData,
  '016-record-version': recordVersion,
  '017-catalogue': catalogue,
  '018-record-states': recordStates,
  '019-scheduler': scheduler,
  '020-project-alignment': projectAlignment,
  '021-designers': designers,
  '022-model-states': modelStates,
  '023-security': security,
  '024-list-speed': listSpeed,
  '025-wechat-credentials': wechatCredentials,
  '026-bill-number-issued': billNumberIssued,
  '029-directory-version': directoryVersion,
  '030-rate-counter': rateCounter,
  '032-esign': esign,
  '033-progress': progress,
  '034-record-changes': recordChanges,
  '037-attendance': attendance,
  '039-tasks': tasks,
  '040-laboratory': laboratory,
  '041-table-changes': tableChanges,
  '042-safety-exams': safetyExams,
  '043-early-warnings': earlyWarnings,
  '044-problem-library': problemLibrary,
  '045-training-sessions': trainingSessions,
  '048-supervision-orders': supervisionOrders,
  '049-work-centre': workCentre,
  '050-training-question-enabled': trainingQuestionEnabled,
  '051-supervision-meetings': supervisionMeetings,
  '052-task-checks': taskChecks,
  '054-engineering-process': engineeringProcess,
  '056-documents': documents,
  '055-lab-ledgers': labLedgers,
  '058-meter-drafts': meterDrafts,
  '059-daily-report-flow': dailyReportFlow,
  '062-attendance-managers': attendanceManagers,
  '063-video-cameras': videoCameras,
  '064-rebar-counts': rebarCounts,
  '065-smart-site': smartSite,
  '066-key-inspections': keyInspections,
  '067-attendance-face': attendanceFace,
  '068-attendance-manual': attendanceManual,
  '069-fence-changes': fenceChanges,
  '070-record-before': recordBefore,
  '071-attendance-revoked': attendanceRevoked
}

/**
 * Runs every pending migration. On PostgreSQL the bookkeeping tables are pinned to our schema: Kysely otherwise
 * looks for them across all schemas and, when several apps share a database (each test file has its own schema),
 * finds another schema's lock table and never creates its own.
 */
export async function migrate(db: Db, pgSchema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {})
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`)
  }
}
