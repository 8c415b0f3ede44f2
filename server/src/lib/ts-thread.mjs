// A worker thread's entry for a TypeScript module (worker-thread.ts): a thread runs neither the server's
// `--import tsx` nor jest's transform, so it loads tsx's loader itself and then the module named in workerData.
import { workerData } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'

await tsImport(pathToFileURL(workerData.entry).href, import.meta.url)
