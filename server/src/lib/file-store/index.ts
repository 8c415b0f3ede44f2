// Picks the file store the configuration asks for (config.storage).
import type { ServerConfig } from '../../config'
import { createDiskStore } from './disk'
import { createS3Store } from './s3'
import type { FileStore } from './types'

export type { ByteRange, FileStore, OpenedObject, StoredObject } from './types'
export { createDiskStore, uploadsRoot } from './disk'
export { createS3Store } from './s3'

export function createFileStore(config: Pick<ServerConfig, 'storage' | 's3' | 'dataDir'>): FileStore {
  return config.storage === 's3' && config.s3 ? createS3Store(config.s3) : createDiskStore(config.dataDir)
}

/**
 * the whole file for callers that parse it (a sheet, a photo for a print): undefined when there is no such file,
 * 'too-large' past `max` bytes (never read further)
 */
export async function readAll(store: FileStore, folder: string, name: string, max: number): Promise<Buffer | 'too-large' | undefined> {
  const opened = await store.open(folder, name)
  if (!opened) return undefined
  if (opened.size > max) {
    opened.stream.destroy()
    return 'too-large'
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of opened.stream) {
    size += (chunk as Buffer).length
    if (size > max) {
      opened.stream.destroy()
      return 'too-large'
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}
