// The 补录考勤 form: who (the section's workers and staff), which day of the window, in, out or both with the
// times, why (a cause and an explanation) and, optionally, a photo as evidence (a note from the terminal, the broken
// phone). Checked here as the server checks it; the server's refusal is shown as it says it.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Picker, Text, Textarea, View } from '@tarojs/components'
import type { ManualOptionsVO } from '@shared/api/attendance'
import { ImageUploader, pendingUploadMessage, type UploadItem } from '@/components'
import { chinaDay } from '@/lib/china-time'
import { errorText } from '@/lib/error-text'
import { addManualEntry } from '../api/manual'
import { emptyDraft, MANUAL_KINDS, manualInput, manualProblem, type ManualDraft } from '../lib/manual-entry'

export function ManualEntryForm({ options, onSaved }: { options: ManualOptionsVO; onSaved(): void }) {
  const [draft, setDraft] = useState<ManualDraft>(() => emptyDraft(options.to))
  const [photos, setPhotos] = useState<UploadItem[]>([])
  const [busy, setBusy] = useState(false)
  const set = (patch: Partial<ManualDraft>) => setDraft((d) => ({ ...d, ...patch }))
  const people = options.people
  const personIndex = people.findIndex((p) => p.key === draft.personKey)
  const person = people[personIndex]
  const kindIndex = MANUAL_KINDS.findIndex((k) => k.value === draft.kind)
  const causeIndex = options.causes.findIndex((c) => c.value === draft.cause)

  const submit = async () => {
    if (busy) return
    const problem = manualProblem(draft, options) || pendingUploadMessage()
    if (problem) return void Taro.showToast({ title: problem, icon: 'none' })
    const who = `${person?.realName ?? ''} ${draft.day} ${MANUAL_KINDS[kindIndex].label}`
    const { confirm } = await Taro.showModal({ title: '确认补录', content: `为${who}补录考勤？补录记录将注明由您录入。` })
    if (!confirm) return
    setBusy(true)
    try {
      await addManualEntry(manualInput(options.contractId, draft, photos.map((p) => ({ fileId: p.fileId, url: p.url, name: p.name }))))
      void Taro.showToast({ title: '补录成功', icon: 'success' })
      setDraft(emptyDraft(options.to))
      setPhotos([])
      onSaved()
    } catch (err) {
      void Taro.showModal({ title: '补录失败', content: errorText(err, '补录失败'), showCancel: false })
    } finally {
      setBusy(false)
    }
  }

  const row = (label: string, value: string, placeholder: string) => (
    <View className='att-field'>
      <Text className='att-field__label'>{label}</Text>
      <Text className={value ? 'att-field__value' : 'att-field__placeholder'}>{value || placeholder}</Text>
    </View>
  )
  return (
    <View className='att-form att-form--pad'>
      {people.length === 0 ? <Text className='att-place__muted'>本合同段暂无在册的劳务人员或管理人员，请先登记</Text> : (
        <Picker mode='selector' range={people.map((p) => `${p.realName}（${p.team}${p.post ? ` ${p.post}` : ''}）`)} value={Math.max(0, personIndex)}
          onChange={(e) => set({ personKey: people[Number(e.detail.value)].key })}>
          {row('补录人员', person ? `${person.realName}（${person.team}）` : '', '请选择劳务人员或管理人员')}
        </Picker>
      )}
      <Picker mode='date' value={draft.day} start={options.from} end={options.to} onChange={(e) => set({ day: e.detail.value })}>
        {row('考勤日期', draft.day, '请选择日期')}
      </Picker>
      <Text className='att-card__muted'>可补录 {options.from} 至 {options.to}（近7天）</Text>
      <Picker mode='selector' range={MANUAL_KINDS.map((k) => k.label)} value={kindIndex} onChange={(e) => set({ kind: MANUAL_KINDS[Number(e.detail.value)].value })}>
        {row('补录类型', MANUAL_KINDS[kindIndex].label, '')}
      </Picker>
      {draft.kind !== 'out' && (
        <Picker mode='time' value={draft.inTime || '07:30'} onChange={(e) => set({ inTime: e.detail.value })}>
          {row('上班时间', draft.inTime, '请选择上班时间')}
        </Picker>
      )}
      {draft.kind !== 'in' && (
        <Picker mode='time' value={draft.outTime || '17:30'} onChange={(e) => set({ outTime: e.detail.value })}>
          {row('下班时间', draft.outTime, '请选择下班时间')}
        </Picker>
      )}
      <Picker mode='selector' range={options.causes.map((c) => c.label)} value={Math.max(0, causeIndex)} onChange={(e) => set({ cause: options.causes[Number(e.detail.value)].value })}>
        {row('补录原因', options.causes[causeIndex]?.label ?? '', '请选择原因')}
      </Picker>
      <Text className='att-field__label'>补录说明</Text>
      <Textarea className='att-textarea' maxlength={500} value={draft.reason} placeholder='如：手机摔坏无法打卡，经工区长现场核实在岗'
        onInput={(e) => set({ reason: e.detail.value })} />
      <Text className='att-field__label'>证明照片（选填）</Text>
      <ImageUploader value={photos} onChange={setPhotos} limit={3} />
      <Text className='att-card__muted'>今天是 {chinaDay(Date.now())}，补录时间不能晚于当前时间</Text>
      <View className={`att-submit${busy ? ' att-submit--busy' : ''}`} role='button' onClick={() => void submit()}>{busy ? '提交中…' : '提交补录'}</View>
    </View>
  )
}
