// Documents' calls (/api/documents, issue 18): lists by library and category, the library's categories and rights,
// one document with its PDF link, adding and removing one, and resolving a scanned component code.
import type { PageList } from '@shared/api/envelope'
import type { DocumentCard, DocumentDetail, DocumentLibrary, DocumentOptions, NewDocumentInput, QrTarget } from '@shared/api/documents'
import { http } from '@/lib/request'

const P = '/api/documents'

export interface DocumentListQuery {
  library: DocumentLibrary
  projectId?: string
  category?: string
  contractId?: string
  keyword?: string
  currentPage: number
  pageSize: number
}

export async function getDocuments(q: DocumentListQuery): Promise<PageList<DocumentCard>> {
  const res = await http.get<PageList<DocumentCard>>(P, { ...q }, { loading: false })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('文档数据格式不正确')
  return res.data
}

export async function getDocumentOptions(library: DocumentLibrary, projectId?: string): Promise<DocumentOptions> {
  const res = await http.get<DocumentOptions>(`${P}/options`, { library, projectId }, { loading: false })
  if (!res.data || !Array.isArray(res.data.categories)) throw new Error('文档分类数据格式不正确')
  return res.data
}

export async function getDocument(id: string): Promise<DocumentDetail> {
  const res = await http.get<DocumentDetail>(`${P}/${encodeURIComponent(id)}`, undefined, { loading: false })
  if (!res.data?.fileUrl) throw new Error('文档数据格式不正确')
  return res.data
}

export async function addDocument(input: NewDocumentInput): Promise<{ id: string }> {
  const res = await http.post<{ id: string }>(P, input)
  return res.data!
}

export async function removeDocument(id: string): Promise<void> {
  await http.delete(`${P}/${encodeURIComponent(id)}`)
}

/** what a scanned code names; a code that is not ours or names nothing the caller may read is an error with the reason */
export async function resolveQr(code: string): Promise<QrTarget> {
  const res = await http.get<QrTarget>(`${P}/qr`, { code }, { silent: true })
  if (!res.data?.kind) throw new Error('二维码解析失败')
  return res.data
}
