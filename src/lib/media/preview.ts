import Taro from '@tarojs/taro'
import { resolveUrl } from '@/lib/request'

/** full-screen image viewer (both platforms) starting at `current` */
export async function previewImages(urls: string[], current?: string): Promise<void> {
  const list = urls.filter(Boolean).map(resolveUrl)
  if (!list.length) return
  await Taro.previewImage({ urls: list, current: current ? resolveUrl(current) : list[0] })
}
