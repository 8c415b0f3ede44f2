import Taro from '@tarojs/taro'
import { downloadFile } from '@/lib/request'
import { errorText } from '@/lib/error-text'
import { extensionOf } from './file-rules'
import { openingLink } from './file-links'
import type { OpenFileOptions } from './open-file-types'

// what Taro.openDocument can show
const DOCUMENTS = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf']
const VIDEOS = ['mp4', 'mov', 'm4v', '3gp']

/**
 * Asks the server for the file's preview (documents) or one-time download (videos), downloads it with the token and
 * opens it in WeChat's document viewer or video player.
 */
export async function openFile(opts: OpenFileOptions): Promise<void> {
  const { url, name, fileExtension } = opts
  const ext = (fileExtension || extensionOf(name) || extensionOf(url)).toLowerCase()
  if (!DOCUMENTS.includes(ext) && !VIDEOS.includes(ext)) {
    await Taro.showToast({ title: '该类型文件暂不支持在手机上打开', icon: 'none' })
    return
  }
  try {
    const { tempFilePath } = await downloadFile({ url: await openingLink({ url, name, fileExtension: ext }), silent: true })
    if (VIDEOS.includes(ext)) await Taro.previewMedia({ sources: [{ url: tempFilePath, type: 'video' }] })
    else await Taro.openDocument({ filePath: tempFilePath, fileType: ext as keyof Taro.openDocument.FileType, showMenu: true })
  } catch (err) {
    await Taro.showToast({ title: errorText(err, '文件打开失败'), icon: 'none' })
  }
}
