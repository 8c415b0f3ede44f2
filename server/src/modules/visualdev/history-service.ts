// A record's change history (issue 10): written in the same transaction as each update, read with the rights of
// reading the record; fields the reader may not see are left out of every entry.
import type { VisualDevHistoryItem, VisualDevHistoryVO, VisualDevFieldChange } from '@shared/api/visualdev'
import type { AppContext } from '../../context'
import { userRepository, type UserRow } from '../users/repository'
import { userName } from './display-lookups'
import { allowedFields } from './field-rights'
import type { Origin } from './list-config'
import { visualDevRepository } from './repository'
import { safeWritesRepository } from './safe-writes-repository'
import { assertVisible } from './scope'
import { formCodes, modelContext } from './service'

/** the timeline shows the latest changes; older ones stay stored */
const MAX_ENTRIES = 200

function parseChanges(text: string): VisualDevFieldChange[] {
  try {
    const v: unknown = JSON.parse(text)
    return Array.isArray(v) ? (v as VisualDevFieldChange[]) : []
  } catch {
    return []
  }
}

export async function recordHistory(ctx: AppContext, user: UserRow, modelId: string, id: string, origin: Origin): Promise<VisualDevHistoryVO> {
  const c = await modelContext(ctx, user, modelId, origin, { buttons: ['btn_detail', 'btn_edit'] })
  await assertVisible(ctx, user, await visualDevRepository.findRecord(ctx.db, modelId, id))
  const codes = formCodes(c)
  const visible = codes ? new Set(allowedFields(c.form.fields, codes).map((f) => f.vModel)) : null
  return { list: await historyItems(ctx, modelId, id, visible) }
}

/**
 * The entries of a record the caller was already allowed to read, newest first; `visible` names the fields they may
 * see (null: every field), the others are left out of each entry and an entry left empty goes.
 */
export async function historyItems(ctx: AppContext, modelId: string, id: string, visible: Set<string> | null): Promise<VisualDevHistoryItem[]> {
  const rows = await safeWritesRepository.historyOf(ctx.db, modelId, id, MAX_ENTRIES)
  const users = new Map((await userRepository.listByIds(ctx.db, [...new Set(rows.map((r) => r.userId))])).map((u) => [u.id, userName(u)]))
  const list: VisualDevHistoryItem[] = []
  for (const r of rows) {
    const changes = parseChanges(r.changes).filter((ch) => !visible || visible.has(ch.field))
    if (changes.length === 0) continue
    list.push({ id: r.id, creatorUserId: r.userId, creatorUser: users.get(r.userId) ?? '', creatorTime: Number(r.createdAt), changes })
  }
  return list
}
