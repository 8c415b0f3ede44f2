// Signed PDFs are kept under DATA_DIR/esign/<yyyyMM>/<document id>.pdf; the table holds the name and the sha256.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')

const root = (dataDir: string) => path.join(dataDir, 'esign')

export function storeSigned(dataDir: string, documentId: string, now: number, pdf: Buffer): string {
  const d = new Date(now)
  const month = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`
  fs.mkdirSync(path.join(root(dataDir), month), { recursive: true })
  const name = `${month}/${documentId}.pdf`
  fs.writeFileSync(path.join(root(dataDir), name), pdf)
  return name
}

/** the stored bytes, or null when the file is gone */
export function readSigned(dataDir: string, storedName: string): Buffer | null {
  if (!/^\d{6}\/[A-Za-z0-9_-]+\.pdf$/.test(storedName)) return null
  try {
    return fs.readFileSync(path.join(root(dataDir), storedName))
  } catch {
    return null
  }
}

export const signedPath = (dataDir: string, storedName: string) => path.join(root(dataDir), storedName)
