// The data dictionaries behind the user form's selects. Gender is stored as the 'sex' item's code (an integer
// column); nation, certificate type, education and rank keep the item id, as JNPF 3.6 does.
import type { Db } from '../../db/database'
import { adminUserRepository } from './repository'

export interface DictItem { id: string; enCode: string; fullName: string }

/** user column -> dictionary type enCode, for the id-valued ones */
export const ID_DICTIONARIES = { nation: 'Nation', certificatesType: 'certificateType', education: 'Education', ranks: 'Rank' } as const
export type DictField = keyof typeof ID_DICTIONARIES

export const DICT_LABELS: Record<DictField, string> = { nation: '民族', certificatesType: '证件类型', education: '文化程度', ranks: '职级' }

export interface UserDictionaries {
  sex: DictItem[]
  byField: Record<DictField, DictItem[]>
}

/** a group whose dictionary has no 'sex' type still has the two genders the column was created with */
const FALLBACK_SEX: DictItem[] = [{ id: 'sex-1', enCode: '1', fullName: '男' }, { id: 'sex-2', enCode: '2', fullName: '女' }]

export async function loadDictionaries(db: Db): Promise<UserDictionaries> {
  const fields = Object.keys(ID_DICTIONARIES) as DictField[]
  const [sex, ...lists] = await Promise.all([
    adminUserRepository.dictionaryItems(db, 'sex'), ...fields.map((f) => adminUserRepository.dictionaryItems(db, ID_DICTIONARIES[f]))
  ])
  const byField = Object.fromEntries(fields.map((f, i) => [f, lists[i]])) as Record<DictField, DictItem[]>
  return { sex: sex.length ? sex : FALLBACK_SEX, byField }
}

/** the gender code as stored, from a 'sex' item code; null when it is not one (or not a whole number) */
export function genderCode(d: UserDictionaries, code: string): number | null {
  const item = d.sex.find((s) => s.enCode === code.trim())
  return item && /^\d{1,3}$/.test(item.enCode) ? Number(item.enCode) : null
}

export function genderName(d: UserDictionaries, gender: number): string {
  return d.sex.find((s) => s.enCode === String(gender))?.fullName ?? ''
}

export function itemName(d: UserDictionaries, field: DictField, id: string): string {
  return d.byField[field].find((i) => i.id === id)?.fullName ?? ''
}
