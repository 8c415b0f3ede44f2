// npm run storage:copy: copies the uploads of a disk store (DATA_DIR/uploads) into the configured object store
// (STORAGE=s3 and the S3_* variables, as the servers get them), so a single instance can move behind a proxy with
// its files. Idempotent: a file already in the bucket with the same size is left alone, so running it again (or
// after a failure) only copies what is missing. Prints what it did per folder; exits 1 when any file failed.
import fs from 'node:fs'
import path from 'node:path'
import { loadConfigOrExit } from '../config'
import { createFileStore, uploadsRoot, type FileStore } from '../lib/file-store'
import { UPLOAD_TYPES, isStoredName, mimeOf } from '../modules/files/storage'

export interface CopyCounts { copied: number; skipped: number; failed: number; ignored: number }

/** copies every stored upload under dataDir into the store; `report` hears one line per folder and per failure */
export async function copyDiskStore(dataDir: string, store: FileStore, report: (line: string) => void = () => undefined): Promise<CopyCounts> {
  const total: CopyCounts = { copied: 0, skipped: 0, failed: 0, ignored: 0 }
  for (const type of UPLOAD_TYPES) {
    const dir = path.join(uploadsRoot(dataDir), type)
    let names: string[]
    try {
      names = fs.readdirSync(dir)
    } catch {
      continue // this folder was never written
    }
    const counts: CopyCounts = { copied: 0, skipped: 0, failed: 0, ignored: 0 }
    for (const name of names) {
      const file = path.join(dir, name)
      // only files the server made: anything else (notes, half-written leftovers) is not an upload
      if (!isStoredName(name) || !fs.statSync(file).isFile()) {
        counts.ignored++
        continue
      }
      try {
        const size = fs.statSync(file).size
        const there = await store.stat(type, name)
        if (there && there.size === size) {
          counts.skipped++
          continue
        }
        if (there) await store.remove(type, name) // a broken earlier copy
        await store.write(type, name, fs.createReadStream(file), mimeOf(name))
        counts.copied++
      } catch (err) {
        counts.failed++
        report(`  failed ${type}/${name}: ${(err as Error).message}`)
      }
    }
    report(`${type}: ${counts.copied} copied, ${counts.skipped} already there, ${counts.failed} failed, ${counts.ignored} not uploads`)
    for (const k of Object.keys(total) as (keyof CopyCounts)[]) total[k] += counts[k]
  }
  return total
}

async function main(): Promise<void> {
  const config = loadConfigOrExit()
  if (config.storage !== 's3') {
    console.error('storage:copy copies DATA_DIR/uploads into the object store: set STORAGE=s3 and the S3_* variables as for the servers')
    process.exit(2)
  }
  const store = createFileStore(config)
  try {
    await store.probe()
    console.log(`Copying ${uploadsRoot(config.dataDir)} into bucket ${config.s3?.bucket}`)
    const c = await copyDiskStore(config.dataDir, store, (line) => console.log(line))
    console.log(`Done: ${c.copied} copied, ${c.skipped} already there, ${c.failed} failed, ${c.ignored} not uploads`)
    const secret = path.join(config.dataDir, 'file-link.secret')
    if (fs.existsSync(secret) && fs.readFileSync(secret, 'utf8').trim() !== config.fileLinkSecret) {
      console.log(`Links handed out before were signed with ${secret}; set FILE_LINK_SECRET to its content to keep them working.`)
    }
    process.exitCode = c.failed > 0 ? 1 : 0
  } finally {
    await store.close()
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(String((err as Error).message ?? err))
    process.exit(1)
  })
}
