// Unsaved input of a form (the low-code forms), kept in local storage per user, model and record, so a crash, a killed
// mini-program, an expired token or an accidental back never loses what a field user typed. Drafts live outside
// the session keys on purpose: an expired session clears those, and the draft must survive it; the user id in the
// key keeps one user's draft away from the next user of the device.
import Taro from '@tarojs/taro'

const PREFIX = 'lowcodeDraft:'
/** a draft older than this is not offered any more */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 3600_000

export interface FormDraft {
  savedAt: number
  values: Record<string, unknown>
}

export function draftKey(userId: string, modelId: string, recordId?: string): string {
  return `${PREFIX}${userId || 'anonymous'}:${modelId}:${recordId || 'new'}`
}

export function readDraft(key: string, now = Date.now()): FormDraft | null {
  let raw: unknown
  try {
    raw = Taro.getStorageSync(key)
  } catch {
    return null
  }
  const draft = raw as FormDraft | null
  if (!draft || typeof draft !== 'object' || typeof draft.savedAt !== 'number' || !draft.values || typeof draft.values !== 'object') return null
  if (now - draft.savedAt > DRAFT_MAX_AGE_MS) {
    clearDraft(key)
    return null
  }
  return draft
}

export function writeDraft(key: string, values: Record<string, unknown>, now = Date.now()): void {
  try {
    Taro.setStorageSync(key, { savedAt: now, values })
  } catch (err) {
    // a full storage must not break typing; the form still works, only the safety net is missing
    console.warn('low-code draft not saved', err)
  }
}

export function clearDraft(key: string): void {
  try {
    Taro.removeStorageSync(key)
  } catch {
    /* nothing stored */
  }
}

/** stable JSON for comparing values (key order does not matter) */
export function sameValues(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b)
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/**
 * An edit that waited in the outbox reached the server: the draft it was typed from is settled and goes, unless the
 * user typed on after it was queued (a draft saved later than `queuedAt` holds newer words and stays).
 */
export function settleDraft(key: string, queuedAt: number): void {
  const draft = readDraft(key)
  if (draft && draft.savedAt <= queuedAt) clearDraft(key)
}
