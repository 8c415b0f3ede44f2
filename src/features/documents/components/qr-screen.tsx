// 构件二维码识别: scan a component's code (the camera in the mini-program; WeChat's scanner through the JS-SDK or a
// typed code in a browser), ask the server what it names, and open that record. A code that is not ours shows what
// was read; one that names a record the user may not read says so.
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { QrTarget } from '@shared/api/documents'
import { ScanPanel } from '@/components'
import { resolveQr } from '../api/documents'
import './documents.scss'

const OURS = /hwy(:|%3A)|"t"\s*:\s*"DFD"/i

export interface QrScreenProps {
  /** the page that shows what the code names */
  routeOf(target: QrTarget): string
  /** a code handed to the page (a link's code) */
  initialText?: string
}

export function QrScreen({ routeOf, initialText }: QrScreenProps) {
  const onCode = async (text: string) => {
    if (!OURS.test(text)) return false
    const target = await resolveQr(text)
    void Taro.navigateTo({ url: routeOf(target) })
    return true
  }
  return (
    <View className='qr-screen'>
      <View className='qr-result'>
        <Text className='doc-viewer__title'>扫描构件、图纸或监理指令上的二维码</Text>
        <Text className='doc-viewer__meta'>二维码内容形如 hwy:record:编号，扫描后打开对应记录</Text>
      </View>
      <ScanPanel onCode={onCode} unknownTitle='无法识别的二维码：不是本平台的构件或记录二维码' initialText={initialText} busyText='正在识别…' />
    </View>
  )
}
