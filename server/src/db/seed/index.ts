// Inserts the demo highway group (./data) into an empty database, in one transaction. A database that already
// has users is left alone, so a second start does nothing. The system catalogue (menus, buttons, platform
// dictionaries and settings), the business modules (models, interfaces, flows) and the roles with their default
// grants are installed before it on every start; the seed adds the demo's people, their organisation and projects,
// their records and flow tasks, puts the people into the catalogue's roles, and gives the settings the demo group's
// values.
import type { Kysely } from 'kysely'
import type { Database } from '../schema'
import type { Db } from '../database'
import { hashPassword, md5Hex } from '../../lib/passwords'
import type { CatalogDictionaryItem } from '../../catalog/system/types'
import * as data from './data'
import { seedDemoInterfaces, seedRecords, seedSiteRows } from './visualdev-demo'
import { seedFlowDemo } from './flows/demo-tasks'
import { seedProgress } from './progress'
import { seedAttendance } from './attendance'
import { seedVideo } from './video'
import { seedAttendanceManagers } from './attendance-managers'
import { seedKeyInspections } from './key-inspections'
import { seedTasks } from './tasks'
import { seedTaskChecks } from './task-checks'
import { seedSupervisionOrders } from './supervision-orders'
import { seedEngineeringProcess } from './engineering-process'
import { seedLaboratory } from './laboratory'
import { seedLabLedgers } from './lab-ledgers'
import { seedTraining } from './training'
import { seedWarnings } from './warnings'
import { seedPitfalls } from './pitfalls'
import { seedWorkCentre } from './work-centre'
import { seedSupervisionMeetings } from './supervision-meetings'
import { seedDocumentRows } from './documents'
import { seedSmartSite } from './smart-site'

export const DEMO_PASSWORD = 'Highway@2026'

type Trx = Kysely<Database>

async function insertChunked<T extends keyof Database & string>(trx: Trx, table: T, rows: Database[T][]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely cannot narrow a generic table's insert type
    await trx.insertInto(table).values(rows.slice(i, i + 200) as any).execute()
  }
}

function idTree(id: string): string {
  const byId = new Map(data.organizes.map((o) => [o.id, o]))
  const path: string[] = []
  for (let cur = byId.get(id); cur && !path.includes(cur.id); cur = byId.get(cur.parentId)) path.unshift(cur.id)
  return path.join(',')
}

const day = (d?: string) => (d ? Date.parse(`${d}T00:00:00+08:00`) : null)

function dictionaryRows(): Database['baseDictionaryData'][] {
  const rows: Database['baseDictionaryData'][] = []
  for (const t of data.dictionaryTypes) {
    const walk = (items: CatalogDictionaryItem[], parentId: string) => items.forEach((it, i) => {
      rows.push({ id: it.id, typeId: t.id, parentId, enCode: it.enCode, fullName: it.fullName, enabledMark: 1, sortCode: i })
      if (it.children) walk(it.children, it.id)
    })
    walk(t.items, '0')
  }
  return rows
}

async function userRows(now: number): Promise<{ users: Database['baseUser'][]; relations: Database['baseUserRelation'][] }> {
  const md5 = md5Hex(DEMO_PASSWORD)
  const hashes = await Promise.all(data.users.map(() => hashPassword(md5)))
  const relations: Database['baseUserRelation'][] = []
  const rel = (userId: string, objectType: string, ids: string[]) => ids.forEach((objectId, i) =>
    relations.push({ id: `${userId}-${objectType}-${objectId}`, userId, objectType, objectId, sortCode: i }))
  const users = data.users.map((u, i): Database['baseUser'] => {
    rel(u.id, 'Organize', [u.organizeId, ...(u.organizeIds ?? []).filter((o) => o !== u.organizeId)])
    rel(u.id, 'Position', u.positionIds)
    rel(u.id, 'Role', u.roleIds)
    rel(u.id, 'Project', u.projectIds)
    rel(u.id, 'Contract', u.contractIds)
    rel(u.id, 'Group', data.groups.filter((g) => g.members.includes(u.account)).map((g) => g.id))
    return {
      id: u.id, account: u.account, realName: u.realName, headIcon: '', gender: u.gender, birthday: day(u.birthday),
      mobilePhone: u.mobilePhone, email: u.email, signature: '', password: hashes[i], enabledMark: u.enabled ?? 1,
      isAdministrator: u.isAdministrator ? 1 : 0, managerId: u.managerId ?? '', organizeId: u.organizeId,
      positionId: u.positionIds[0] ?? '', logErrorCount: 0, unlockTime: null, prevLogTime: null, prevLogIp: '',
      lastLogTime: null, lastLogIp: '', changePasswordDate: null, createdAt: now, sortCode: i
    }
  })
  return { users, relations }
}

/** true when it seeded, false when the database already had data */
export async function seedDemo(db: Db, now = Date.now()): Promise<boolean> {
  // models, their interfaces and the flow templates are catalogue modules (../../catalog), installed before the seed
  await seedDemoInterfaces(db)
  const existing = await db.selectFrom('baseUser').select('id').limit(1).executeTakeFirst()
  if (existing) return false
  const { users, relations } = await userRows(now)
  await db.transaction().execute(async (trx) => {
    await insertChunked(trx, 'baseOrganize', data.organizes.map((o) => ({
      id: o.id, parentId: o.parentId, category: o.category, enCode: o.enCode, fullName: o.fullName, organizeIdTree: idTree(o.id), sortCode: o.sortCode
    })))
    await insertChunked(trx, 'basePosition', data.positions.map((p, i) => ({ ...p, sortCode: i })))
    // after the catalogue's roles in the console's list
    await insertChunked(trx, 'baseRole', data.demoRoles.map((r, i) => ({ id: r.id, enCode: r.enCode, fullName: r.fullName, sortCode: 100 + i })))
    await insertChunked(trx, 'baseGroup', data.groups.map((g, i) => ({ id: g.id, enCode: g.enCode, fullName: g.fullName, sortCode: i })))
    await insertChunked(trx, 'project', data.projects.map((p, i) => ({
      id: p.id, enCode: p.enCode, fullName: p.fullName, shortName: p.shortName ?? '', organizeId: p.organizeId, areaIds: p.areaIds.join(','),
      address: p.address, startDate: p.startDate, endDate: p.endDate, lengthKm: p.lengthKm, investment: p.investment, sortCode: i,
      alignment: p.alignment ? JSON.stringify(p.alignment) : null
    })))
    await insertChunked(trx, 'contract', data.contracts.map((c, i) => ({
      id: c.id, projectId: c.projectId, enCode: c.enCode, fullName: c.fullName, kind: c.kind, contractor: c.contractor,
      contractorOrganizeId: c.contractorOrganizeId ?? '', mileage: c.mileage ?? '', amount: c.amount, sortCode: i
    })))
    await insertChunked(trx, 'baseUser', users)
    await insertChunked(trx, 'baseUserRelation', relations)
    const installedTypes = new Set((await trx.selectFrom('baseDictionaryType').select('enCode').execute()).map((r) => r.enCode))
    const demoTypes = data.dictionaryTypes.filter((t) => !installedTypes.has(t.enCode))
    await insertChunked(trx, 'baseDictionaryType', demoTypes.map((t, i) => ({ id: t.id, enCode: t.enCode, fullName: t.fullName, isTree: t.isTree, sortCode: i })))
    await insertChunked(trx, 'baseDictionaryData', dictionaryRows().filter((r) => demoTypes.some((t) => t.id === r.typeId)))
    await insertChunked(trx, 'baseProvince', data.areas.map((a, i) => ({ ...a, enabledMark: 1, sortCode: i })))
    const installedRules = new Set((await trx.selectFrom('baseBillRule').select('enCode').execute()).map((r) => r.enCode))
    await insertChunked(trx, 'baseBillRule', data.billRules.filter((b) => !installedRules.has(b.enCode)).map((b) => ({ ...b, thisNumber: 0, lastDate: '', outputNumber: '' })))
    await trx.deleteFrom('baseSysConfig').where('key', 'in', Object.keys(data.sysConfig)).execute()
    await insertChunked(trx, 'baseSysConfig', Object.entries(data.sysConfig).map(([key, value]) => ({ key, value })))
    await seedSiteRows(trx)
    await seedRecords(trx)
    await seedProgress(trx, now)
    await seedAttendance(trx, now)
    await seedAttendanceManagers(trx, now)
    await seedKeyInspections(trx, now)
    await seedTasks(trx, now)
    await seedTaskChecks(trx, now)
    await seedSupervisionOrders(trx, now)
    await seedLaboratory(trx, now)
    await seedTraining(trx, now)
    await seedWarnings(trx, now)
    await seedPitfalls(trx, now)
    await seedWorkCentre(trx, now)
    await seedSupervisionMeetings(trx, now)
    await seedEngineeringProcess(trx, now)
    await seedDocumentRows(trx, now)
    await seedLabLedgers(trx, now)
    await seedVideo(trx, now)
    await seedSmartSite(trx, now)
  })
  await seedFlowDemo(db, now)
  return true
}
