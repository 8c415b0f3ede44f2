// What 上传文档 checks before it sends, the same rules the server applies (documents/service addDocument), so a
// site user hears what is missing at once instead of after the upload.
import { LIBRARY_NAMES, type DocumentLibrary, type StandardState } from '@shared/api/documents'
import type { UploadItem } from '@/components'

export interface UploadDraft {
  category: string
  title: string
  code: string
  issuer: string
  issueDate: string
  effectiveDate: string
  standardState: StandardState
  contractId: string
  structure: string
  remark: string
  /** knowledge only: the whole group reads it, not just this project */
  groupWide: boolean
  files: UploadItem[]
}

/** the first thing missing or wrong, '' when the draft may go */
export function uploadProblem(library: DocumentLibrary, d: UploadDraft): string {
  if (!d.files.length) return '请上传PDF文件'
  if (!/\.pdf$/i.test(d.files[0].name || d.files[0].fileId)) return '只能上传PDF文件'
  if (!d.category) return '请选择文档分类'
  if (library === 'standard' && !d.code.trim()) return '请填写标准编号'
  if (!d.title.trim()) return library === 'drawing' ? '请填写图名' : library === 'standard' ? '请填写标准名称' : '请填写标题'
  if (library === 'standard' && d.issueDate && d.effectiveDate && d.effectiveDate < d.issueDate) return '实施日期不能早于发布日期'
  return ''
}

export const isLibrary = (v: string): v is DocumentLibrary => Object.prototype.hasOwnProperty.call(LIBRARY_NAMES, v)
