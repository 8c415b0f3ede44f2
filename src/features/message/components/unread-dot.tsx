import { Text } from '@tarojs/components'

/** the red count on a row; nothing at zero */
export function UnreadDot({ count }: { count: number }) {
  if (!count || count <= 0) return null
  return (
    <Text className='msg-unread' aria-label={`${count}条未读`}>
      {count > 99 ? '99+' : count}
    </Text>
  )
}
