import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { resolveUrl } from '@/lib/request'
import './avatar.scss'

export interface AvatarProps {
  src?: string | null
  name?: string | null
  size?: 'small' | 'medium'
  online?: boolean
}

/** a person's picture, or the first character of their name when there is none or it fails to load */
export function Avatar({ src, name, size = 'medium', online }: AvatarProps) {
  const [failed, setFailed] = useState(false)
  useEffect(() => setFailed(false), [src])
  const url = src ? resolveUrl(src) : ''
  const initial = (name ?? '').trim().slice(0, 1) || '?'
  return (
    <View className={`msg-avatar msg-avatar--${size}`}>
      {url && !failed ? (
        <Image className='msg-avatar__img' src={url} mode='aspectFill' onError={() => setFailed(true)} />
      ) : (
        <Text className='msg-avatar__text'>{initial}</Text>
      )}
      {online ? <View className='msg-avatar__online' aria-label='在线' /> : null}
    </View>
  )
}
