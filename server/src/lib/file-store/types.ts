// One interface for where files live (uploads, thumbnails, exports, prints, temporary sheets): the local disk or an
// S3-compatible bucket. Files are addressed by a folder (the upload type) and a name the files module generated
// and checked; the store never sees a path from a client.
import type { Readable } from 'node:stream'

export interface StoredObject {
  name: string
  size: number
  /** epoch ms of the last write (the temporary sweep ages files by it) */
  modifiedAt: number
}

export interface OpenedObject {
  stream: Readable
  /** the whole file's size, also when a range of it was asked for */
  size: number
}

/** bytes start..end of a file, both included (an HTTP Range a reader such as pdf.js asks for) */
export interface ByteRange {
  start: number
  end: number
}

export interface FileStore {
  readonly kind: 'disk' | 's3'
  /**
   * writes the bytes under folder/name as they arrive (a stream is never held whole in memory) and answers how many
   * were written; when the body fails (a broken upload, the size limit) nothing stays behind and the body's error
   * is thrown
   */
  write(folder: string, name: string, body: Readable | Buffer, contentType?: string): Promise<number>
  /** size and age, or undefined when there is no such file */
  stat(folder: string, name: string): Promise<StoredObject | undefined>
  /** a stream of the file (or of the range of it, which must lie inside it), or undefined when there is no such file */
  open(folder: string, name: string, range?: ByteRange): Promise<OpenedObject | undefined>
  /** removes the file; a file that is already gone is fine */
  remove(folder: string, name: string): Promise<void>
  /** every file of a folder (nothing when the folder was never written) */
  list(folder: string): AsyncIterable<StoredObject>
  /** throws when the store cannot be reached (health checks, the start) */
  probe(): Promise<void>
  close(): Promise<void>
}

/** folder and name as the files module makes them: no separators, no dot-dot, nothing a path could escape with */
const SAFE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

export function assertSafeKey(folder: string, name: string): void {
  if (!SAFE.test(folder) || !SAFE.test(name) || name.includes('..')) throw new Error(`file store: refused key ${folder}/${name}`)
}
