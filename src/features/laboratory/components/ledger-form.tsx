// A new record of a ledger (新增施工检测 / 新增实体检测): section, test item (with the rule its limits follow and the
// standard), record number, the WBS part picked from the section's 分项工程 (ledgeChoose) with its chainage, the design
// value, the number of groups/points, the dates (成型日期 and 龄期 for cubes), and the measured values point by point
// when the lab has them. The server works out the limits, the mean and the verdict; the form never decides them.
import { useEffect, useMemo, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Input, Picker, Textarea } from '@tarojs/components'
import type { ContractVO } from '@shared/api/oauth'
import type { LabLedgerKind, LabTestItemVO, LabWbsPartVO } from '@shared/api/laboratory'
import { NavBar, PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { openPicker } from '@/lib/picker-bridge'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { createLedger, getTestItems } from '../api'
import { INSPECTION_OPTIONS, chinaDate } from '../lib'
import { LabChips } from './chips'
import './laboratory.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })
const NUMBER = /^-?\d+(\.\d{1,3})?$/

export interface LedgerFormProps {
  kind: LabLedgerKind
  title: string
  projectId: string
  contracts: ContractVO[]
  onSaved(id: string): void
  onCancel(): void
}

/** 'C30', 'M7.5', '96%': the design value as the drawings write it */
function designTextOf(item: LabTestItemVO, v: string): string {
  if (!v) return ''
  if (item.itemCode === 'cube-strength' || item.itemCode === 'rebound') return `C${v}`
  if (item.itemCode === 'mortar-strength') return `M${v}`
  return `${v}${item.unit}`
}

export function LedgerForm({ kind, title, projectId, contracts, onSaved, onCancel }: LedgerFormProps) {
  const sections = useMemo(() => contracts.filter((c) => c.projectId === projectId && c.kind === 'construction'), [contracts, projectId])
  const [items, setItems] = useState<LabTestItemVO[] | null>(null)
  const [error, setError] = useState('')
  const [contractId, setContractId] = useState(sections.length === 1 ? sections[0].id : '')
  const [type, setType] = useState('self')
  const [code, setCode] = useState('')
  const [recordNo, setRecordNo] = useState('')
  const [part, setPart] = useState<LabWbsPartVO | null>(null)
  const [partName, setPartName] = useState('')
  const [chainage, setChainage] = useState('')
  const [design, setDesign] = useState('')
  const [points, setPoints] = useState('3')
  const today = chinaDate(Date.now())
  const [sampleDate, setSampleDate] = useState('')
  const [testDate, setTestDate] = useState(today)
  const [age, setAge] = useState('')
  const [sampleNo, setSampleNo] = useState('')
  const [remark, setRemark] = useState('')
  const [values, setValues] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  const saved = useRef(false)
  const dirty = [code, recordNo, partName, chainage, design, sampleNo, remark, ...values].some((v) => v.trim() !== '')
  const confirmLeave = useLeaveGuard(dirty && !saved.current, DISCARD_QUESTION)
  const leave = async () => { if (await confirmLeave()) onCancel() }

  const load = () => {
    setError('')
    setItems(null)
    getTestItems(projectId, kind).then(setItems, (e: unknown) => setError(errorText(e, '加载失败')))
  }
  useEffect(load, [projectId, kind])

  const item = items?.find((i) => i.itemCode === code)
  const n = /^\d+$/.test(points) ? Number(points) : 0
  const cubes = kind === 'construction'

  const choosePart = async () => {
    if (!contractId) return toast('请先选择合同段')
    const picked = await openPicker<LabWbsPartVO, { contractId: string }>(routes.ledgeChoose, { contractId })
    if (!picked) return
    setPart(picked)
    setPartName(picked.name)
    if (picked.chainage) setChainage(picked.chainage)
  }

  const submit = async () => {
    if (saving || saved.current) return
    if (!contractId) return toast('请选择合同段')
    if (!item) return toast('请选择检测项目')
    if (!recordNo.trim()) return toast('请填写记录编号')
    if (!partName.trim()) return toast('请选择或填写工程部位')
    if (item.designLabel && !(NUMBER.test(design.trim()) && Number(design) > 0)) return toast(`请填写${item.designLabel}（数字）`)
    if (n < 1 || n > 60) return toast(`${item.pointLabel}数应为1～60`)
    if (sampleDate && sampleDate > testDate) return toast('检测日期不能早于成型/取样日期')
    if (age && !(/^\d+$/.test(age) && Number(age) >= 1 && Number(age) <= 365)) return toast('龄期应为1～365天')
    const vs: (number | null)[] = []
    for (let i = 0; i < n; i += 1) {
      const v = (values[i] ?? '').trim()
      if (v && !NUMBER.test(v)) return toast(`第${i + 1}${item.pointLabel}应为数字，最多三位小数`)
      vs.push(v ? Number(v) : null)
    }
    setSaving(true)
    try {
      const r = await createLedger({
        contractId, kind, inspectionType: type as 'self' | 'spot', itemCode: item.itemCode, recordNo: recordNo.trim(), wbsId: part?.id, partName: partName.trim(),
        chainage: chainage.trim(), designValue: item.designLabel ? Number(design) : null, designText: item.designLabel ? designTextOf(item, design.trim()) : '',
        points: n, sampleDate: cubes ? sampleDate : '', testDate, ageDays: cubes && age ? Number(age) : null, sampleNo: sampleNo.trim(), remark: remark.trim(),
        values: vs.some((v) => v !== null) ? vs : undefined
      })
      saved.current = true
      void Taro.showToast({ title: r.state === 2 ? '已保存：检测不合格' : r.state === 1 ? '已保存：检测合格' : '已保存，待录入结果', icon: r.state === 2 ? 'none' : 'success' })
      onSaved(r.id)
    } catch (e) {
      toast(errorText(e, '保存失败'))
    } finally {
      setSaving(false)
    }
  }

  let body
  if (error) body = <PageState status='error' text={error} onRetry={load} />
  else if (!items) body = <PageState status='loading' />
  else if (sections.length === 0) body = <PageState status='empty' text='您不在本项目的施工合同段，无法登记检测记录' />
  else {
    const contract = sections.find((c) => c.id === contractId)
    body = (
      <View className='lab-page'>
        <View className='lab-form'>
          <Text className='lab-form__title'>检测信息</Text>
          <Picker mode='selector' range={sections.map((c) => `${c.enCode} ${c.contractor}`)} onChange={(e) => { setContractId(sections[Number(e.detail.value)].id); setPart(null) }}>
            <View className='lab-row'><Text className='lab-label'>合同段 *</Text><Text className={`lab-value${contract ? '' : ' lab-value--hint'}`}>{contract ? `${contract.enCode} ${contract.contractor}` : '请选择'}</Text></View>
          </Picker>
          <View className='lab-row'><Text className='lab-label'>检测类型</Text><LabChips label='检测类型' options={INSPECTION_OPTIONS} value={type} onChange={setType} /></View>
          <Picker mode='selector' range={items.map((i) => i.itemName)} onChange={(e) => { setCode(items[Number(e.detail.value)].itemCode); setDesign('') }}>
            <View className='lab-row'><Text className='lab-label'>检测项目 *</Text><Text className={`lab-value${item ? '' : ' lab-value--hint'}`}>{item ? item.itemName : '请选择'}</Text></View>
          </Picker>
          {item && <Text className='lab-rule'>判定：{item.ruleText}（{item.standard}）</Text>}
          <View className='lab-row'><Text className='lab-label'>记录编号 *</Text><Input className='lab-input' aria-label='记录编号' maxlength={64} placeholder='如 TJ01-HNT-2026-050' value={recordNo} onInput={(e) => setRecordNo(e.detail.value)} /></View>
          <View className='lab-row' onClick={() => void choosePart()}>
            <Text className='lab-label'>分项工程</Text>
            <Text className={`lab-value${part ? '' : ' lab-value--hint'}`}>{part ? `${part.path} / ${part.name}` : '选择WBS分项工程 ›'}</Text>
          </View>
          <View className='lab-row'><Text className='lab-label'>工程部位 *</Text><Input className='lab-input' aria-label='工程部位' maxlength={200} placeholder='如 钱江路桥 5#墩 1号桩' value={partName} onInput={(e) => setPartName(e.detail.value)} /></View>
          <View className='lab-row'><Text className='lab-label'>桩号</Text><Input className='lab-input' aria-label='桩号' maxlength={64} placeholder='如 K19+000～K19+500' value={chainage} onInput={(e) => setChainage(e.detail.value)} /></View>
          {item?.designLabel && (
            <View className='lab-row'>
              <Text className='lab-label'>{item.designLabel} *</Text>
              <Input className='lab-input' aria-label={item.designLabel} type='digit' maxlength={10} placeholder={item.unit === 'MPa' ? '如 30（C30）' : '设计值'} value={design} onInput={(e) => setDesign(e.detail.value)} />
              <Text className='lab-unit'>{item.unit}</Text>
            </View>
          )}
          <View className='lab-row'>
            <Text className='lab-label'>{item ? `${item.pointLabel}数` : '组数/测点数'} *</Text>
            <Input className='lab-input' aria-label='组数' type='number' maxlength={2} value={points} onInput={(e) => setPoints(e.detail.value)} />
          </View>
          {cubes && (
            <Picker mode='date' value={sampleDate || today} end={today} onChange={(e) => setSampleDate(e.detail.value)}>
              <View className='lab-row'><Text className='lab-label'>成型/取样日期</Text><Text className={`lab-value${sampleDate ? '' : ' lab-value--hint'}`}>{sampleDate || '请选择'}</Text></View>
            </Picker>
          )}
          {cubes && <View className='lab-row'><Text className='lab-label'>龄期</Text><Input className='lab-input' aria-label='龄期' type='number' maxlength={3} placeholder='如 7、28' value={age} onInput={(e) => setAge(e.detail.value)} /><Text className='lab-unit'>天</Text></View>}
          <Picker mode='date' value={testDate} end={today} onChange={(e) => setTestDate(e.detail.value)}>
            <View className='lab-row'><Text className='lab-label'>检测日期 *</Text><Text className='lab-value'>{testDate}</Text></View>
          </Picker>
          <View className='lab-row lab-row--last'><Text className='lab-label'>样品编号</Text><Input className='lab-input' aria-label='样品编号' maxlength={64} placeholder='选填' value={sampleNo} onInput={(e) => setSampleNo(e.detail.value)} /></View>
        </View>
        {item && n >= 1 && n <= 60 && (
          <View className='lab-form'>
            <Text className='lab-form__title'>实测值（{item.unit}，可稍后录入）</Text>
            <View className='lab-points'>
              {Array.from({ length: n }, (_, i) => (
                <View key={i} className='lab-point'>
                  <Text className='lab-point__name'>第{i + 1}{item.pointLabel}</Text>
                  <Input className='lab-point__input' aria-label={`第${i + 1}${item.pointLabel}`} type='digit' maxlength={12} placeholder='实测值'
                    value={values[i] ?? ''} onInput={(e) => setValues((v) => { const next = [...v]; next[i] = e.detail.value; return next })} />
                </View>
              ))}
            </View>
          </View>
        )}
        <View className='lab-form'>
          <Text className='lab-form__title'>备注</Text>
          <Textarea className='lab-textarea' aria-label='备注' maxlength={500} placeholder='选填' value={remark} onInput={(e) => setRemark(e.detail.value)} />
        </View>
        <View className='lab-actions'>
          <View className={`lab-btn lab-btn--primary${saving ? ' lab-btn--off' : ''}`} onClick={() => void submit()}><Text>{saving ? '提交中…' : '提交'}</Text></View>
        </View>
      </View>
    )
  }
  return (
    <View className='page'>
      <NavBar title={title} back onBack={() => void leave()} />
      {body}
    </View>
  )
}
