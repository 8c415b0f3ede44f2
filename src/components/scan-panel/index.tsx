// The body of a "scan to open" page (dynamicModel/scanForm, workFlow/scanForm): scan with the camera where the
// platform has one, or type/paste the code's text; a code the page does not recognise is shown with what was read,
// so the user knows the scan worked. The page decides what a code means through onCode.
import { useEffect, useRef, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { errorText } from '@/lib/error-text'
import { scanner } from '@/lib/scanner'
import './index.scss'

export interface ScanPanelProps {
  /** act on a scanned or typed text; false = not one of ours; a thrown error is shown as the failure */
  onCode: (text: string) => boolean | Promise<boolean>
  /** the heading over an unrecognised code, e.g. 无法识别的二维码 */
  unknownTitle: string
  /** handled on open instead of scanning (a link's code, WeChat's `q`) */
  initialText?: string
  /** scan when the page opens (where there is a camera scanner) */
  autoScan?: boolean
  /** shown while onCode runs, e.g. 正在打开流程... */
  busyText?: string
}

const BROWSER_HINT = '浏览器中无法调用摄像头扫码，请在微信小程序中使用扫一扫，或在下方输入二维码内容'

export function ScanPanel({ onCode, unknownTitle, initialText, autoScan = true, busyText }: ScanPanelProps) {
  const [unknown, setUnknown] = useState<string | null>(null)
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const [typed, setTyped] = useState('')
  const started = useRef(false)

  const handle = async (text: string) => {
    setUnknown(null)
    setFailure('')
    setBusy(true)
    try {
      if (!(await onCode(text))) setUnknown(text)
    } catch (err) {
      setFailure(errorText(err, '打开失败，请重试'))
    } finally {
      setBusy(false)
    }
  }

  const scan = async () => {
    setUnknown(null)
    setFailure('')
    try {
      const text = await scanner.scan()
      if (text !== null) await handle(text)
    } catch (err) {
      setFailure(errorText(err, '扫码失败'))
    }
  }

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (initialText !== undefined) void handle(initialText)
    else if (autoScan && scanner.supported) void scan()
  }, [])

  return (
    <View className='scan-panel'>
      {busy && busyText && <Text className='scan-panel__failure'>{busyText}</Text>}
      {unknown !== null && (
        <View className='scan-panel__result' role='alert'>
          <Text className='scan-panel__title'>{unknownTitle}</Text>
          <Text className='scan-panel__text' userSelect>{unknown || '（空内容）'}</Text>
        </View>
      )}
      {failure && (
        <View role='alert'>
          <Text className='scan-panel__failure'>{failure}</Text>
        </View>
      )}
      {!scanner.supported && !failure && <Text className='scan-panel__failure'>{BROWSER_HINT}</Text>}
      {scanner.supported && (
        <View className='scan-panel__btn scan-panel__btn--primary' role='button' onClick={() => void scan()}>
          <Text>{unknown !== null || failure ? '重新扫码' : '扫一扫'}</Text>
        </View>
      )}
      <View className='scan-panel__manual'>
        <Input className='scan-panel__input' value={typed} placeholder='输入或粘贴二维码内容' onInput={(e) => setTyped(e.detail.value)} />
        <View className='scan-panel__btn' role='button' onClick={() => typed.trim() && void handle(typed.trim())}>
          <Text>打开</Text>
        </View>
      </View>
    </View>
  )
}

/** a page query value that may still be URI-encoded (WeChat passes `q` encoded) */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
