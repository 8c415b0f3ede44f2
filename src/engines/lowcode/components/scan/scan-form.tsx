// /pages/apply/dynamicModel/scanForm: open a record from a code. A code of our format (scan-code.ts), a page link
// carrying one (the query of this page, or WeChat's `q` for a QR code that opens the mini-program) goes straight to
// the record's detail; anything else says 无法识别的二维码 with the scanned text, so the user knows what was read.
import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, ScanPanel, safeDecode } from '@/components'
import { routes } from '@/config/routes'
import { encodePageConfig } from '../page-config'
import { parseRecordCode, UNKNOWN_CODE_TEXT } from '../scan-code'
import './scan-form.scss'

export interface ScanFormScreenProps {
  modelId?: string
  id?: string
  /** WeChat: the full link of a QR code that opened the mini-program */
  q?: string
}

function openRecord(modelId: string, id: string): void {
  // replaces the scan page: back from the record returns to where the scan started
  void Taro.redirectTo({ url: routes.dynamicModelDetail(encodePageConfig({ modelId, id, noShowBtn: 1 })) })
}

export function ScanFormScreen({ modelId, id, q }: ScanFormScreenProps) {
  const direct = Boolean(modelId && id)
  useEffect(() => {
    if (direct) openRecord(modelId!, id!)
  }, [])

  const onCode = (text: string) => {
    const code = parseRecordCode(text)
    if (code) openRecord(code.modelId, code.id)
    return Boolean(code)
  }

  return (
    <View className='page lc-scan'>
      <NavBar title='扫码查看' back />
      <View className='lc-scan__body'>
        <ScanPanel onCode={onCode} unknownTitle={UNKNOWN_CODE_TEXT} initialText={q ? safeDecode(q) : undefined} autoScan={!direct} />
      </View>
    </View>
  )
}
