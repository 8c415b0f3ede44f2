// WeChat: a tap's detail holds its position on the page, and the tapped view's offsets where it starts; the photo
// spans the window's width (see marked-photo), so its displayed size follows from the window and the photo.
import Taro from '@tarojs/taro'

export interface TapEvent {
  currentTarget: unknown
  clientX?: number
  clientY?: number
  detail?: { x?: number; y?: number }
}

export function tapFraction(e: TapEvent, aspect = 1): { fx: number; fy: number } | null {
  const target = e.currentTarget as { offsetLeft?: number; offsetTop?: number }
  const x = e.detail?.x
  const y = e.detail?.y
  if (x === undefined || y === undefined) return null
  const width = Taro.getWindowInfo().windowWidth
  const height = width * aspect
  return { fx: (x - (target?.offsetLeft ?? 0)) / width, fy: (y - (target?.offsetTop ?? 0)) / height }
}
