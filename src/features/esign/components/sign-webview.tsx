import { Text, View, WebView } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import './esign.scss'

/** only a provider's https page is shown; anything else in the query is refused */
export function safeSignUrl(raw: string | undefined): string {
  try {
    const url = new URL(decodeURIComponent(raw ?? ''))
    return url.protocol === 'https:' ? url.toString() : ''
  } catch {
    return ''
  }
}

/** /pages/workFlow/autoSign/webview: the e-signature provider's signing page for one document */
export function SignWebview() {
  const { params } = useRouter()
  const url = safeSignUrl(params.url)
  if (!url) {
    return (
      <View className='page esign'>
        <NavBar title='电子签署' back />
        <Text className='esign__banner'>签署地址无效</Text>
      </View>
    )
  }
  return <WebView src={url} />
}
