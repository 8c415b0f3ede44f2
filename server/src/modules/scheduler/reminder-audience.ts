// Who hears about a record: the declared recipients, narrowed to enabled users who may see the record — members of
// its project and, when it is filed under a contract section, of that section (administrators see everything).
// One Audience lives for one run and remembers what it looked up.
import type { ReminderRecipient } from '../../catalog/reminder-types'
import type { Db } from '../../db/database'
import type { ReminderRecord } from './reminder-plan'
import { reminderRepository, type Person } from './reminder-repository'

interface Seen { person: Person | undefined; projects: Set<string>; contracts: Set<string> }

/** user ids in a userSelect / usersSelect value ("id" or "id--user"; organisations, roles ... are not people) */
export function userIdsIn(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value]
  return items.flatMap((v) => {
    if (typeof v !== 'string' || !v) return []
    const [id, type = 'user'] = v.split('--')
    return type === 'user' && id ? [id] : []
  })
}

export class Audience {
  private readonly roles = new Map<string, string[]>()
  private readonly users = new Map<string, Seen>()

  constructor(private readonly db: Db) {}

  async of(rec: ReminderRecord, who: ReminderRecipient[]): Promise<string[]> {
    const ids = new Set<string>()
    for (const w of who) {
      if ('creator' in w) ids.add(rec.creatorUserId)
      else if ('field' in w) userIdsIn(rec.data[w.field]).forEach((id) => ids.add(id))
      else (await this.roleHolders(w.role)).forEach((id) => ids.add(id))
    }
    ids.delete('')
    await this.load([...ids])
    return [...ids].filter((id) => this.maySee(id, rec)).sort()
  }

  private maySee(userId: string, rec: ReminderRecord): boolean {
    const u = this.users.get(userId)
    if (!u?.person || Number(u.person.enabledMark) === 0) return false
    if (Number(u.person.isAdministrator) === 1) return true
    return u.projects.has(rec.projectId) && (rec.contractId === '' || u.contracts.has(rec.contractId))
  }

  private async roleHolders(enCode: string): Promise<string[]> {
    let ids = this.roles.get(enCode)
    if (!ids) this.roles.set(enCode, (ids = await reminderRepository.roleHolders(this.db, enCode)))
    return ids
  }

  private async load(ids: string[]): Promise<void> {
    const missing = ids.filter((id) => !this.users.has(id))
    for (let i = 0; i < missing.length; i += 500) {
      const chunk = missing.slice(i, i + 500)
      const [people, relations] = await Promise.all([reminderRepository.people(this.db, chunk), reminderRepository.memberships(this.db, chunk)])
      for (const id of chunk) this.users.set(id, { person: people.find((p) => p.id === id), projects: new Set(), contracts: new Set() })
      for (const r of relations) {
        const seen = this.users.get(r.userId) as Seen
        ;(r.objectType === 'Project' ? seen.projects : seen.contracts).add(r.objectId)
      }
    }
  }
}
