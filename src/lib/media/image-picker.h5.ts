import Taro from '@tarojs/taro'
import { wechatJssdk, wxCall, type Wx } from '../jssdk'
import { dataUrlToFile } from './data-url-file.h5'
import { baseName, extensionOf, withExtension } from './file-rules'
import type { ChooseImagesOptions, PickedFile } from './types'

interface H5TempFile {
  size?: number
  type?: string
  originalFileObj?: { name?: string; size?: number; type?: string }
}

/** a blob: URL has no name: take the picked file's own name, and give it an extension the server accepts */
function nameOf(file: H5TempFile | undefined, path: string, index: number): string {
  const original = file?.originalFileObj
  const name = original?.name || `image-${index + 1}`
  if (extensionOf(name)) return name
  const subtype = /^image\/([a-z0-9]+)/i.exec(original?.type || file?.type || '')?.[1]?.toLowerCase()
  return withExtension(name || baseName(path), subtype === 'jpeg' || !subtype ? 'jpg' : subtype)
}

/** WeChat's picker hands back localIds; getLocalImgData reads each as base64 (with a data: prefix on iOS only) */
async function wechatImages(wx: Wx, count: number, sourceType: string[]): Promise<PickedFile[]> {
  const chosen = await wxCall<{ localIds: string[] }>((cb) => wx.chooseImage({ count, sizeType: ['compressed'], sourceType, ...cb }))
  const files: PickedFile[] = []
  for (const [index, localId] of (chosen?.localIds ?? []).entries()) {
    const data = await wxCall<{ localData: string }>((cb) => wx.getLocalImgData({ localId, ...cb }))
    if (!data?.localData) continue
    const url = data.localData.startsWith('data:') ? data.localData : `data:image/jpeg;base64,${data.localData}`
    // iOS WeChat labels JPEGs "image/jgp"
    files.push(await dataUrlToFile(url.replace(/^data:image\/jgp;/, 'data:image/jpeg;'), `image-${index + 1}`))
  }
  return files
}

export async function chooseImages({ count, sourceType = ['album', 'camera'] }: ChooseImagesOptions): Promise<PickedFile[]> {
  // inside WeChat its own camera and album; the browser's file input elsewhere or when the JS-SDK is unavailable
  const wx = await wechatJssdk()
  if (wx) return wechatImages(wx, count, sourceType)
  const res = await Taro.chooseImage({ count, sizeType: ['compressed'], sourceType })
  const files = (res.tempFiles ?? []) as H5TempFile[]
  return (res.tempFilePaths ?? []).map((path, index) => {
    const file = files[index]
    return { path, name: nameOf(file, path, index), size: file?.size ?? file?.originalFileObj?.size ?? 0 }
  })
}
