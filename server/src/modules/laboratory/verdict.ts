// A batch's verdict and its change record: the state its results give it, and the hash chain that makes an edit
// behind the service's back evident.
import crypto from 'node:crypto'
import type { LabState } from '@shared/api/laboratory'
import type { LabResultChangeTable, LabResultTable, LabLimitTable } from '../../db/schema'

/** the batch's state from its results: a failing item fails it, every item passing passes it */
export function stateOf(limits: LabLimitTable[], results: Pick<LabResultTable, 'itemCode' | 'passed'>[]): LabState {
  if (results.some((r) => Number(r.passed) === 0)) return 2
  return limits.every((l) => results.some((r) => r.itemCode === l.itemCode)) ? 1 : 0
}

/** SHA-256 over a change row's content and the previous row's hash */
export function changeHash(c: Omit<LabResultChangeTable, 'id' | 'hash'>): string {
  const num = (v: number | null) => (v === null ? null : Number(Number(v).toFixed(3)))
  const content = [c.prevHash, c.materialId, Number(c.seq), c.itemCode, num(c.oldValue), num(c.newValue), c.oldPassed === null ? null : Number(c.oldPassed),
    Number(c.newPassed), c.reason, c.userId, Number(c.changedAt)]
  return crypto.createHash('sha256').update(JSON.stringify(content)).digest('hex')
}

/** the chain links and hashes hold, and each current result is the last value the record gives its item */
export function chainIntact(changes: LabResultChangeTable[], results: LabResultTable[]): boolean {
  let prev = ''
  const last = new Map<string, number>()
  for (const [i, c] of changes.entries()) {
    if (Number(c.seq) !== i + 1 || c.prevHash !== prev || changeHash(c) !== c.hash) return false
    prev = c.hash
    last.set(c.itemCode, Math.round(Number(c.newValue) * 1000))
  }
  return results.length === last.size && results.every((r) => last.get(r.itemCode) === Math.round(Number(r.value) * 1000))
}
