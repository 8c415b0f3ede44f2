import { useEffect, useState } from 'react'
import { View, Image, Text } from '@tarojs/components'
import { resolveUrl } from '@/lib/request'
import { avatarInitials } from '../lib/display-name'
import './user-avatar.scss'

export interface UserAvatarProps {
  /** a server path (/api/file/Image/userAvatar/...) or a local temp path */
  src?: string | null
  name?: string | null
  size?: 'small' | 'medium' | 'large'
}

/** the user's picture, or the initial of the name when there is none or it fails to load */
export function UserAvatar({ src, name, size = 'medium' }: UserAvatarProps) {
  const [failed, setFailed] = useState(false)
  useEffect(() => setFailed(false), [src])
  const url = src ? resolveUrl(src) : ''
  return (
    <View className={`pf-avatar pf-avatar--${size}`}>
      {url && !failed ? (
        <Image className='pf-avatar__img' src={url} mode='aspectFill' onError={() => setFailed(true)} />
      ) : (
        <Text className='pf-avatar__text'>{avatarInitials(name)}</Text>
      )}
    </View>
  )
}
