// The record states of a printed record (models that declare them): the state it is in, with its due time and 超期,
// then every move as the detail's timeline shows it: when, who, the move, the change of state, the opinion, and the
// move's photos and signature drawn small. Whoever may print the record may read its states (the same rights).
import { userRepository } from '../users/repository'
import { formatTime } from './display'
import { userName } from './display-lookups'
import type { PrintBlock, PrintCell, PrintImage, PrintSectionProvider } from './print-sections'
import { parseData } from './record-view'
import { statesOf } from './states-registry'
import { statesRepository } from './states-repository'
import { currentState, stateNamed } from './states-rules'

/** as many moves as the detail's timeline answers */
const MAX_MOVES = 500

function photosOf(text: string): PrintImage[] {
  try {
    const v: unknown = JSON.parse(text)
    if (!Array.isArray(v)) return []
    return v.filter((p): p is { url: string; name?: unknown } => typeof p === 'object' && p !== null && typeof p.url === 'string' && p.url !== '')
      .map((p) => ({ source: p.url, name: typeof p.name === 'string' && p.name ? p.name : '照片' }))
  } catch {
    return []
  }
}

export const statesSection: PrintSectionProvider = {
  id: 'record-states',
  // after the record's fields and its approval records, before the change history
  order: 150,
  async build({ ctx, model, record }) {
    const def = statesOf(model)
    if (!def) return null
    const now = currentState(def, record, parseData(record), ctx.clock.now())
    const summary = [
      { label: '当前状态', value: now.overdue ? `${now.name}（超期）` : now.name },
      ...(now.dueAt !== null ? [{ label: '办理期限', value: formatTime(now.dueAt) }] : [])
    ]
    const moves = await statesRepository.movesOf(ctx.db, model.id, record.id, MAX_MOVES)
    const users = new Map((await userRepository.listByIds(ctx.db, [...new Set(moves.map((m) => m.userId))])).map((u) => [u.id, userName(u)]))
    const rows = moves.map((m): PrintCell[] => {
      const who = users.get(m.userId) ?? ''
      const images = [...photosOf(m.photos), ...(m.signImg ? [{ source: m.signImg, name: `${who}的签名` }] : [])]
      return [
        formatTime(Number(m.createdAt)), who, def.transitions.find((t) => t.code === m.transition)?.name ?? m.transition,
        `${stateNamed(def, m.fromState).name} → ${stateNamed(def, m.toState).name}`, m.opinion, images.length ? { images } : ''
      ]
    })
    // the photo column only when some move has a photo or a signature: an empty column would narrow the opinions
    const pictured = rows.some((r) => r[5] !== '')
    const table: PrintBlock = pictured
      ? { kind: 'table', columns: ['时间', '操作人', '操作', '状态变化', '意见', '照片与签名'], rows, widths: [3.2, 2.4, 1.8, 2.6, 3.4, 2.6] }
      : { kind: 'table', columns: ['时间', '操作人', '操作', '状态变化', '意见'], rows: rows.map((r) => r.slice(0, 5)), widths: [3.2, 2.4, 1.8, 2.6, 5] }
    return {
      title: '状态记录',
      blocks: [{ kind: 'pairs', rows: summary }, rows.length ? table : { kind: 'text', text: '暂无状态变更', muted: true }]
    }
  }
}
