import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { resolveUrl } from '@/lib/request'
import { avatarInitials } from './initials'
import './index.scss'

export { avatarInitials }

export interface AvatarProps {
  /** a server path (/api/file/Image/userAvatar/...) or a local temp path */
  src?: string | null
  name?: string | null
  /** small 72 (chat, lists), medium 96 (conversations), large 144 (profile headers), in design px */
  size?: 'small' | 'medium' | 'large'
  /** a green dot: the person is online */
  online?: boolean
}

/** a person's picture, or the initial of the name when there is none or it fails to load */
export function Avatar({ src, name, size = 'medium', online }: AvatarProps) {
  const [failed, setFailed] = useState(false)
  useEffect(() => setFailed(false), [src])
  const url = src ? resolveUrl(src) : ''
  return (
    <View className={`avatar avatar--${size}`}>
      {url && !failed ? (
        <Image className='avatar__img' src={url} mode='aspectFill' onError={() => setFailed(true)} />
      ) : (
        <Text className='avatar__text'>{avatarInitials(name)}</Text>
      )}
      {online ? <View className='avatar__online' aria-label='在线' /> : null}
    </View>
  )
}
