import Taro from '@tarojs/taro'
import { env } from '@/config/env'
import { downloadFile } from '@/lib/request'
import type { ExportedFile } from '../../api/export'

type DocumentType = 'doc' | 'docx' | 'xls' | 'xlsx' | 'ppt' | 'pptx' | 'pdf'
const DOCUMENT_TYPES: DocumentType[] = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf']

/** the viewer needs the type: the download's temporary path does not always keep the extension */
function typeOf(name: string): DocumentType {
  const ext = name.split('.').pop()?.toLowerCase() as DocumentType
  return DOCUMENT_TYPES.includes(ext) ? ext : 'xlsx'
}

/** downloads the file (a sheet, a printed PDF) and opens it in WeChat's viewer; its menu (showMenu) forwards it to a chat or saves it */
export async function saveExport({ name, url }: ExportedFile): Promise<void> {
  // a large sheet or PDF over a slow link: the long time-out of the calls that produced it
  const { tempFilePath } = await downloadFile({ url, silent: true, timeout: env.requestTimeoutAlt })
  await Taro.openDocument({ filePath: tempFilePath, fileType: typeOf(name), showMenu: true })
}
