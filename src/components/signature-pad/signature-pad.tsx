import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { CanvasSurface } from './canvas-surface'
import { useStrokes } from './use-strokes'
import './index.scss'

export interface SignaturePadProps {
  /** the drawing as a PNG data URL (the JNPF `sign` value; signatureToFile() makes it uploadable) */
  onConfirm: (dataUrl: string) => void
  /** shows 取消 when given */
  onCancel?: () => void
  penColor?: string
  /** CSS px */
  penWidth?: number
  confirmText?: string
  placeholder?: string
}

/** a full-width drawing area with 撤销 (last stroke), 清空 and 确定 (PNG) */
export function SignaturePad({ onConfirm, onCancel, penColor = '#000000', penWidth = 3, confirmText = '确定', placeholder = '请在此区域内签名' }: SignaturePadProps) {
  const pad = useStrokes({ color: penColor, width: penWidth })
  const [saving, setSaving] = useState(false)

  const confirm = async () => {
    if (saving) return
    if (!pad.count) {
      void Taro.showToast({ title: '请先签名', icon: 'none' })
      return
    }
    setSaving(true)
    try {
      const url = await pad.exportPng()
      if (url) onConfirm(url)
      else void Taro.showToast({ title: '签名保存失败，请重试', icon: 'none' })
    } catch {
      void Taro.showToast({ title: '签名保存失败，请重试', icon: 'none' })
    } finally {
      setSaving(false)
    }
  }

  return (
    <View className='signature-pad'>
      <View className='signature-pad__board'>
        <CanvasSurface
          className='signature-pad__canvas'
          onReady={pad.onReady}
          onStrokeStart={pad.onStrokeStart}
          onStrokeMove={pad.onStrokeMove}
          onStrokeEnd={pad.onStrokeEnd}
        />
        {pad.status === 'unsupported' ? (
          <Text className='signature-pad__hint signature-pad__hint--error'>当前环境不支持手写签名</Text>
        ) : !pad.count ? (
          <Text className='signature-pad__hint'>{placeholder}</Text>
        ) : null}
      </View>
      <View className='signature-pad__actions'>
        {onCancel && (
          <View className='signature-pad__btn' role='button' onClick={onCancel}>
            <Text>取消</Text>
          </View>
        )}
        <View className={`signature-pad__btn${pad.count ? '' : ' signature-pad__btn--idle'}`} role='button' aria-disabled={!pad.count} onClick={pad.undo}>
          <Text>撤销</Text>
        </View>
        <View className={`signature-pad__btn${pad.count ? '' : ' signature-pad__btn--idle'}`} role='button' aria-disabled={!pad.count} onClick={pad.clear}>
          <Text>清空</Text>
        </View>
        <View className='signature-pad__btn signature-pad__btn--primary' role='button' aria-disabled={saving} onClick={() => void confirm()}>
          <Text>{confirmText}</Text>
        </View>
      </View>
    </View>
  )
}
