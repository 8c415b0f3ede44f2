// One face photo: taken with the camera, shown in an oval frame, then uploaded with its progress. Both face screens
// (enrolment and clocking in with the face) use it; what the photo is for is up to them.
import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import type { FacePhotoVO } from '@shared/api/attendance-face'
import { chooseImages, compressImage, uploadPicked, type PickedFile } from '@/lib/media'
import './face.scss'

export type ShotState = 'empty' | 'taken' | 'uploading' | 'checking' | 'ok' | 'bad'

export function useFaceShot() {
  const [picked, setPicked] = useState<PickedFile | null>(null)
  const [progress, setProgress] = useState(0)
  const [state, setState] = useState<ShotState>('empty')

  /** opens the camera; a cancelled camera changes nothing */
  const take = async (): Promise<boolean> => {
    let files: PickedFile[]
    try {
      files = await chooseImages({ count: 1, sourceType: ['camera'] })
    } catch {
      return false
    }
    if (!files[0]) return false
    // a face needs no more than 1280 pixels: smaller photos go up faster over a site's mobile link
    const file = await compressImage(files[0], { maxSide: 1280, quality: 0.85 }).catch(() => files[0])
    setPicked(file)
    setProgress(0)
    setState('taken')
    return true
  }

  /** uploads the photo taken; answers what the server calls it */
  const upload = async (): Promise<FacePhotoVO> => {
    if (!picked) throw new Error('请先拍照')
    setState('uploading')
    setProgress(0)
    try {
      const up = await uploadPicked(picked, { type: 'annexpic', silent: true, onProgress: (p) => setProgress(Math.max(0, Math.min(100, Math.round(p)))) })
      setProgress(100)
      setState('checking')
      return { fileId: up.name, url: up.url, name: picked.name }
    } catch (err) {
      setState('bad')
      throw err
    }
  }

  /** forgets the photo (the next punch takes its own) */
  const reset = () => {
    setPicked(null)
    setProgress(0)
    setState('empty')
  }

  return { picked, progress, state, setState, take, upload, reset }
}

export function FaceShotView({ shot, hint }: { shot: ReturnType<typeof useFaceShot>; hint: string }) {
  const { picked, progress, state } = shot
  return (
    <>
      <View className={`face-shot__frame${state === 'ok' ? ' face-shot__frame--ok' : state === 'bad' ? ' face-shot__frame--bad' : ''}`}>
        {picked ? <Image className='face-shot__img' src={picked.path} mode='aspectFill' aria-label='人脸照片预览' />
          : <Text className='face-shot__camera'>◎</Text>}
      </View>
      {state === 'uploading' && (
        <View className='face-progress' role='progressbar' aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
          <View className='face-progress__bar' style={{ width: `${progress}%` }} />
        </View>
      )}
      <Text className='face-shot__hint'>
        {state === 'uploading' ? `正在上传 ${progress}%` : state === 'checking' ? '正在比对人脸…' : hint}
      </Text>
    </>
  )
}
