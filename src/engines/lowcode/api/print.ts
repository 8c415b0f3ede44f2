// POST {modelId}/{id}/Actions/Print (issue 10, our own endpoint): the record as a PDF made on the server, answered like
// ExportData with the file's name and a one-time download link.
import { env } from '@/config/env'
import { http } from '@/lib/request'
import type { ExportedFile } from './export'

export async function printRecord(modelId: string, id: string): Promise<ExportedFile> {
  const res = await http.post<ExportedFile>(
    `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/${encodeURIComponent(id)}/Actions/Print`,
    {},
    // the button shows its own progress and error
    { silent: true, loading: false, timeout: env.requestTimeoutAlt }
  )
  if (!res.data?.url) throw new Error('打印失败：服务器没有返回文件')
  return { name: res.data.name || '打印.pdf', url: res.data.url }
}
