// Excel import of the worker registry: the template's one-time link, and the import of an uploaded sheet.
import { http } from '@/lib/request'
import type { WorkerImportVO } from '@shared/api/attendance'

export async function getWorkerTemplate(contractId: string): Promise<{ name: string; url: string }> {
  const data = (await http.get<{ name: string; url: string }>('/api/attendance/workers/template', { contractId }, { silent: true, loading: false })).data
  if (!data?.url) throw new Error('服务器没有返回模板')
  return data
}

/** fileName: the stored name of the sheet uploaded to the temporary folder */
export async function importWorkers(contractId: string, fileName: string): Promise<WorkerImportVO> {
  const data = (await http.post<WorkerImportVO>('/api/attendance/workers/import', { contractId, fileName }, { silent: true, loading: false })).data
  if (!data) throw new Error('服务器没有返回导入结果')
  return { ...data, errors: data.errors ?? [] }
}
