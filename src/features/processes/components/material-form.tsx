// 登记实体材料: which item (分项工程) and part the material went into, the material with its specification, batch,
// quantity and unit, the supplier and its certificate, the laboratory's report number when the batch was tested, and
// the day it was used. A batch the laboratory failed is refused by the server. Leaving a filled form asks first.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Input, Picker, Text, View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { QUEUED_SUBMISSION_TEXT } from '@/lib/outbox'
import { randomId } from '@/utils/random'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { addMaterial, type MaterialInput } from '../api/processes'
import { dayOf } from '../lib/states'
import './processes.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })
const EMPTY: Omit<MaterialInput, 'nodeId' | 'useDate'> = {
  part: '', materialName: '', spec: '', batchNo: '', quantity: '', unit: '', supplier: '', certificateNo: '', labReportNo: ''
}
const FIELDS: { key: keyof typeof EMPTY; label: string; placeholder: string; required: boolean; digit?: boolean; max: number }[] = [
  { key: 'part', label: '使用部位', placeholder: '如：钱塘江特大桥 3#墩 3-2号桩', required: true, max: 200 },
  { key: 'materialName', label: '材料名称', placeholder: '如：钢筋、商品混凝土、水泥', required: true, max: 100 },
  { key: 'spec', label: '规格型号', placeholder: '如：HRB400 Φ25、水下 C30', required: true, max: 100 },
  { key: 'batchNo', label: '批号', placeholder: '出厂批号或炉批号', required: true, max: 64 },
  { key: 'quantity', label: '使用数量', placeholder: '最多两位小数', required: true, digit: true, max: 20 },
  { key: 'unit', label: '计量单位', placeholder: '如：t、m³、套', required: true, max: 16 },
  { key: 'supplier', label: '供应商', placeholder: '生产厂家或供应商', required: true, max: 200 },
  { key: 'certificateNo', label: '出厂合格证编号', placeholder: '质量证明书编号', required: false, max: 64 },
  { key: 'labReportNo', label: '试验报告编号', placeholder: '如：YP-HG24-0819（经试验室检测的批次）', required: false, max: 64 }
]

/** an item (分项工程) the material may go into */
export interface PickItem { id: string; code: string; name: string }

export interface MaterialFormProps {
  contractId: string
  /** the section's items (the page reads them from the WBS) */
  loadItems(contractId: string): Promise<PickItem[]>
  nodeId?: string
  onCancel(): void
  onSaved(): void
}

export function MaterialForm({ contractId, loadItems, nodeId: initial, onCancel, onSaved }: MaterialFormProps) {
  const [items, setItems] = useState<PickItem[] | null>(null)
  const [failure, setFailure] = useState('')
  const [nodeId, setNodeId] = useState(initial ?? '')
  const [values, setValues] = useState(EMPTY)
  const [useDate, setUseDate] = useState(dayOf(new Date()))
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  /** the key of this filled form: a retry after a lost answer, or the outbox, records it once */
  const submission = useRef(randomId(32))
  const dirty = Object.values(values).some((v) => v !== '')
  const confirmLeave = useLeaveGuard(dirty && !sent, DISCARD_QUESTION)
  const leave = async () => { if (await confirmLeave()) onCancel() }
  usePullDownRefresh(() => { void Taro.stopPullDownRefresh() })

  const load = useCallback(() => {
    if (!contractId) return setFailure('请先在工作台选择合同段')
    setFailure('')
    loadItems(contractId).then(setItems).catch((err) => setFailure(errorText(err, '分项工程加载失败')))
  }, [contractId, loadItems])
  useEffect(load, [load])

  const submit = async () => {
    if (busy) return
    if (!nodeId) return toast('请选择分项工程')
    const missing = FIELDS.find((f) => f.required && !values[f.key].trim())
    if (missing) return toast(`请填写${missing.label}`)
    if (!/^\d+(\.\d{1,2})?$/.test(values.quantity.trim()) || Number(values.quantity) <= 0) return toast('使用数量应为大于0的数字，最多两位小数')
    setBusy(true)
    try {
      const r = await addMaterial({ ...values, quantity: values.quantity.trim(), nodeId, useDate }, submission.current)
      setSent(true)
      if (r.queued) toast(QUEUED_SUBMISSION_TEXT)
      else void Taro.showToast({ title: '登记成功', icon: 'success' })
      onSaved()
    } catch (err) {
      toast(errorText(err, '登记失败'))
    } finally {
      setBusy(false)
    }
  }

  const names = (items ?? []).map((n) => `${n.code} ${n.name}`)
  const index = (items ?? []).findIndex((n) => n.id === nodeId)
  return (
    <>
      <NavBar title='登记实体材料' back onBack={() => void leave()} />
      {failure ? <PageState status='error' text={failure} onRetry={contractId ? load : undefined} /> : !items ? <PageState status='loading' /> : (
        <View className='ep'>
          <View className='ep-section'>
            <Text className='ep-field'>分项工程<Text className='ep-field__star'> *</Text></Text>
            <Picker mode='selector' range={names} value={Math.max(0, index)} onChange={(e) => setNodeId(items[Number(e.detail.value)]?.id ?? '')}>
              <View className='ep-picker'><Text className={`ep-picker__text${index < 0 ? ' ep-picker__text--empty' : ''}`}>{index < 0 ? '请选择分项工程' : names[index]}</Text><Text className='ep-picker__arrow'>▾</Text></View>
            </Picker>
            {FIELDS.map((f) => (
              <View key={f.key}>
                <Text className='ep-field'>{f.label}{f.required && <Text className='ep-field__star'> *</Text>}</Text>
                <Input className='ep-input' type={f.digit ? 'digit' : 'text'} value={values[f.key]} maxlength={f.max} placeholder={f.placeholder}
                  onInput={(e) => setValues((v) => ({ ...v, [f.key]: e.detail.value }))} />
              </View>
            ))}
            <Text className='ep-field'>使用日期<Text className='ep-field__star'> *</Text></Text>
            <Picker mode='date' value={useDate} end={dayOf(new Date())} onChange={(e) => setUseDate(e.detail.value)}>
              <View className='ep-picker'><Text className='ep-picker__text'>{useDate}</Text><Text className='ep-picker__arrow'>▾</Text></View>
            </Picker>
          </View>
          <View className='ep-actions'>
            <View className='ep-btn' role='button' onClick={() => void leave()}><Text>取消</Text></View>
            <View className={`ep-btn ep-btn--primary${busy ? ' ep-btn--busy' : ''}`} role='button' onClick={() => void submit()}><Text>{busy ? '提交中…' : '登记'}</Text></View>
          </View>
        </View>
      )}
    </>
  )
}
