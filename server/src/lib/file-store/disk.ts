// Files on this machine under DATA_DIR/uploads/<folder>/<name>: the default, for one instance (or several sharing
// one network directory).
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { assertSafeKey, type FileStore, type StoredObject } from './types'

export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads')
}

export function createDiskStore(dataDir: string): FileStore {
  const root = uploadsRoot(dataDir)
  const fileOf = (folder: string, name: string) => {
    assertSafeKey(folder, name)
    return path.join(root, folder, name)
  }
  const statOf = async (file: string, name: string): Promise<StoredObject | undefined> => {
    try {
      const s = await fs.promises.stat(file)
      return s.isFile() ? { name, size: s.size, modifiedAt: s.mtimeMs } : undefined
    } catch {
      return undefined
    }
  }
  return {
    kind: 'disk',
    async write(folder, name, body) {
      const file = fileOf(folder, name)
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      try {
        // 'wx': a name is written once; two writers of one name would be a bug, not a race to win
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(file, { flags: 'wx' }))
      } catch (err) {
        if ((err as { code?: string }).code !== 'EEXIST') await fs.promises.rm(file, { force: true })
        throw err
      }
      return (await fs.promises.stat(file)).size
    },
    stat(folder, name) {
      return statOf(fileOf(folder, name), name)
    },
    async open(folder, name, range) {
      const file = fileOf(folder, name)
      const s = await statOf(file, name)
      return s ? { stream: fs.createReadStream(file, range ? { start: range.start, end: range.end } : {}), size: s.size } : undefined
    },
    async remove(folder, name) {
      await fs.promises.rm(fileOf(folder, name), { force: true })
    },
    async *list(folder) {
      assertSafeKey(folder, 'x')
      let names: string[]
      try {
        names = await fs.promises.readdir(path.join(root, folder))
      } catch {
        return // never written
      }
      for (const name of names) {
        const s = await statOf(path.join(root, folder, name), name)
        if (s) yield s
      }
    },
    async probe() {
      await fs.promises.mkdir(root, { recursive: true })
      await fs.promises.access(root, fs.constants.W_OK)
    },
    async close() { /* nothing held open */ }
  }
}
