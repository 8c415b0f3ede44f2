// HLS in the mini-program: WeChat's <video> plays an .m3u8 URL on iOS and Android. We do not use <live-player>:
// it is opened only to mini-programs whose service category is one of WeChat's live categories (社交-直播,
// 教育-在线视频课程, 医疗, 政务民生, 金融, 汽车, 工具-视频客服, IT科技-多方通信/音视频设备, as its documentation lists them) and
// only after applying for it under 开发管理-接口设置; a construction company's category (工程/建筑 or
// 工具-办公) is not among them, and <live-player> wants RTMP/FLV, which the platform's HLS does not give. The
// server's HLS URL must be https on a domain the release build may reach.
import { useState } from 'react'
import { Video, View } from '@tarojs/components'
import type { HlsPlayerProps } from './hls-player-types'

export function HlsPlayer({ src, live }: HlsPlayerProps) {
  const [error, setError] = useState('')
  return (
    <View className='cv-player'>
      <Video
        key={src}
        className='cv-player__video'
        src={src}
        autoplay
        controls
        muted
        showProgress={!live}
        enableProgressGesture={!live}
        objectFit='contain'
        onPlay={() => setError('')}
        onError={() => setError(live ? '视频流中断，摄像头可能离线，请稍后重试' : '录像播放失败，请稍后重试')}
      />
      {error ? <View className='cv-player__error' role='alert'>{error}</View> : null}
    </View>
  )
}
