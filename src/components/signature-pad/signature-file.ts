// For flows that keep the signature as a file (the workflow's approval signature, a saved SignImg): turn the
// pad's data URL into an uploadable file and upload it.
import { dataUrlToFile, releaseFile, uploadPicked, type PickedFile, type UploaderVO } from '@/lib/media'

/** the drawing as a local file (weapp temp file / H5 blob: URL); releaseFile() it when done */
export function signatureToFile(dataUrl: string): Promise<PickedFile> {
  return dataUrlToFile(dataUrl, 'signature')
}

/** POST /api/file/Uploader/{type} with the drawing as signature.png; the local copy is removed afterwards */
export async function uploadSignature(
  dataUrl: string,
  options: { type?: string; onProgress?: (percent: number) => void; silent?: boolean } = {}
): Promise<UploaderVO> {
  const file = await signatureToFile(dataUrl)
  try {
    return await uploadPicked(file, { type: options.type ?? 'annexpic', onProgress: options.onProgress, silent: options.silent })
  } finally {
    releaseFile(file)
  }
}
