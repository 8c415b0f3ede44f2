// From picked photos to stamped ones: one position for the batch (taken once, never waited on for long), one stamp
// text, each photo stamped and compressed. A photo that cannot be stamped (no canvas, an image the device cannot
// decode) still goes up, compressed, and the caller says so: a crew never loses a photo to the watermark.
import { locateOnce, type Fix } from '@/lib/location'
import { compressImage, stampPhoto, type PickedFile } from '@/lib/media'
import type { SiteContext } from './site-context'
import { stampContent } from './stamp-content'

export interface StampedBatch {
  files: PickedFile[]
  /** false when the position could not be read (denied, no signal, too slow): the stamps say 位置未获取 */
  located: boolean
  /** photos that went without a stamp */
  unstamped: number
}

export type StampStage = { stage: 'locating' } | { stage: 'stamping'; done: number; total: number }

export async function stampSitePhotos(files: PickedFile[], site: SiteContext, onStage?: (stage: StampStage) => void): Promise<StampedBatch> {
  // the moment the photos came back from the camera, not after the position arrived
  const at = Date.now()
  onStage?.({ stage: 'locating' })
  let fix: Fix | undefined
  try {
    fix = await locateOnce()
  } catch {
    fix = undefined
  }
  const content = stampContent({ at, fix, site })
  const out: PickedFile[] = []
  let unstamped = 0
  for (const [i, file] of files.entries()) {
    onStage?.({ stage: 'stamping', done: i, total: files.length })
    try {
      out.push(await stampPhoto(file, content))
    } catch {
      unstamped += 1
      out.push(await compressImage(file))
    }
  }
  return { files: out, located: Boolean(fix), unstamped }
}
