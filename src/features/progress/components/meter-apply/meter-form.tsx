// 计量申请 form: a metering of the section for a period, drawn up from its bill. Per bill item the unit price, the
// bill quantity, what earlier meterings took and what is left; the section enters this period's quantity of the
// items it meters (two decimals, never past what is left: checked here and again by the server under its lock).
// 保存草稿 keeps it editable; 提交审批 sends it to the countersign (监理审核 → 业主审核) after a confirmation. A draft
// or a returned metering opens here to be edited (or deleted); any other shows its sheet.
import { useCallback, useEffect, useMemo, useState } from 'react'
import Taro, { useReachBottom } from '@tarojs/taro'
import { Input, Picker, Text, Textarea, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { NavBar, PageState, goBack } from '@/components'
import { errorText } from '@/lib/error-text'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { getBillItems, getMeter, removeMeter, saveMeter, type BillItem, type MeterDetail } from '../../api/meters'
import { quantityText, yuanText } from '../../format'
import { checkQuantity, meterAmount, meterLines, money } from './meter-check'
import { MeterSheet } from './meter-sheet'
import '../progress.scss'

const PAGE = 30
const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })

export interface MeterFormScreenProps {
  contractId: string
  /** the metering to edit or show; '' draws a new one up */
  id: string
  onDone(): void
}

export function MeterFormScreen({ contractId, id, onDone }: MeterFormScreenProps) {
  const [detail, setDetail] = useState<MeterDetail | null>(null)
  const [items, setItems] = useState<BillItem[] | null>(null)
  const [error, setError] = useState('')
  const [period, setPeriod] = useState(dayjs().format('YYYY-MM'))
  const [remark, setRemark] = useState('')
  const [entered, setEntered] = useState<Record<string, string>>({})
  const [keyword, setKeyword] = useState('')
  const [onlyEntered, setOnlyEntered] = useState(false)
  const [shown, setShown] = useState(PAGE)
  const [busy, setBusy] = useState(false)
  const [dirty, setDirty] = useState(false)
  const [done, setDone] = useState(false)
  const confirmLeave = useLeaveGuard(dirty && !done, DISCARD_QUESTION)
  const section = detail?.contractId ?? contractId

  const load = useCallback(async () => {
    setError('')
    try {
      const d = id ? await getMeter(id) : null
      setDetail(d)
      if (d && !d.editable) return setItems([])
      const bill = await getBillItems(d?.contractId ?? contractId, id)
      setItems(bill)
      if (d) {
        setPeriod(d.period)
        setRemark(d.remark)
        setEntered(Object.fromEntries(d.lines.map((l) => [l.nodeId, String(l.quantity)])))
        setOnlyEntered(true)
      }
    } catch (err) {
      setError(errorText(err, '加载失败'))
    }
  }, [id, contractId])
  useEffect(() => { if (id || contractId) void load() }, [id, contractId, load])
  useReachBottom(() => setShown((n) => n + PAGE))

  const visible = useMemo(() => {
    const word = keyword.trim()
    return (items ?? []).filter((i) => (!onlyEntered || (entered[i.nodeId] ?? '') !== '') && (!word || i.name.includes(word) || i.billCode.includes(word) || i.code.includes(word) || i.chainage.includes(word)))
  }, [items, keyword, onlyEntered, entered])
  const amount = useMemo(() => meterAmount(items ?? [], entered), [items, entered])
  const count = Object.values(entered).filter((v) => v.trim() !== '').length

  const enter = (nodeId: string, value: string) => {
    setDirty(true)
    setEntered((now) => ({ ...now, [nodeId]: value }))
  }
  const leave = async () => { if (await confirmLeave()) goBack() }

  const save = async (submit: boolean) => {
    if (busy || !items) return
    const { lines, problem } = meterLines(items, entered)
    if (problem) return toast(problem)
    if (!/^\d{4}-\d{2}$/.test(period)) return toast('请选择计量期次')
    if (submit) {
      const ask = await Taro.showModal({ title: '提交审批', content: `${period}期计量${lines.length}项，金额${yuanText(amount)}，提交后由监理、业主会签，审批中不能修改。确定提交？`, confirmText: '提交' })
      if (!ask.confirm) return
    }
    setBusy(true)
    try {
      await saveMeter(id, { contractId: section, period, remark: remark.trim(), lines, submit })
      setDone(true)
      void Taro.showToast({ title: submit ? '已提交审批' : '已保存草稿', icon: 'success' })
      setTimeout(onDone, 800)
    } catch (err) {
      toast(errorText(err, '保存失败'))
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    if (busy || !id) return
    const ask = await Taro.showModal({ title: '删除计量', content: `删除${period}期计量？删除后不可恢复。`, confirmText: '删除', confirmColor: '#fa3534' })
    if (!ask.confirm) return
    setBusy(true)
    try {
      await removeMeter(id)
      setDone(true)
      void Taro.showToast({ title: '已删除', icon: 'success' })
      setTimeout(onDone, 800)
    } catch (err) {
      toast(errorText(err, '删除失败'))
    } finally {
      setBusy(false)
    }
  }

  const title = !id ? '新建计量' : detail && !detail.editable ? '计量单' : '编辑计量'
  const nav = <NavBar title={title} back onBack={() => void leave()} />
  if (!id && !contractId) return <View className='page'>{nav}<PageState status='empty' text='请先在工作台选择合同段' /></View>
  if (error) return <View className='page'>{nav}<PageState status='error' text={error} onRetry={() => void load()} /></View>
  if (!items || (id && !detail)) return <View className='page'>{nav}<PageState status='loading' /></View>
  if (detail && !detail.editable) return <View className='page'>{nav}<View className='pg'><MeterSheet detail={detail} /></View></View>

  return (
    <View className='page'>
      {nav}
      <View className='pg'>
        <View className='pg-card'>
          {detail?.state === 3 && detail.opinion ? <Text className='pg-meta' style={{ color: '#fa3534' }}>退回意见：{detail.opinion}</Text> : null}
          <Picker mode='date' fields='month' value={`${period}-01`} onChange={(e) => { setDirty(true); setPeriod(String(e.detail.value).slice(0, 7)) }}>
            <View className='pg-row'>
              <Text className='pg-label'>计量期次</Text>
              <Text className='pg-input' style={{ color: '#2979ff' }}>{period}期</Text>
            </View>
          </Picker>
          <Textarea className='pg-textarea' value={remark} maxlength={1000} placeholder='计量说明：计量范围、中间交工证书、计量草图等' onInput={(e) => { setDirty(true); setRemark(e.detail.value) }} />
          <Text className='pg-meta'>已填 {count} 项，本期计量金额 {yuanText(amount)}</Text>
        </View>
        <View className='pg-search'>
          <Input className='pg-search__input' value={keyword} placeholder='搜索清单编号、名称或桩号' aria-label='搜索清单' onInput={(e) => { setKeyword(e.detail.value); setShown(PAGE) }} />
        </View>
        <View className='pg-switch' role='radiogroup' aria-label='清单范围'>
          {[{ v: false, label: '全部清单' }, { v: true, label: '已填项' }].map((c) => (
            <View key={c.label} role='radio' aria-checked={c.v === onlyEntered} className={`pg-chip${c.v === onlyEntered ? ' pg-chip--on' : ''}`} onClick={() => { setOnlyEntered(c.v); setShown(PAGE) }}><Text>{c.label}</Text></View>
          ))}
        </View>
        {visible.length === 0 && <PageState inline status='empty' text={items.length === 0 ? '本合同段没有清单项' : '没有符合条件的清单项'} />}
        {visible.slice(0, shown).map((i) => {
          const value = entered[i.nodeId] ?? ''
          const problem = checkQuantity(value, i)
          const q = Number(value)
          return (
            <View key={i.nodeId} className='pg-card'>
              <View className='pg-node__head'>
                <Text className='pg-tag'>{i.billCode || i.code}</Text>
                <Text className='pg-node__name pg-ellipsis'>{i.name}</Text>
              </View>
              <Text className='pg-meta pg-ellipsis'>{[i.code, i.chainage].filter(Boolean).join('  ')}</Text>
              <Text className='pg-meta pg-ellipsis'>单价 {i.unitPrice.toFixed(2)}元/{i.unit}  清单 {quantityText(i.billQuantity, i.unit)}</Text>
              <Text className='pg-meta pg-ellipsis'>此前计量 {quantityText(i.meteredBefore, i.unit)}  剩余 {quantityText(i.left, i.unit)}</Text>
              <View className='pg-row'>
                <Text className='pg-label'>本期计量</Text>
                <Input className='pg-input' type='digit' value={value} disabled={i.left <= 0 && value === ''} placeholder={i.left <= 0 ? '已计量完' : `最多${i.left.toFixed(2)}`}
                  aria-label={`${i.name}本期计量`} onInput={(e) => enter(i.nodeId, e.detail.value)} />
                <Text className='pg-unit'>{i.unit}</Text>
              </View>
              {problem ? <Text className='pg-meta' style={{ color: '#fa3534' }}>{problem.replace(`${i.name}：`, '')}</Text>
                : value.trim() !== '' && q > 0 ? <Text className='pg-meta'>本期金额 {yuanText(money(q * i.unitPrice))}</Text> : null}
            </View>
          )
        })}
        {visible.length > shown && <View className='pg-footer'><Text>上拉加载更多</Text></View>}
      </View>
      <View className='pg-bottom'>
        {id ? <Text className='pg-bottom__btn' style={{ color: '#fa3534', background: '#fef0f0' }} onClick={() => void remove()}>删除</Text> : null}
        <Text className='pg-bottom__btn' onClick={() => void save(false)}>保存草稿</Text>
        <Text className='pg-bottom__btn pg-bottom__btn--primary' onClick={() => void save(true)}>{busy ? '提交中…' : '提交审批'}</Text>
      </View>
    </View>
  )
}
