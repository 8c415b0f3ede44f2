// What a move still lacks, checked on the phone before it is sent, in the server's words (请填写整改说明, 请上传至少1张
// 整改后照片, 请签名), so the sheet says it at once and the server's refusal is only the last guard.
import type { RecordTransitionNeeds } from '@shared/api/visualdev-states'

export interface MoveDraft {
  values: Record<string, unknown>
  opinion: string
  photos: unknown[]
  signImg: string
}

/** nothing filled in: no value, blank text or an empty list */
export const isEmptyValue = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)

/** the first missing requirement as a message; undefined when the move may be sent */
export function missingNeed(needs: RecordTransitionNeeds, draft: MoveDraft, filled: Record<string, unknown> = {}): string | undefined {
  const field = needs.fields.find((f) => isEmptyValue(draft.values[f.field]) && isEmptyValue(filled[f.field]))
  if (field) return `请填写${field.label}`
  if (needs.opinion && !draft.opinion.trim()) return `请填写${needs.opinionLabel}`
  if (draft.photos.length < needs.photos) return `请上传至少${needs.photos}张${needs.photosLabel}`
  if (needs.signature && !draft.signImg) return '请签名'
  return undefined
}

/** a move asks for nothing: it is confirmed with one tap instead of a sheet */
export const asksNothing = (needs: RecordTransitionNeeds) =>
  needs.fields.length === 0 && !needs.opinion && needs.photos === 0 && !needs.signature
