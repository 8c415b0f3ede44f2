// The stored files a record holds: the values of its upload controls (uploadFile, uploadImg) and signatures kept as
// URLs, in child tables too. A record may only take up files its writer may read (files/claimFiles); it keeps them
// unsigned, remembers them as its own (file_ref, so its readers may download them), and answers them signed.
import type { AppContext } from '../../context'
import { bareUploads, claimFiles, fileKeysIn, fileRefRepository, signedUploads, type FileKey } from '../files'
import type { UserRow } from '../users/repository'
import { UPLOAD_KEYS } from './field-kinds'
import { isObject, type FormField } from './form-fields'

type Row = Record<string, unknown>
type Db = AppContext['db']

const holdsFiles = (f: FormField) => UPLOAD_KEYS.has(f.jnpfKey) || f.jnpfKey === 'sign'

/** `data` with every file value passed through `map` (a new object; child-table rows too) */
function mapFiles(fields: FormField[], data: Row, map: (value: unknown) => unknown): Row {
  const out: Row = { ...data }
  for (const f of fields) {
    const v = out[f.vModel]
    if (v === undefined || v === null || v === '') continue
    if (holdsFiles(f)) out[f.vModel] = map(v)
    else if (f.jnpfKey === 'table' && Array.isArray(v)) {
      out[f.vModel] = v.map((row) => (isObject(row) ? mapFiles(f.children ?? [], row, map) : row))
    }
  }
  return out
}

export function recordFileKeys(fields: FormField[], data: Row): FileKey[] {
  const keys: FileKey[] = []
  mapFiles(fields, data, (v) => { keys.push(...fileKeysIn(v)); return v })
  return keys
}

/** the record's values as answered: its files' links signed for now */
export function signRecordFiles(ctx: AppContext, fields: FormField[], data: Row): Row {
  return mapFiles(fields, data, (v) => signedUploads(ctx, v))
}

/**
 * Before a record is written: its file links unsigned (a link handed out earlier is not stored), and every file it
 * takes up checked to be one the writer may read or one it held before (`before`, the stored values). Answers the
 * values to store.
 */
export async function claimRecordFiles(ctx: AppContext, user: UserRow, fields: FormField[], data: Row, before?: Row): Promise<Row> {
  const bare = mapFiles(fields, data, bareUploads)
  await claimFiles(ctx, user, recordFileKeys(fields, bare), before ? recordFileKeys(fields, before) : [])
  return bare
}

/** after the write: the record holds exactly the files of its stored values (in the write's transaction if any) */
export async function rememberRecordFiles(db: Db, recordId: string, fields: FormField[], stored: Row): Promise<void> {
  await fileRefRepository.replace(db, 'record', recordId, recordFileKeys(fields, stored))
}
