// 计量审批: the meterings of the caller's sections, those in the countersign first (监理审核 → 业主审核 → 已批准);
// a card opens its sheet in place: per bill item the bill quantity, what was metered before, this period's quantity
// and amount, with 同意 / 退回 after a confirmation. The server decides whose turn it is and says so when it is not.
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { decideMeter, getMeter, getMeters, type MeterDetail, type MeterRow } from '../../api/meters'
import { quantityText } from '../../format'
import { wan } from '@/utils/money'
import '../progress.scss'

const PAGE = 20
const TAG: Record<number, string> = { 1: '', 2: 'pg-tag--warn', 3: 'pg-tag--bad', 4: 'pg-tag--ok' }

function Sheet({ row, onDecided }: { row: MeterRow; onDecided(): void }) {
  const [detail, setDetail] = useState<MeterDetail | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const load = useCallback(() => {
    setError('')
    getMeter(row.id).then(setDetail, (err) => setError(errorText(err, '加载失败')))
  }, [row.id])
  useEffect(load, [load])
  const decide = async (approve: boolean) => {
    const ask = await Taro.showModal({ title: approve ? '同意计量' : '退回计量', content: `${row.contractName} ${row.period}期计量${wan(row.amount)}，${approve ? '同意' : '退回'}？`, confirmText: approve ? '同意' : '退回' })
    if (!ask.confirm || busy) return
    setBusy(true)
    try {
      const res = await decideMeter(row.id, approve)
      void Taro.showToast({ title: res.stateName || (approve ? '已同意' : '已退回'), icon: 'success' })
      onDecided()
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '审批失败'), icon: 'none', duration: 2500 })
    } finally {
      setBusy(false)
    }
  }
  if (error) return <PageState inline status='error' text={error} onRetry={load} />
  if (!detail) return <PageState inline status='loading' />
  return (
    <View className='pg-card'>
      {detail.lines.map((l) => (
        <View key={l.nodeId} className='pg-row' style={{ display: 'block', padding: '12rpx 0' }}>
          <View className='pg-node__head'>
            <Text className='pg-node__name pg-ellipsis'>{l.billCode} {l.name}</Text>
            <Text className='pg-node__pct'>{wan(l.amount)}</Text>
          </View>
          <Text className='pg-meta pg-ellipsis'>本期 {quantityText(l.quantity, l.unit)}  此前 {quantityText(l.meteredBefore, l.unit)}  清单 {quantityText(l.billQuantity, l.unit)}</Text>
          <Text className='pg-meta'>单价 {l.unitPrice.toFixed(2)}元</Text>
        </View>
      ))}
      {(detail.state === 1 || detail.state === 2) && (
        <View className='pg-actions'>
          <Text className='pg-btn pg-btn--danger' onClick={() => void decide(false)}>退回</Text>
          <Text className='pg-btn pg-btn--primary' onClick={() => void decide(true)}>同意</Text>
        </View>
      )}
    </View>
  )
}

export function MeterApproveScreen({ projectId }: { projectId: string }) {
  const [waiting, setWaiting] = useState(true)
  const [rows, setRows] = useState<MeterRow[] | null>(null)
  const [error, setError] = useState('')
  const [open, setOpen] = useState('')
  const [shown, setShown] = useState(PAGE)
  const load = useCallback(async () => {
    setError('')
    try {
      setRows(await getMeters(projectId, waiting))
    } catch (err) {
      setError(errorText(err, '加载失败'))
    }
  }, [projectId, waiting])
  useEffect(() => {
    setRows(null)
    setOpen('')
    setShown(PAGE)
    if (projectId) void load()
  }, [projectId, load])
  useDidShow(() => { if (projectId && rows) void load() })
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => setShown((n) => n + PAGE))

  if (!projectId) return <PageState status='empty' text='请先选择项目' />
  const visible = (rows ?? []).slice(0, shown)
  return (
    <View className='pg'>
      <View className='pg-switch' role='radiogroup' aria-label='计量范围'>
        {[{ v: true, label: '审批中' }, { v: false, label: '全部' }].map((c) => (
          <View key={c.label} role='radio' aria-checked={c.v === waiting} className={`pg-chip${c.v === waiting ? ' pg-chip--on' : ''}`} onClick={() => setWaiting(c.v)}><Text>{c.label}</Text></View>
        ))}
      </View>
      {error && !rows && <PageState status='error' text={error} onRetry={() => void load()} />}
      {!error && !rows && <PageState status='loading' />}
      {error && rows && <PageState inline status='error' text={error} onRetry={() => void load()} />}
      {rows && rows.length === 0 && <PageState inline status='empty' text={waiting ? '没有审批中的计量' : '暂无计量'} />}
      {visible.map((r) => (
        <View key={r.id}>
          <View className='pg-card' role='button' aria-expanded={open === r.id} onClick={() => setOpen(open === r.id ? '' : r.id)}>
            <View className='pg-node__head'>
              <Text className={`pg-tag ${TAG[r.state] ?? ''}`}>{r.stateName}</Text>
              <Text className='pg-node__name pg-ellipsis' style={{ fontWeight: 600 }}>{r.contractName}</Text>
            </View>
            <Text className='pg-meta'>{r.period}期  计量金额 {wan(r.amount)}</Text>
          </View>
          {open === r.id && <Sheet row={r} onDecided={() => { setOpen(''); void load() }} />}
        </View>
      ))}
      {rows && rows.length > 0 && <View className='pg-footer'><Text>{visible.length < rows.length ? '上拉加载更多' : `共${rows.length}份`}</Text></View>}
    </View>
  )
}
