import Taro from '@tarojs/taro'
import { baseName } from './file-rules'
import type { ChooseImagesOptions, PickedFile } from './types'

export async function chooseImages({ count, sourceType = ['album', 'camera'] }: ChooseImagesOptions): Promise<PickedFile[]> {
  const res = await Taro.chooseMedia({ count: Math.min(count, 9), mediaType: ['image'], sourceType, sizeType: ['compressed'] })
  // a photo has no name of its own in the mini-program: the temp file's name keeps the extension the server checks
  return (res.tempFiles ?? []).map((file) => ({ path: file.tempFilePath, name: baseName(file.tempFilePath), size: file.size ?? 0 }))
}
