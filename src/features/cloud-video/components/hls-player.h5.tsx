// HLS in the browser: Safari and most mobile browsers play an .m3u8 natively; elsewhere hls.js feeds the <video>
// through Media Source Extensions. hls.js (~400 KB) is imported only when a stream is opened, so webpack puts it
// in a chunk of its own that the tab page does not load.
import { useEffect, useRef, useState } from 'react'
import { View } from '@tarojs/components'
import type { HlsPlayerProps } from './hls-player-types'

const play = (video: HTMLVideoElement) => {
  const p = video.play?.()
  if (p && typeof p.catch === 'function') p.catch(() => undefined) // autoplay refused: the controls are there
}

export function HlsPlayer({ src, live }: HlsPlayerProps) {
  const ref = useRef<HTMLVideoElement>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    const video = ref.current
    if (!video) return undefined
    let gone = false
    let hls: { destroy(): void } | null = null
    const fail = (text: string) => { if (!gone) setError(text) }
    setError('')
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src
      play(video)
    } else {
      import(/* webpackChunkName: "hls" */ 'hls.js').then(({ default: Hls }) => {
        if (gone) return
        if (!Hls.isSupported()) { fail('当前浏览器不支持播放监控视频，请在微信小程序中查看'); return }
        const h = new Hls({ lowLatencyMode: live })
        hls = h
        h.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) fail(live ? '视频流中断，摄像头可能离线，请稍后重试' : '录像播放失败，请稍后重试')
        })
        h.on(Hls.Events.MANIFEST_PARSED, () => play(video))
        h.loadSource(src)
        h.attachMedia(video)
      }).catch(() => fail('播放器加载失败，请检查网络后重试'))
    }
    return () => {
      gone = true
      hls?.destroy()
      video.removeAttribute('src')
    }
  }, [src, live])
  return (
    <View className='cv-player'>
      <video ref={ref} className='cv-player__video' controls muted playsInline autoPlay data-testid='hls-video' />
      {error ? <View className='cv-player__error' role='alert'>{error}</View> : null}
    </View>
  )
}
