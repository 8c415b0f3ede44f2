// The sheet of one move: it asks exactly what the move requires (its fields through the form's own widgets, an
// opinion, photos through the uploader, a signature through the pad), checks it before sending, and reports the
// server's answer. The sheet stays open on a refusal so nothing typed is lost.
import { useMemo, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, Textarea, View } from '@tarojs/components'
import { AtFloatLayout } from 'taro-ui'
import type { RecordTransitionVO } from '@shared/api/visualdev-states'
import { ImageUploader, SignatureInput, useUploadsPending, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { createFormStore } from '@/lib/form'
import type { LcField } from '../../types'
import { dataFields, toSubmitData } from '../../model'
import { FormRenderer } from '../../renderer'
import { transitionRecord } from '../../api/states'
import { isEmptyValue, missingNeed } from './needs'
import './record-states.scss'

export interface TransitionSheetProps {
  modelId: string
  id: string
  transition: RecordTransitionVO
  /** the model's form fields: the move's own fields are rendered with their widgets */
  fields: LcField[]
  /** the record's display values: a field already filled need not be filled again */
  filled: Record<string, unknown>
  onClose: () => void
  /** the move was made */
  onDone: () => void
}

const toast = (title: string, icon: 'none' | 'success' = 'none') => void Taro.showToast({ title, icon, duration: 2000 })
const MAX_PHOTOS = 9

export function TransitionSheet({ modelId, id, transition, fields, filled, onClose, onDone }: TransitionSheetProps) {
  const needs = transition.needs
  const asked = useMemo(() => {
    const names = new Set(needs.fields.map((f) => f.field))
    // marked required (the label's asterisk) unless the record already has a value the move accepts
    return dataFields(fields).filter((f) => f.vModel && names.has(f.vModel))
      .map((f) => ({ ...f, disabled: false, readonly: false, required: isEmptyValue(filled[f.vModel ?? '']) }))
  }, [fields, needs, filled])
  const form = useMemo(() => createFormStore({ values: {} }), [])
  const [opinion, setOpinion] = useState('')
  const [photos, setPhotos] = useState<UploadItem[]>([])
  const [signImg, setSignImg] = useState('')
  const [busy, setBusy] = useState(false)
  const uploading = useUploadsPending()

  const submit = async () => {
    if (busy) return
    if (uploading) return toast(uploading)
    const values = toSubmitData(asked, form.getState().values)
    const missing = missingNeed(needs, { values, opinion, photos, signImg }, filled)
    if (missing) return toast(missing)
    setBusy(true)
    try {
      const data = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''))
      const msg = await transitionRecord(modelId, id, {
        transition: transition.code,
        ...(opinion.trim() ? { opinion: opinion.trim() } : {}),
        ...(photos.length ? { photos: photos.map((p) => ({ fileId: p.fileId, url: p.url, name: p.name })) } : {}),
        ...(signImg ? { signImg } : {}),
        ...(Object.keys(data).length ? { data } : {})
      })
      toast(msg || '操作成功', 'success')
      onDone()
    } catch (err) {
      toast(errorText(err, `${transition.name}失败`))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AtFloatLayout isOpened title={transition.name} onClose={onClose}>
      <View className='lc-move-sheet' aria-label={transition.name}>
        <View className='lc-move-sheet__to'>
          <Text>{`提交后状态：${transition.toName}`}</Text>
        </View>
        {asked.length > 0 && <FormRenderer fields={asked} form={form} modelId={modelId} labelPosition='top' />}
        {needs.opinion && (
          <View className='lc-move-sheet__item'>
            <Text className='lc-move-sheet__label lc-move-sheet__label--required'>{needs.opinionLabel}</Text>
            <Textarea
              className='lc-move-sheet__opinion'
              value={opinion}
              maxlength={1000}
              autoHeight
              placeholder={`请填写${needs.opinionLabel}`}
              onInput={(e) => setOpinion(e.detail.value)}
            />
          </View>
        )}
        {needs.photos > 0 && (
          <View className='lc-move-sheet__item'>
            <Text className='lc-move-sheet__label lc-move-sheet__label--required'>{`${needs.photosLabel}（至少${needs.photos}张）`}</Text>
            <ImageUploader value={photos} onChange={setPhotos} limit={MAX_PHOTOS} />
          </View>
        )}
        {needs.signature && (
          <View className='lc-move-sheet__item'>
            <Text className='lc-move-sheet__label lc-move-sheet__label--required'>签名</Text>
            <SignatureInput value={signImg} onChange={setSignImg} />
          </View>
        )}
        <View className='lc-sheet-footer'>
          <View className='lc-sheet-footer__btn' role='button' onClick={onClose}>
            <Text>取消</Text>
          </View>
          <View
            className={`lc-sheet-footer__btn lc-sheet-footer__btn--primary${busy ? ' lc-sheet-footer__btn--busy' : ''}`}
            role='button'
            aria-disabled={busy}
            onClick={() => void submit()}
          >
            <Text>{busy ? '提交中...' : '提交'}</Text>
          </View>
        </View>
      </View>
    </AtFloatLayout>
  )
}
