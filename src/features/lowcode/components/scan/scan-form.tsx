// /pages/apply/dynamicModel/scanForm: open a record from a code. A code of our format (scan-code.ts), a page link
// carrying one (the query of this page, or WeChat's `q` for a QR code that opens the mini-program) goes straight to
// the record's detail; anything else says 无法识别的二维码 with the scanned text, so the user knows what was read.
import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Input } from '@tarojs/components'
import { NavBar } from '@/components'
import { errorText } from '@/lib/error-text'
import { routes } from '@/config/routes'
import { encodePageConfig } from '../page-config'
import { parseRecordCode, UNKNOWN_CODE_TEXT } from '../scan-code'
import { scanner } from './scanner'
import './scan-form.scss'

export interface ScanFormScreenProps {
  modelId?: string
  id?: string
  /** WeChat: the full link of a QR code that opened the mini-program */
  q?: string
}

const BROWSER_HINT = '浏览器中无法调用摄像头扫码，请在微信小程序中使用扫一扫，或在下方输入二维码内容'

function openRecord(modelId: string, id: string): void {
  // replaces the scan page: back from the record returns to where the scan started
  void Taro.redirectTo({ url: routes.dynamicModelDetail(encodePageConfig({ modelId, id, noShowBtn: 1 })) })
}

export function ScanFormScreen({ modelId, id, q }: ScanFormScreenProps) {
  const [unknown, setUnknown] = useState<string | null>(null)
  const [failure, setFailure] = useState('')
  const [typed, setTyped] = useState('')
  const started = useRef(false)

  const handle = (text: string) => {
    const code = parseRecordCode(text)
    if (code) openRecord(code.modelId, code.id)
    else setUnknown(text)
  }

  const scan = async () => {
    setUnknown(null)
    setFailure('')
    try {
      const text = await scanner.scan()
      if (text !== null) handle(text)
    } catch (err) {
      setFailure(errorText(err, '扫码失败'))
    }
  }

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (modelId && id) return openRecord(modelId, id)
    if (q) return handle(safeDecode(q))
    if (scanner.supported) void scan()
  }, [])

  return (
    <View className='page lc-scan'>
      <NavBar title='扫码查看' back />
      <View className='lc-scan__body'>
        {unknown !== null && (
          <View className='lc-scan__result' role='alert'>
            <Text className='lc-scan__title'>{UNKNOWN_CODE_TEXT}</Text>
            <Text className='lc-scan__text' userSelect>{unknown || '（空内容）'}</Text>
          </View>
        )}
        {failure && <Text className='lc-scan__failure'>{failure}</Text>}
        {!scanner.supported && !failure && <Text className='lc-scan__failure'>{BROWSER_HINT}</Text>}
        {scanner.supported && (
          <View className='lc-scan__btn lc-scan__btn--primary' role='button' onClick={() => void scan()}>
            <Text>{unknown !== null || failure ? '重新扫码' : '扫一扫'}</Text>
          </View>
        )}
        <View className='lc-scan__manual'>
          <Input className='lc-scan__input' value={typed} placeholder='输入或粘贴二维码内容' onInput={(e) => setTyped(e.detail.value)} />
          <View className='lc-scan__btn' role='button' onClick={() => typed.trim() && handle(typed.trim())}>
            <Text>打开</Text>
          </View>
        </View>
      </View>
    </View>
  )
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
