// 登记进场材料: a batch as it arrives (section, material, specification, batch, quantity, supplier, dates, the part
// it is for) and, when the lab already has them, its test results item by item next to the limit of the standard.
// The server checks every result against the stored limits and answers pass or fail; the form never decides it.
import { useEffect, useMemo, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Input, Picker } from '@tarojs/components'
import type { ContractVO } from '@shared/api/oauth'
import type { LabMaterialTypeVO } from '@shared/api/laboratory'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { createMaterial, getMaterialTypes } from '../api'
import { chinaDate } from '../lib'
import './laboratory.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })
const NUMBER = /^-?\d+(\.\d{1,3})?$/

export interface MaterialFormProps {
  projectId: string
  /** the caller's sections of the project; materials arrive at construction sections */
  contracts: ContractVO[]
  onSaved(id: string): void
}

export function MaterialForm({ projectId, contracts, onSaved }: MaterialFormProps) {
  const sections = useMemo(() => contracts.filter((c) => c.projectId === projectId && c.kind === 'construction'), [contracts, projectId])
  const [types, setTypes] = useState<LabMaterialTypeVO[] | null>(null)
  const [error, setError] = useState('')
  const [contractId, setContractId] = useState(sections.length === 1 ? sections[0].id : '')
  const [code, setCode] = useState('')
  const [spec, setSpec] = useState('')
  const [batch, setBatch] = useState('')
  const [quantity, setQuantity] = useState('')
  const [supplier, setSupplier] = useState('')
  const [usePart, setUsePart] = useState('')
  const [sampleNo, setSampleNo] = useState('')
  const today = chinaDate(Date.now())
  const [arrival, setArrival] = useState(today)
  const [sampled, setSampled] = useState(today)
  const [values, setValues] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const saved = useRef(false)

  const load = () => {
    setError('')
    setTypes(null)
    getMaterialTypes(projectId).then(setTypes, (e: unknown) => setError(errorText(e, '加载失败')))
  }
  useEffect(load, [projectId])

  const type = types?.find((t) => t.materialCode === code)

  const submit = async () => {
    if (saving || saved.current) return
    if (!contractId) return toast('请选择合同段')
    if (!type) return toast('请选择材料')
    if (!batch.trim()) return toast('请填写批号')
    if (!/^\d+(\.\d{1,2})?$/.test(quantity.trim()) || Number(quantity) <= 0) return toast('进场数量应为大于0的数字，最多两位小数')
    if (!supplier.trim()) return toast('请填写供应商')
    if (sampled < arrival) return toast('取样日期不能早于进场日期')
    const results = []
    for (const item of type.items) {
      const v = (values[item.itemCode] ?? '').trim()
      if (!v) continue
      if (!NUMBER.test(v)) return toast(`${item.itemName}应为数字，最多三位小数`)
      results.push({ itemCode: item.itemCode, value: Number(v) })
    }
    setSaving(true)
    try {
      const r = await createMaterial({
        contractId, materialCode: type.materialCode, specification: spec.trim(), batchNo: batch.trim(), quantity: Number(quantity), supplier: supplier.trim(),
        arrivalDate: arrival, sampleDate: sampled, sampleNo: sampleNo.trim(), usePart: usePart.trim(), results
      })
      saved.current = true
      void Taro.showToast({ title: r.state === 2 ? '已登记：检测不合格' : r.state === 1 ? '已登记：检测合格' : '已登记，待检', icon: r.state === 2 ? 'none' : 'success' })
      onSaved(r.id)
    } catch (e) {
      toast(errorText(e, '登记失败'))
    } finally {
      setSaving(false)
    }
  }

  if (error) return <PageState status='error' text={error} onRetry={load} />
  if (!types) return <PageState status='loading' />
  if (sections.length === 0) return <PageState status='empty' text='您不在本项目的施工合同段，无法登记进场材料' />
  const contract = sections.find((c) => c.id === contractId)
  return (
    <View className='lab-page'>
      <View className='lab-form'>
        <Text className='lab-form__title'>进场信息</Text>
        <Picker mode='selector' range={sections.map((c) => `${c.enCode} ${c.contractor}`)} onChange={(e) => setContractId(sections[Number(e.detail.value)].id)}>
          <View className='lab-row'><Text className='lab-label'>合同段 *</Text><Text className={`lab-value${contract ? '' : ' lab-value--hint'}`}>{contract ? `${contract.enCode} ${contract.contractor}` : '请选择'}</Text></View>
        </Picker>
        <Picker mode='selector' range={types.map((t) => t.materialName)} onChange={(e) => { setCode(types[Number(e.detail.value)].materialCode); setValues({}) }}>
          <View className='lab-row'><Text className='lab-label'>材料 *</Text><Text className={`lab-value${type ? '' : ' lab-value--hint'}`}>{type ? type.materialName : '请选择'}</Text></View>
        </Picker>
        <View className='lab-row'><Text className='lab-label'>规格型号</Text><Input className='lab-input' aria-label='规格型号' maxlength={100} placeholder='如 Φ25、散装' value={spec} onInput={(e) => setSpec(e.detail.value)} /></View>
        <View className='lab-row'><Text className='lab-label'>批号 *</Text><Input className='lab-input' aria-label='批号' maxlength={64} placeholder='出厂批号/炉号' value={batch} onInput={(e) => setBatch(e.detail.value)} /></View>
        <View className='lab-row'>
          <Text className='lab-label'>进场数量 *</Text>
          <Input className='lab-input' aria-label='进场数量' type='digit' maxlength={12} placeholder='数量' value={quantity} onInput={(e) => setQuantity(e.detail.value)} />
          <Text className='lab-unit'>{type?.unit ?? ''}</Text>
        </View>
        <View className='lab-row'><Text className='lab-label'>供应商 *</Text><Input className='lab-input' aria-label='供应商' maxlength={100} placeholder='生产厂家/供应商' value={supplier} onInput={(e) => setSupplier(e.detail.value)} /></View>
        <Picker mode='date' value={arrival} end={today} onChange={(e) => setArrival(e.detail.value)}>
          <View className='lab-row'><Text className='lab-label'>进场日期 *</Text><Text className='lab-value'>{arrival}</Text></View>
        </Picker>
        <Picker mode='date' value={sampled} start={arrival} end={today} onChange={(e) => setSampled(e.detail.value)}>
          <View className='lab-row'><Text className='lab-label'>取样日期</Text><Text className='lab-value'>{sampled}</Text></View>
        </Picker>
        <View className='lab-row'><Text className='lab-label'>样品编号</Text><Input className='lab-input' aria-label='样品编号' maxlength={64} placeholder='选填' value={sampleNo} onInput={(e) => setSampleNo(e.detail.value)} /></View>
        <View className='lab-row lab-row--last'><Text className='lab-label'>拟用部位</Text><Input className='lab-input' aria-label='拟用部位' maxlength={200} placeholder='如 3#墩 桩基' value={usePart} onInput={(e) => setUsePart(e.detail.value)} /></View>
      </View>
      {type && (
        <View className='lab-form'>
          <Text className='lab-form__title'>检测结果（可稍后录入）</Text>
          {type.items.map((item) => (
            <View key={item.itemCode} className='lab-row'>
              <View className='lab-item'>
                <Text className='lab-item__name'>{item.itemName}</Text>
                <Text className='lab-item__limit'>标准 {item.limitText} {item.unit}（{item.standard}）</Text>
              </View>
              <Input className='lab-input lab-input--value' aria-label={item.itemName} type='digit' maxlength={12} placeholder='实测值'
                value={values[item.itemCode] ?? ''} onInput={(e) => setValues((v) => ({ ...v, [item.itemCode]: e.detail.value }))} />
              <Text className='lab-unit'>{item.unit}</Text>
            </View>
          ))}
        </View>
      )}
      <View className='lab-actions'>
        <View className={`lab-btn lab-btn--primary${saving ? ' lab-btn--off' : ''}`} onClick={() => void submit()}><Text>{saving ? '提交中…' : '提交'}</Text></View>
      </View>
    </View>
  )
}
