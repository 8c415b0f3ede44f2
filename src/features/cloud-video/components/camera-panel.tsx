// One camera opened: its live picture (the HLS URL the server asks the platform for), a snapshot on demand, and
// its recordings of a day, each of which plays back in the same player.
import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Picker, Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { chinaDay } from '@/lib/china-time'
import { errorText } from '@/lib/error-text'
import type { VideoCameraVO, VideoClipVO, VideoSnapshotVO } from '@shared/api/video'
import { getClips, getLive, getPlayback, getSnapshot } from '../api/video'
import { HlsPlayer } from './hls-player'

interface Props {
  camera: VideoCameraVO
  onClose: () => void
}

type Source = { hls: string; live: boolean; title: string }

export function CameraPanel({ camera, onClose }: Props) {
  const [source, setSource] = useState<Source | null>(null)
  const [error, setError] = useState('')
  const [snap, setSnap] = useState<VideoSnapshotVO | null>(null)
  const [snapState, setSnapState] = useState('')
  const [date, setDate] = useState(() => chinaDay(Date.now()))
  const [clips, setClips] = useState<VideoClipVO[] | null>(null)
  const [clipsError, setClipsError] = useState('')

  const openLive = useCallback(async () => {
    setError('')
    setSource(null)
    try {
      const s = await getLive(camera.id)
      setSource({ hls: s.hls, live: true, title: '实时画面' })
    } catch (e) {
      setError(errorText(e, '打开实时画面失败'))
    }
  }, [camera.id])
  useEffect(() => { setSnap(null); setClips(null); void openLive() }, [openLive])

  const takeSnapshot = async () => {
    setSnapState('正在截图...')
    try {
      setSnap(await getSnapshot(camera.id))
      setSnapState('')
    } catch (e) {
      setSnapState(errorText(e, '截图失败'))
    }
  }

  const loadClips = async (day: string) => {
    setDate(day)
    setClipsError('')
    setClips(null)
    try {
      setClips((await getClips(camera.id, day)).list)
    } catch (e) {
      setClipsError(errorText(e, '查询录像失败'))
    }
  }

  const playClip = async (clip: VideoClipVO) => {
    setError('')
    setSource(null)
    try {
      const s = await getPlayback(camera.id, clip.start, clip.end)
      setSource({ hls: s.hls, live: false, title: `录像 ${clip.start.slice(11, 16)}～${clip.end.slice(11, 16)}` })
    } catch (e) {
      setError(errorText(e, '录像回放失败'))
    }
  }

  return (
    <View className='cv-panel'>
      <View className='cv-panel__head'>
        <Text className='cv-panel__name'>{camera.name}</Text>
        <Text className='cv-panel__close' onClick={onClose}>关闭</Text>
      </View>
      {error ? <PageState status='error' inline text={error} onRetry={() => void openLive()} />
        : source ? (
          <>
            <Text className='cv-panel__source'>{source.title}</Text>
            <HlsPlayer src={source.hls} live={source.live} />
          </>
        ) : <PageState status='loading' inline text='正在连接摄像头...' />}
      <View className='cv-panel__actions'>
        {source && !source.live ? <Text className='cv-panel__action' onClick={() => void openLive()}>回到实时</Text> : null}
        <Text className='cv-panel__action' onClick={() => void takeSnapshot()}>截图</Text>
        <Picker mode='date' value={date} end={chinaDay(Date.now())} onChange={(e) => void loadClips(String(e.detail.value))}>
          <Text className='cv-panel__action'>录像回放 {date}</Text>
        </Picker>
        {clips === null && !clipsError ? <Text className='cv-panel__action' onClick={() => void loadClips(date)}>查询录像</Text> : null}
      </View>
      {snapState ? <View className='cv-panel__note' role='status'>{snapState}</View> : null}
      {snap ? (
        // a preview that cannot open (a platform without it) leaves the snapshot shown in the panel
        <Image className='cv-panel__snap' src={snap.image} mode='widthFix' onClick={() => { Taro.previewImage({ urls: [snap.image], current: snap.image }).catch(() => undefined) }} />
      ) : null}
      {clipsError ? <View className='cv-panel__note' role='alert'>{clipsError}</View> : null}
      {clips && clips.length === 0 ? <Text className='cv-panel__note'>{date} 没有录像</Text> : null}
      {clips && clips.length > 0 ? (
        <View className='cv-panel__clips'>
          {clips.map((c) => (
            <Text key={`${c.start}-${c.end}`} className='cv-panel__clip' onClick={() => void playClip(c)}>
              {`${c.start.slice(11, 19)}～${c.end.slice(11, 19)}`}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  )
}
