import { useRouter } from '@tarojs/taro'
import { ChatScreen, useMessageSocket } from '@/features/message'
import { useRequireSession, useSessionStore } from '@/features/session'

/** query values arrive decoded on some platforms and still encoded on others; a malformed '%' stays as it is */
function decode(value?: string): string | undefined {
  if (!value) return undefined
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** /pages/message/im/index?name&formUserId&headIcon: chat with one user */
export default function ChatPage() {
  useRequireSession()
  useMessageSocket()
  const { params } = useRouter()
  const userInfo = useSessionStore((s) => s.userInfo)
  return (
    <ChatScreen
      peerId={decode(params.formUserId)}
      name={decode(params.name)}
      headIcon={decode(params.headIcon)}
      self={{ id: userInfo?.userId ?? '', name: userInfo?.userName, headIcon: userInfo?.headIcon }}
    />
  )
}
