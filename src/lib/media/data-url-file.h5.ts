import { dataUrlParts } from './data-url-parts'
import type { PickedFile } from './types'

/** a blob: URL holding the decoded bytes, ready for uploadPicked */
export async function dataUrlToFile(dataUrl: string, baseName = 'signature'): Promise<PickedFile> {
  const { mime, ext, base64 } = dataUrlParts(dataUrl)
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  const blob = new Blob([bytes], { type: mime })
  return { path: URL.createObjectURL(blob), name: `${baseName}.${ext}`, size: blob.size }
}

/** frees what dataUrlToFile made */
export function releaseFile(file: PickedFile): void {
  if (file.path.startsWith('blob:')) URL.revokeObjectURL(file.path)
}
