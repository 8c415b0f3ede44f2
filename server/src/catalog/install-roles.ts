// Installs the catalogue's roles and their default grants into any database on every start, after the menus (the
// system catalogue) they grant: a missing role is created (a role an administrator created with the same code or
// name is left alone and the catalogue's is skipped); the column and form right items of low-code menus are added
// when missing; and each owner's default grants to each role follow ./tracking's rule, so grants an administrator
// changed on one owner's menus are never overwritten, while grants nobody touched follow the owner's new version.
import type { Db } from '../db/database'
import { assertWithheldKnown, grantRows, moduleOwner, ownedItems, rightItems, systemOwner, type GrantOwner } from './grants'
import { rolesRepository as repo } from './roles-repository'
import { SYSTEM_GRANTS_VERSION, systemGrants } from './system/grants'
import { catalogRoles, type CatalogRole } from './system/roles'
import { hashOf, type ItemOutcome, trackedInstall } from './tracking'
import type { CatalogModule } from './types'
import { modulesRepository } from './modules-repository'

export interface RolesResult { roles: number; installed: number; upgraded: number; kept: number }

/** every owner of App and Web menus with its default grants: the system catalogue and each module with a directory */
export function grantOwners(modules: CatalogModule[]): GrantOwner[] {
  const owners = [systemOwner(SYSTEM_GRANTS_VERSION, systemGrants, modules), ...modules.map(moduleOwner).filter((o): o is GrantOwner => Boolean(o))]
  const dirs = owners.slice(1).map((o) => o.menus[0].id)
  if (new Set(dirs).size !== dirs.length) throw new Error('目录模块的默认授权重复：两个模块声明了同一个App目录')
  for (const o of owners) {
    assertWithheldKnown(o)
    // unknown menu codes stop the start here rather than grant half of a role
    for (const role of catalogRoles) grantRows(o, role)
  }
  return owners
}

/** the catalogue's roles present after this install: created when missing, skipped when the code or name is taken */
async function installRoles(db: Db, now: number, log: (line: string) => void): Promise<{ present: CatalogRole[]; created: Set<string> }> {
  const existing = await repo.roles(db)
  const present: CatalogRole[] = []
  const created = new Set<string>()
  for (const [i, role] of catalogRoles.entries()) {
    if (existing.some((r) => r.id === role.id)) {
      present.push(role)
      continue
    }
    const taken = existing.find((r) => r.enCode === role.enCode || r.fullName === role.fullName)
    if (taken) {
      log(`catalogue role ${role.fullName} (${role.enCode}) not created: the role ${taken.fullName} (${taken.enCode}) has its code or name`)
      continue
    }
    await repo.insertRole(db, {
      id: role.id, enCode: role.enCode, fullName: role.fullName, description: role.description, sortCode: i, globalMark: 1, enabledMark: 1, createdAt: now
    })
    present.push(role)
    created.add(role.id)
  }
  return { present, created }
}

/** fresh: the role was created by this install (again, if an administrator had deleted it): it gets its defaults */
async function installGrant(db: Db, owner: GrantOwner, items: Set<string>, role: CatalogRole, fresh: boolean, log: (line: string) => void): Promise<ItemOutcome | undefined> {
  const rows = grantRows(owner, role)
  const id = `${owner.code}:${role.id}`
  const tracked = fresh ? undefined : await modulesRepository.tracked(db, 'grant', id)
  // an owner that grants the role nothing has nothing to track
  if (rows.length === 0 && !tracked) return undefined
  const stored = async () => (await repo.grantKeys(db, role.id)).filter((key) => items.has(key))
  const hashOfKeys = (keys: string[]) => hashOf([...keys].sort())
  return trackedInstall(db, owner, 'grant', id, hashOfKeys(rows.map((r) => `${r.itemType}:${r.itemId}`)), log, {
    current: async () => {
      const keys = await stored()
      // no grant at all on the owner's menus and never tracked: the role is new to these menus
      return keys.length === 0 && !tracked ? undefined : hashOfKeys(keys)
    },
    insert: () => repo.insertGrants(db, rows),
    replace: async () => {
      await repo.deleteGrants(db, role.id, [...items].map((key) => key.slice(key.indexOf(':') + 1)))
      await repo.insertGrants(db, rows)
    }
  })
}

export async function installCatalogueRoles(db: Db, modules: CatalogModule[], log: (line: string) => void = () => {}, now = Date.now()): Promise<RolesResult> {
  const owners = grantOwners(modules)
  return db.transaction().execute(async (trx) => {
    const { present, created } = await installRoles(trx, now, log)
    const outcomes: ItemOutcome[] = []
    for (const owner of owners) {
      const { columns, forms } = rightItems(owner)
      await repo.insertMissingItems(trx, 'baseModuleColumn', columns)
      await repo.insertMissingItems(trx, 'baseModuleForm', forms)
      const items = ownedItems(owner)
      for (const role of present) {
        const outcome = await installGrant(trx, owner, items, role, created.has(role.id), log)
        if (outcome) outcomes.push(outcome)
      }
    }
    const count = (o: ItemOutcome) => outcomes.filter((x) => x === o).length
    return { roles: created.size, installed: count('installed'), upgraded: count('upgraded'), kept: count('kept') }
  })
}
