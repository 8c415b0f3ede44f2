import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { setAvatar, uploadAvatarFile } from '../api/avatar'
import { errorText, isUserCancel } from '@/lib/error-text'
import { chooseImages, type PickedFile } from '@/lib/media'
import { toast } from '../lib/confirm'
import './avatar-changer.scss'
import { Avatar } from '@/components'

export interface AvatarChangerProps {
  src?: string | null
  name?: string | null
  /** after the server took the new avatar (the page refreshes the session's user info) */
  onChanged: () => Promise<void>
}

const SOURCES = [
  { label: '拍照', sourceType: 'camera' },
  { label: '从相册选择', sourceType: 'album' }
] as const

/** camera or album, upload with a visible progress bar, then make it the avatar */
export function AvatarChanger({ src, name, onChanged }: AvatarChangerProps) {
  const [preview, setPreview] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState('')

  const choose = async () => {
    if (progress !== null) return
    let tapIndex: number
    try {
      tapIndex = (await Taro.showActionSheet({ itemList: SOURCES.map((s) => s.label) })).tapIndex
    } catch {
      return // the sheet was closed
    }
    const source = SOURCES[tapIndex]
    if (!source) return
    let picked: PickedFile | undefined
    try {
      // the shared chooser names the file: H5 hands out a blob: URL without one, and the server checks the extension
      const files = await chooseImages({ count: 1, sourceType: [source.sourceType] })
      picked = files[0]
    } catch (err) {
      if (!isUserCancel(err)) setError(errorText(err, '无法读取图片，请重试'))
      return
    }
    if (!picked) return
    setError('')
    setProgress(0)
    try {
      const file = await uploadAvatarFile(picked.path, (percent) => setProgress(Math.max(0, Math.min(100, Math.round(percent)))), picked.name)
      await setAvatar(file.name)
      setPreview(file.url)
      toast('头像已更新', 'success')
      // saved and toasted already; the refresh of the profile around it shows its own error
      await onChanged().catch(() => undefined)
    } catch (err) {
      setError(errorText(err, '头像上传失败，请重试'))
    } finally {
      setProgress(null)
    }
  }

  return (
    <View className='pf-avatar-changer'>
      <View className='pf-avatar-changer__main' role='button' aria-label='更换头像' onClick={() => void choose()}>
        <Avatar src={preview ?? src} name={name} size='large' />
        <Text className='pf-avatar-changer__action'>{progress === null ? '更换头像' : '上传中...'}</Text>
      </View>
      {progress !== null && (
        <View className='pf-progress' role='progressbar' aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
          <View className='pf-progress__track'>
            <View className='pf-progress__bar' style={{ width: `${progress}%` }} />
          </View>
          <Text className='pf-progress__text'>{progress}%</Text>
        </View>
      )}
      {error ? <Text className='pf-avatar-changer__error'>{error}</Text> : null}
    </View>
  )
}
