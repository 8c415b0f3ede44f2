import { resolveUrl } from '@/lib/request'
import type { ExportedFile } from '../../api/export'

/**
 * A download through a link with the file's name. Not window.open: the export answers after an await, and a popup
 * blocker refuses windows opened then; a clicked download link is not a popup.
 */
export async function saveExport({ name, url }: ExportedFile): Promise<void> {
  const a = document.createElement('a')
  a.href = resolveUrl(url)
  a.download = name
  a.rel = 'noopener'
  a.style.display = 'none'
  document.body.appendChild(a)
  try {
    a.click()
  } finally {
    a.remove()
  }
}
