// A demo record of a catalogue model: who filed it where and when, and its field map as the form submits it. The
// seeder stores it the way the server stores a created record (../visualdev-demo.ts).
import type { CatalogModel, Json } from '../../../catalog/build/model'

export interface SeedRecord {
  id: string
  projectId: string
  contractId: string
  /** account of the creator */
  creator: string
  /** yyyy-MM-dd HH:mm, Beijing time */
  at: string
  data: Json
  modifier?: string
  modifiedAt?: string
}

/** a catalogue model with its demo records */
export interface DemoRecords { model: CatalogModel; records: SeedRecord[] }

/** epoch ms of a Beijing date (yyyy-MM-dd) or date-time (yyyy-MM-dd HH:mm): the value of a datePicker */
export const ms = (when: string): number => Date.parse(`${when.replace(' ', 'T')}${when.length > 10 ? ':00' : 'T00:00:00'}+08:00`)
