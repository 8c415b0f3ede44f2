import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { resolveUrl } from '@/lib/request'

/** a person's picture, or the first character of their name when there is none or it fails to load */
export function ContactAvatar({ src, name }: { src?: string | null; name: string }) {
  const [failed, setFailed] = useState(false)
  useEffect(() => setFailed(false), [src])
  const url = src ? resolveUrl(src) : ''
  return (
    <View className='contact-avatar'>
      {url && !failed ? (
        <Image className='contact-avatar__img' src={url} mode='aspectFill' onError={() => setFailed(true)} />
      ) : (
        <Text>{name.trim().slice(0, 1) || '?'}</Text>
      )}
    </View>
  )
}
