// 取样记录: the samples taken at the sections (of an incoming batch, or at the works), newest first, 见证取样 or not,
// with who witnessed it (the supervising engineer, his unit and certificate) and, for a batch, its verdict. The form
// records a sample; a batch picked from the section's incoming materials fills the name and specification.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View, Text, Input, Picker, Textarea } from '@tarojs/components'
import type { ContractVO } from '@shared/api/oauth'
import type { LabMaterialRowVO } from '@shared/api/laboratory'
import { NavBar, PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { usePagedList } from '@/lib/use-paged-list'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { createSample, getMaterials, getSamples } from '../api'
import { STATE_OPTIONS, chinaDate, materialUrl } from '../lib'
import { LabChips } from './chips'
import { StateTag } from './state-tag'
import './laboratory.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })
const WITNESS = [{ value: '', label: '全部' }, { value: '1', label: '见证取样' }, { value: '0', label: '自检取样' }]

export function SampleList({ projectId }: { projectId: string }) {
  const [witnessed, setWitnessed] = useState('')
  const [keyword, setKeyword] = useState('')
  const shown = useRef(false)
  const fetchPage = useCallback(async (n: number) => {
    if (!projectId) throw new Error('请先在工作台选择项目')
    return getSamples({ projectId, witnessed, keyword: keyword.trim(), currentPage: n, pageSize: 20 })
  }, [projectId, witnessed, keyword])
  const list = usePagedList(fetchPage, toast)
  const { items, status, total, hasMore } = list
  useEffect(() => { void list.reload() }, [fetchPage, list.reload])
  useDidShow(() => { if (shown.current) void list.reload(true); shown.current = true })
  usePullDownRefresh(() => { void list.reload(true).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { void list.loadMore() })

  if (!projectId) return <PageState status='empty' text='请先选择项目' />
  return (
    <View className='lab-page'>
      <View className='lab-search'>
        <Input className='lab-search__input' placeholder='搜索样品编号、名称、取样地点' value={keyword} confirmType='search'
          onConfirm={(e) => setKeyword(e.detail.value)} onBlur={(e) => setKeyword(e.detail.value)} />
      </View>
      <LabChips label='取样方式' options={WITNESS} value={witnessed} onChange={setWitnessed} />
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={list.error} onRetry={() => void list.reload()} />}
      {status === 'ready' && items.length === 0 && <PageState status='empty' text='暂无取样记录' />}
      {status !== 'error' && items.map((s) => (
        <View key={s.id} className={`lab-card${s.materialState === null ? '' : ` lab-card--${s.materialState}`}`}
          onClick={s.materialId ? () => void Taro.navigateTo({ url: materialUrl(s.materialId) }) : undefined}>
          <View className='lab-card__head'>
            <Text className='lab-card__title'>{s.sampleName}{s.specification ? ` ${s.specification}` : ''}</Text>
            <Text className='lab-badge'>{s.witnessed ? '见证取样' : '自检取样'}</Text>
            {s.materialState !== null && <StateTag state={s.materialState} name={STATE_OPTIONS[s.materialState].label} />}
          </View>
          <Text className='lab-card__meta'>{s.contractName} · 样品编号 {s.sampleNo}</Text>
          <Text className='lab-card__meta'>{s.sampleDate} · {s.samplePlace}</Text>
          {(s.representQuantity || s.sampleQuantity) && <Text className='lab-card__meta'>代表数量 {s.representQuantity || '—'} · 取样数量 {s.sampleQuantity || '—'}</Text>}
          {s.testItems && <Text className='lab-card__meta'>检测项目 {s.testItems}</Text>}
          <Text className='lab-card__meta'>取样人 {s.creatorName}{s.witnessed ? ` · 见证人 ${s.witnessName}${s.witnessUnit ? `（${s.witnessUnit}）` : ''}${s.witnessCertNo ? ` 证号 ${s.witnessCertNo}` : ''}` : ''}</Text>
        </View>
      ))}
      {status === 'ready' && items.length > 0 && <View className='lab-footer'><Text>{list.loadingMore ? '加载中…' : hasMore ? '上拉加载更多' : `共${total}条`}</Text></View>}
      <View className='lab-actions'>
        <View className='lab-btn lab-btn--primary' onClick={() => void Taro.navigateTo({ url: routes.samplingData({ mode: 'add' }) })}><Text>登记取样</Text></View>
      </View>
    </View>
  )
}

export function SampleForm({ projectId, contracts, onSaved, onCancel }: { projectId: string; contracts: ContractVO[]; onSaved(): void; onCancel(): void }) {
  const sections = useMemo(() => contracts.filter((c) => c.projectId === projectId && c.kind === 'construction'), [contracts, projectId])
  const [contractId, setContractId] = useState(sections.length === 1 ? sections[0].id : '')
  const [batches, setBatches] = useState<LabMaterialRowVO[]>([])
  const [material, setMaterial] = useState<LabMaterialRowVO | null>(null)
  const [f, setF] = useState({ sampleNo: '', sampleName: '', specification: '', samplePlace: '', representQuantity: '', sampleQuantity: '', testItems: '', witnessName: '', witnessUnit: '', witnessCertNo: '', remark: '' })
  const today = chinaDate(Date.now())
  const [date, setDate] = useState(today)
  const [witnessed, setWitnessed] = useState('1')
  const [saving, setSaving] = useState(false)
  const saved = useRef(false)
  const confirmLeave = useLeaveGuard(Object.values(f).some((v) => v.trim() !== '') && !saved.current, DISCARD_QUESTION)
  const leave = async () => { if (await confirmLeave()) onCancel() }
  const set = (k: keyof typeof f) => (e: { detail: { value: string } }) => setF((x) => ({ ...x, [k]: e.detail.value }))

  useEffect(() => {
    setMaterial(null)
    if (!contractId || !projectId) return setBatches([])
    getMaterials({ projectId, contractId, pageSize: 50 }).then((p) => setBatches(p.list), () => setBatches([]))
  }, [contractId, projectId])

  const pickBatch = (i: number) => {
    const m = batches[i]
    setMaterial(m)
    setF((x) => ({ ...x, sampleName: m.materialName, specification: m.specification, representQuantity: `${m.quantity}${m.unit}`, sampleNo: x.sampleNo || m.sampleNo }))
  }

  const submit = async () => {
    if (saving || saved.current) return
    if (!contractId) return toast('请选择合同段')
    if (!f.sampleNo.trim()) return toast('请填写样品编号')
    if (!f.sampleName.trim()) return toast('请填写样品名称')
    if (!f.samplePlace.trim()) return toast('请填写取样地点')
    if (witnessed === '1' && !f.witnessName.trim()) return toast('见证取样须填写见证人')
    setSaving(true)
    try {
      const trimmed = Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.trim()])) as typeof f
      await createSample({ ...trimmed, contractId, materialId: material?.id, sampleDate: date, witnessed: witnessed === '1' })
      saved.current = true
      void Taro.showToast({ title: '已登记', icon: 'success' })
      onSaved()
    } catch (e) {
      toast(errorText(e, '登记失败'))
    } finally {
      setSaving(false)
    }
  }

  const contract = sections.find((c) => c.id === contractId)
  const field = (k: keyof typeof f, label: string, placeholder: string, max = 64) => (
    <View className='lab-row'><Text className='lab-label'>{label}</Text><Input className='lab-input' aria-label={label.replace(' *', '')} maxlength={max} placeholder={placeholder} value={f[k]} onInput={set(k)} /></View>
  )
  return (
    <View className='page'>
      <NavBar title='登记取样' back onBack={() => void leave()} />
      {sections.length === 0 ? <PageState status='empty' text='您不在本项目的施工合同段，无法登记取样' /> : (
        <View className='lab-page'>
          <View className='lab-form'>
            <Text className='lab-form__title'>样品</Text>
            <Picker mode='selector' range={sections.map((c) => `${c.enCode} ${c.contractor}`)} onChange={(e) => setContractId(sections[Number(e.detail.value)].id)}>
              <View className='lab-row'><Text className='lab-label'>合同段 *</Text><Text className={`lab-value${contract ? '' : ' lab-value--hint'}`}>{contract ? `${contract.enCode} ${contract.contractor}` : '请选择'}</Text></View>
            </Picker>
            <Picker mode='selector' range={batches.map((m) => `${m.materialName} ${m.batchNo}`)} disabled={batches.length === 0} onChange={(e) => pickBatch(Number(e.detail.value))}>
              <View className='lab-row'><Text className='lab-label'>进场批次</Text><Text className={`lab-value${material ? '' : ' lab-value--hint'}`}>{material ? `${material.materialName} ${material.batchNo}` : batches.length ? '选填，选择后带出样品信息' : '无进场批次（选填）'}</Text></View>
            </Picker>
            {field('sampleNo', '样品编号 *', '如 YP-HG24-1120')}
            {field('sampleName', '样品名称 *', '如 HRB400 热轧带肋钢筋', 100)}
            {field('specification', '规格型号', '如 Φ25', 100)}
            <Picker mode='date' value={date} end={today} onChange={(e) => setDate(e.detail.value)}>
              <View className='lab-row'><Text className='lab-label'>取样日期 *</Text><Text className='lab-value'>{date}</Text></View>
            </Picker>
            {field('samplePlace', '取样地点 *', '如 钢筋加工场 原材料堆放区', 200)}
            {field('representQuantity', '代表数量', '如 58.6t')}
            {field('sampleQuantity', '取样数量', '如 拉伸2根、弯曲2根')}
            {field('testItems', '检测项目', '如 屈服强度、抗拉强度、伸长率', 200)}
          </View>
          <View className='lab-form'>
            <Text className='lab-form__title'>见证</Text>
            <LabChips label='取样方式' options={WITNESS.slice(1)} value={witnessed} onChange={setWitnessed} />
            {witnessed === '1' && (
              <>
                {field('witnessName', '见证人 *', '监理工程师姓名', 50)}
                {field('witnessUnit', '见证单位', '如 浙江华正工程监理有限公司', 100)}
                {field('witnessCertNo', '见证员证号', '选填')}
              </>
            )}
            <Textarea className='lab-textarea' aria-label='备注' maxlength={500} placeholder='备注（选填）' value={f.remark} onInput={set('remark')} />
          </View>
          <View className='lab-actions'>
            <View className={`lab-btn lab-btn--primary${saving ? ' lab-btn--off' : ''}`} onClick={() => void submit()}><Text>{saving ? '提交中…' : '提交'}</Text></View>
          </View>
        </View>
      )}
    </View>
  )
}
