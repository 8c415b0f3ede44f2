// Signed PDFs are kept in the file store (the disk under DATA_DIR, or the bucket several instances share) as
// esign/<yyyyMM>-<document id>.pdf; the table holds the name and the sha256.
import crypto from 'node:crypto'
import { readAll, type FileStore } from '../../lib/file-store'

export const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')

export const SIGNED_FOLDER = 'esign'
const STORED_NAME = /^\d{6}-[A-Za-z0-9_-]+\.pdf$/
/** a signed document is a printed form with its photos: far below this */
const SIGNED_MAX_BYTES = 200 * 1024 * 1024

export async function storeSigned(store: FileStore, documentId: string, now: number, pdf: Buffer): Promise<string> {
  const d = new Date(now)
  const month = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`
  const name = `${month}-${documentId}.pdf`
  await store.write(SIGNED_FOLDER, name, pdf, 'application/pdf')
  return name
}

/** the stored bytes, or null when the file is gone */
export async function readSigned(store: FileStore, storedName: string): Promise<Buffer | null> {
  if (!STORED_NAME.test(storedName)) return null
  const bytes = await readAll(store, SIGNED_FOLDER, storedName, SIGNED_MAX_BYTES).catch(() => undefined)
  return Buffer.isBuffer(bytes) ? bytes : null
}
