import Taro from '@tarojs/taro'
import { downloadFile } from '@/lib/request'
import type { ExportedFile } from '../../api/export'

/** downloads the sheet and opens it in WeChat's viewer; its menu (showMenu) forwards it to a chat or saves it */
export async function saveExport({ url }: ExportedFile): Promise<void> {
  const { tempFilePath } = await downloadFile({ url, silent: true })
  await Taro.openDocument({ filePath: tempFilePath, fileType: 'xlsx', showMenu: true })
}
