import Taro from '@tarojs/taro'
import { AtButton } from 'taro-ui'
import { View } from '@tarojs/components'
import { routes } from '@/config/routes'

export interface StartChatButtonProps {
  userId: string
  realName?: string
  headIcon?: string
  /** the current user: nobody chats with themself */
  selfId?: string
}

/** 发消息 on a colleague's card: opens the chat with them */
export function StartChatButton({ userId, realName, headIcon, selfId }: StartChatButtonProps) {
  if (!userId || userId === selfId) return null
  return (
    <View style={{ margin: '24px 16px' }}>
      <AtButton type='primary' onClick={() => void Taro.navigateTo({ url: routes.im(userId, realName, headIcon) })}>
        发消息
      </AtButton>
    </View>
  )
}
