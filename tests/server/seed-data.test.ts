import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultAppMenuCodes } from '../../server/src/catalog/grants'
import { grantOwners } from '../../server/src/catalog/install-roles'
import { catalogueModules } from '../../server/src/catalog/modules'
import { billRules as catalogueRules } from '../../server/src/catalog/shared/bill-rules'
import { dictionaryTypes as catalogueDictionaries } from '../../server/src/catalog/shared/dictionaries'
import { catalogRoles } from '../../server/src/catalog/system/roles'
import type { CatalogDictionaryItem as SeedDictionaryItem } from '../../server/src/catalog/system/types'
import {
  areas, billRules as demoRules, contracts, demoRoles, dictionaryTypes as demoDictionaries, menus, organizes, positions, projects, sysConfig, users
} from '../../server/src/db/seed/data'

// The demo data is what a customer sees first; these checks keep it coherent as it grows: every reference resolves,
// codes are unique, memberships agree with the organisation tree and the role grants name real menus.

// the business dictionaries, bill rules and roles of a demo database: the catalogue's and the demo's own
const dictionaryTypes = [...catalogueDictionaries, ...demoDictionaries]
const billRules = [...catalogueRules, ...demoRules]
const roles = [...catalogRoles, ...demoRoles]
const owners = grantOwners(catalogueModules())

const duplicates = (values: string[]): string[] => values.filter((v, i) => values.indexOf(v) !== i)
const byId = <T extends { id: string }>(rows: T[]): Map<string, T> => new Map(rows.map((r) => [r.id, r]))

const orgById = byId(organizes)
const menuById = byId(menus)
const contractById = byId(contracts)
const roleById = byId(roles)

/** the organisation and its ancestors, nearest first */
function orgChain(id: string): string[] {
  const chain: string[] = []
  for (let cur = orgById.get(id); cur; cur = orgById.get(cur.parentId)) {
    if (chain.includes(cur.id)) throw new Error(`organisation cycle at ${cur.id}`)
    chain.push(cur.id)
  }
  return chain
}
const projectOfOrg = (orgId: string): string | undefined =>
  projects.find((p) => orgChain(orgId).includes(p.organizeId))?.id

/** the App menus a role grants by default (the demo's own role grants nothing) */
function menuCodesOfRole(roleId: string): string[] {
  const role = catalogRoles.find((r) => r.id === roleId)
  return role ? defaultAppMenuCodes(owners, role) : []
}

describe('demo seed data', () => {
  it('has unique ids and codes in every collection', () => {
    for (const [name, rows] of Object.entries({ organizes, positions, roles, projects, contracts, users, dictionaryTypes, areas, menus, billRules })) {
      expect({ name, dup: duplicates(rows.map((r: { id: string }) => r.id)) }).toEqual({ name, dup: [] })
    }
    for (const rows of [organizes, positions, roles, projects, dictionaryTypes, areas, menus, billRules]) {
      expect(duplicates(rows.map((r) => r.enCode))).toEqual([])
    }
    expect(duplicates(users.map((u) => u.account))).toEqual([])
    expect(duplicates(contracts.map((c) => `${c.projectId}/${c.enCode}`))).toEqual([])
  })

  it('forms one organisation tree of companies and departments', () => {
    expect(organizes.filter((o) => o.parentId === '-1').map((o) => o.id)).toEqual(['org-hq'])
    for (const o of organizes) {
      if (o.parentId !== '-1') expect(orgById.has(o.parentId)).toBe(true)
      orgChain(o.id)
      // a company never hangs under a department
      if (o.category === 'company' && o.parentId !== '-1') expect(orgById.get(o.parentId)?.category).toBe('company')
    }
    for (const p of positions) expect(orgById.has(p.organizeId)).toBe(true)
  })

  it('places both projects in real areas under their project company, each with its sections', () => {
    const areaById = byId(areas)
    for (const a of areas) {
      expect(a.id).toMatch(/^\d{6}$/)
      expect(a.enCode).toBe(a.id)
      if (a.type === 1) expect(a.parentId).toBe('-1')
      else expect(areaById.get(a.parentId)?.type).toBe(a.type - 1)
    }
    expect(projects).toHaveLength(2)
    for (const p of projects) {
      expect(orgById.get(p.organizeId)?.category).toBe('company')
      for (const id of p.areaIds) expect(areaById.has(id)).toBe(true)
      expect(areaById.get(p.areaIds[0] ?? '')?.type).toBe(1)
      expect(p.startDate < p.endDate).toBe(true)
      const own = contracts.filter((c) => c.projectId === p.id)
      expect(own.filter((c) => c.kind === 'construction').length).toBeGreaterThanOrEqual(2)
      expect(own.map((c) => c.enCode)).toEqual(expect.arrayContaining(['TJ-01', 'JL-01', 'SY-01']))
      expect(own.reduce((sum, c) => sum + c.amount, 0)).toBeLessThan(p.investment)
    }
    for (const c of contracts) {
      expect(projects.some((p) => p.id === c.projectId)).toBe(true)
      if (c.contractorOrganizeId) expect(projectOfOrg(c.contractorOrganizeId)).toBe(c.projectId)
    }
  })

  it('gives every user valid contacts and references that resolve', () => {
    expect(users.length).toBeGreaterThanOrEqual(28)
    const positionById = byId(positions)
    for (const u of users) {
      expect(u.mobilePhone).toMatch(/^1[3-9]\d{9}$/)
      expect(u.email).toMatch(/^[a-z0-9._-]+@[a-z0-9.-]+\.[a-z]{2,}$/)
      expect(u.realName).toMatch(/^[\u4e00-\u9fa5]{2,4}$/)
      expect(u.account).toMatch(/^[a-z]+$/)
      if (u.birthday) expect(new Date(u.birthday).toISOString().slice(0, 10)).toBe(u.birthday)
      const orgs = [u.organizeId, ...(u.organizeIds ?? [])]
      for (const o of orgs) expect(orgById.has(o)).toBe(true)
      expect(u.positionIds.length).toBeGreaterThan(0)
      for (const p of u.positionIds) expect(orgs).toContain(positionById.get(p)?.organizeId)
      expect(u.roleIds.length).toBeGreaterThan(0)
      for (const r of u.roleIds) expect(roleById.has(r)).toBe(true)
      if (u.managerId) {
        expect(u.managerId).not.toBe(u.id)
        expect(users.some((m) => m.id === u.managerId)).toBe(true)
      }
    }
  })

  it('keeps memberships consistent with the organisation a user works for', () => {
    for (const u of users) {
      expect(u.projectIds.length).toBeGreaterThan(0)
      for (const c of u.contractIds) expect(u.projectIds).toContain(contractById.get(c)?.projectId)
      for (const p of u.projectIds) expect(u.contractIds.some((c) => contractById.get(c)?.projectId === p)).toBe(true)
      // the default contract belongs to the default project
      expect(contractById.get(u.contractIds[0] ?? '')?.projectId).toBe(u.projectIds[0])
      const project = projectOfOrg(u.organizeId)
      if (project) expect(u.projectIds).toEqual([project])
      else expect([...u.projectIds].sort()).toEqual(projects.map((p) => p.id).sort()) // headquarters staff follow both
      // contractor staff always hold their own company's contract; workers see nothing else
      const own = contracts.find((c) => c.contractorOrganizeId === u.organizeId && c.kind !== 'owner')
      if (own) expect(u.contractIds[0]).toBe(own.id)
      if (u.roleIds.includes('role-worker')) expect(u.contractIds).toEqual([own?.id])
    }
  })

  it('has the accounts the README and the tests rely on', () => {
    const admin = users.find((u) => u.account === 'admin')
    expect(admin).toMatchObject({ isAdministrator: true, roleIds: ['role-admin'] })
    expect(users.filter((u) => u.isAdministrator)).toHaveLength(1)
    expect(users.some((u) => u.projectIds.length === 2 && !u.isAdministrator)).toBe(true)
    expect(users.filter((u) => u.enabled === 0).map((u) => u.account)).toEqual(['wudawei'])
    const noMenus = users.filter((u) => u.roleIds.every((r) => menuCodesOfRole(r).length === 0))
    expect(noMenus.map((u) => u.account)).toEqual(['tangjing'])
    expect(noMenus[0]?.enabled).toBe(1)
    const batch = catalogRoles.find((r) => r.fullName === '批量电子签章')
    expect(users.some((u) => batch && u.roleIds.includes(batch.id))).toBe(true)
  })

  it('has the named roles, granting only menus that exist', () => {
    expect(catalogRoles.map((r) => r.fullName)).toEqual(expect.arrayContaining(
      ['系统管理员', '项目经理', '总工程师', '安全员', '监理工程师', '试验员', '施工队长/工区长', '劳务作业人员', '批量电子签章']
    ))
    const codes = new Set(menus.filter((m) => m.type !== 1).map((m) => m.enCode))
    for (const r of catalogRoles) {
      const granted = menuCodesOfRole(r.id)
      expect({ role: r.enCode, dup: duplicates(granted) }).toEqual({ role: r.enCode, dup: [] })
      for (const code of granted) expect({ role: r.enCode, code, known: codes.has(code) }).toMatchObject({ known: true })
      for (const b of r.buttons) expect(['btn_add', 'btn_edit', 'btn_detail', 'btn_remove', 'btn_download']).toContain(b)
    }
    expect(menuCodesOfRole('role-admin').sort()).toEqual(menus.filter((m) => m.type !== 1).map((m) => m.enCode).sort())
    expect(catalogRoles.find((r) => r.id === 'role-pm')?.buttons).toEqual(['btn_add', 'btn_edit', 'btn_detail', 'btn_remove', 'btn_download'])
    // 导出 for who keeps a register, not for a labourer
    expect(catalogRoles.find((r) => r.id === 'role-safety')?.buttons).toContain('btn_download')
    expect(catalogRoles.find((r) => r.id === 'role-worker')?.buttons).not.toContain('btn_download')
    // the demo's own roles are only what a production install has no use for
    expect(demoRoles.map((r) => r.id)).toEqual(['role-pending'])
  })

  it('builds an App menu tree of directories, pages, low-code features and links', () => {
    const icons = new Set(
      [...readFileSync(join(__dirname, '../../node_modules/taro-ui/lib/style/components/icon.scss'), 'utf8')
        .matchAll(/\.at-icon-([a-z0-9-]+)::?before/g)].map((m) => m[1])
    )
    expect(icons.size).toBeGreaterThan(50)
    const moduleIds: string[] = []
    for (const m of menus) {
      if (m.parentId !== '-1') expect(menuById.get(m.parentId)?.type).toBe(1)
      expect({ menu: m.enCode, icon: m.icon, known: icons.has(m.icon) }).toMatchObject({ known: true })
      const prop = JSON.parse(m.propertyJson) as { moduleId?: string; iconBackgroundColor?: string }
      expect(prop.iconBackgroundColor).toMatch(/^#[0-9a-f]{6}$/i)
      if (m.type === 1) expect(menus.some((c) => c.parentId === m.id)).toBe(true)
      if (m.type === 2) expect(m.urlAddress).toMatch(/^\/pages\/[A-Za-z]+(\/[A-Za-z]+)*$/)
      if (m.type === 3) moduleIds.push(prop.moduleId ?? '')
      if (m.type === 7) expect(new URL(m.urlAddress).protocol).toBe('https:')
    }
    expect(moduleIds.every((id) => id.length > 0)).toBe(true)
    expect(duplicates(moduleIds)).toEqual([])
    expect(duplicates(menus.map((m) => `${m.parentId}/${m.sortCode}`))).toEqual([])
    expect(duplicates(menus.filter((m) => m.type === 2).map((m) => m.urlAddress))).toEqual([])
    const urls = menus.map((m) => m.urlAddress)
    expect(urls).toEqual(expect.arrayContaining([
      '/pages/workFlow/allApp/index', '/pages/workFlow/flowLaunch/index', '/pages/workFlow/flowTodo/index',
      '/pages/apply/laboratoryManagement/incomingMaterials/index', '/pages/apply/attendanceManagement/attendanceClock/index',
      '/pages/apply/engineeringManagement/supervisionLog/index', '/pages/apply/progressManage/progressDailyReport/index',
      '/pages/apply/hiddenDanger/index', '/pages/apply/batchESignature/index', '/pages/apply/keyInspections/index',
      'https://www.mot.gov.cn', 'https://jzsc.mohurd.gov.cn', 'https://openstd.samr.gov.cn'
    ]))
    expect(urls).not.toContain('/pages/my/scanResult/index')
  })

  it('holds dictionaries, flat and tree, with unique item codes', () => {
    const codes = dictionaryTypes.map((d) => d.enCode)
    expect(codes).toEqual(expect.arrayContaining(['hazardLevel', 'hazardCategory', 'rectifyStatus', 'materialCategory', 'weather', 'sex']))
    expect(dictionaryTypes.some((d) => d.isTree === 1)).toBe(true)
    const allIds: string[] = []
    for (const d of dictionaryTypes) {
      const flat: SeedDictionaryItem[] = []
      const walk = (items: SeedDictionaryItem[]): void => items.forEach((i) => { flat.push(i); walk(i.children ?? []) })
      walk(d.items)
      expect(flat.length).toBeGreaterThan(1)
      expect(d.isTree).toBe(d.items.some((i) => (i.children ?? []).length > 0) ? 1 : 0)
      expect(duplicates(flat.map((i) => i.enCode))).toEqual([])
      allIds.push(...flat.map((i) => i.id))
    }
    expect(duplicates(allIds)).toEqual([])
  })

  it('has bill rules and the system configuration the server reads', () => {
    for (const b of billRules) {
      expect(b.prefix).toMatch(/^[A-Z]+$/)
      expect(['', 'yyyy', 'yyyyMM', 'yyyyMMdd']).toContain(b.dateFormat)
      expect(b.startNumber).toMatch(new RegExp(`^\\d{${b.digit}}$`))
    }
    expect(billRules.find((b) => b.enCode === 'hiddenDangerNo')).toMatchObject({ prefix: 'YH', dateFormat: 'yyyyMMdd', digit: 4 })
    expect(sysConfig).toMatchObject({ sysVersion: '3.3.5', passwordErrorsNumber: '5', lockTime: '10', tokenTimeout: '12', singleLogin: '0' })
    expect(sysConfig.copyright).toBe(`Copyright © 2026 ${sysConfig.companyName}`)
    for (const key of ['sysName', 'companyTelePhone', 'companyEmail', 'companyAddress']) expect(sysConfig[key]).toBeTruthy()
  })
})
