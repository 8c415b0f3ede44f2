// 打印 in the detail's action bar: the server lays the record out as a PDF (the fields the user may see, photos,
// signatures, history and approval records), then the file is handed over as an export is: WeChat's document viewer
// on the weapp (its menu forwards the PDF to a chat), a download on H5.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { errorText } from '@/lib/error-text'
import { printRecord } from '../../api/print'
import { saveExport } from '../list/save-export'

export interface PrintActionProps {
  modelId: string
  id: string
}

export function PrintAction({ modelId, id }: PrintActionProps) {
  const [busy, setBusy] = useState(false)

  const run = async () => {
    if (busy) return
    setBusy(true)
    void Taro.showLoading({ title: '正在生成...', mask: true })
    try {
      const file = await printRecord(modelId, id)
      void Taro.hideLoading()
      await saveExport(file)
    } catch (err) {
      void Taro.hideLoading()
      void Taro.showToast({ title: errorText(err, '打印失败'), icon: 'none', duration: 2500 })
    } finally {
      setBusy(false)
    }
  }

  return (
    <View
      className={`lc-form-page__btn${busy ? ' lc-form-page__btn--busy' : ''}`}
      role='button'
      aria-disabled={busy}
      onClick={() => void run()}
    >
      <Text>{busy ? '生成中...' : '打印'}</Text>
    </View>
  )
}
