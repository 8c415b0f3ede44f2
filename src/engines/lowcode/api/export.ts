// POST {modelId}/Actions/ExportData (jnpf-api.md §5, the console's exportModel): the list's rows as an .xlsx. The body
// is the List's (query, keyword, sort, project) plus dataType and selectKey; the answer names the file and gives a
// one-time download link.
import { env } from '@/config/env'
import { http } from '@/lib/request'
import { storage } from '@/lib/storage'
import type { ListQueryBody } from '../model/list-query'

export interface ExportBody extends Partial<ListQueryBody> {
  /** "0" the current page, "1" every page */
  dataType: '0' | '1'
  /** the column ids (`<table>-<column>` for a child-table column) */
  selectKey: string[]
}

export interface ExportedFile { name: string; url: string }

export async function exportRecords(modelId: string, body: ExportBody): Promise<ExportedFile> {
  // the project in use narrows the export as it narrows the list (api/records listRecords)
  const project = storage.get('project')
  const res = await http.post<ExportedFile>(
    `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/Actions/ExportData`,
    { ...body, ...(project?.id ? { projectId: project.id } : {}) },
    // the export may take a while and shows its own loading state
    { silent: true, loading: false, timeout: env.requestTimeoutAlt }
  )
  if (!res.data?.url) throw new Error('导出失败：服务器没有返回文件')
  return { name: res.data.name || '导出数据.xlsx', url: res.data.url }
}
