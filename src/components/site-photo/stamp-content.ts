// The words stamped on a site photo: the time (China time, as the server keeps it, whatever zone the phone is set
// to), then the project, the section, the chainage when the position is within 500 m of the chainage line, the
// position itself or 位置未获取, and who took it. Missing project or user lines are left out, never the photo.
import type { Fix } from '@/lib/location'
import type { StampContent, StampField } from '@/lib/media'
import { chainageAt, formatChainage } from '@/utils/chainage'
import type { SiteContext } from './site-context'

export const NO_LOCATION = '位置未获取'
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六']

/** '2026-03-01 09:30:12 星期日' in GMT+8 */
export function stampTime(ms: number): string {
  const d = new Date(ms + CHINA_OFFSET_MS)
  return `${d.toISOString().slice(0, 19).replace('T', ' ')} 星期${WEEKDAYS[d.getUTCDay()]}`
}

/** '120.26350°E 30.18430°N ±15m': five decimals are a metre, about what a phone's fix is worth */
export function positionText(fix: Fix): string {
  const accuracy = fix.accuracy && Number.isFinite(fix.accuracy) ? ` ±${Math.round(fix.accuracy)}m` : ''
  return `${fix.longitude.toFixed(5)}°E ${fix.latitude.toFixed(5)}°N${accuracy}`
}

export function stampContent({ at, fix, site }: { at: number; fix?: Fix; site: SiteContext }): StampContent {
  const fields: StampField[] = []
  if (site.projectName) fields.push({ label: '项目', text: site.projectName })
  if (site.sectionName) fields.push({ label: '标段', text: site.sectionName })
  const onLine = fix ? chainageAt(fix, site.alignment) : undefined
  if (onLine) fields.push({ label: '桩号', text: formatChainage(onLine.chainage) })
  fields.push({ label: '位置', text: fix ? positionText(fix) : NO_LOCATION })
  if (site.userName) fields.push({ label: '拍摄', text: site.userName })
  return { title: stampTime(at), fields }
}
