// 计量审批: the meterings of the caller's sections, those in the countersign first (监理审核 → 业主审核 → 已批准);
// a card opens its sheet in place: per bill item the bill quantity, what was metered before, this period's quantity
// and amount, 导出, and the way on to its flow (计量审批), where the one whose turn it is signs or sends it back with
// his opinion, and everyone else sees who has signed.
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { encodeFlowConfig, resolveScannedTask } from '@/engines/workflow'
import { errorText } from '@/lib/error-text'
import { getMeter, getMeters, type MeterDetail, type MeterRow } from '../../api/meters'
import { MeterSheet } from '../meter-apply/meter-sheet'
import { yuanText } from '../../format'
import '../progress.scss'

const PAGE = 20
const TAG: Record<number, string> = { 1: '', 2: 'pg-tag--warn', 3: 'pg-tag--bad', 4: 'pg-tag--ok' }

/** the metering's flow detail as it fits the user (his to-do, his launch, otherwise read only) */
async function openFlow(taskId: string, me: string): Promise<void> {
  try {
    await Taro.navigateTo({ url: routes.flowBefore(encodeFlowConfig(await resolveScannedTask(taskId, me))) })
  } catch (err) {
    void Taro.showToast({ title: errorText(err, '审批流程打开失败'), icon: 'none', duration: 2500 })
  }
}

function Sheet({ row, me }: { row: MeterRow; me: string }) {
  const [detail, setDetail] = useState<MeterDetail | null>(null)
  const [error, setError] = useState('')
  const load = useCallback(() => {
    setError('')
    getMeter(row.id).then(setDetail, (err) => setError(errorText(err, '加载失败')))
  }, [row.id])
  useEffect(load, [load])
  if (error) return <PageState inline status='error' text={error} onRetry={load} />
  if (!detail) return <PageState inline status='loading' />
  const waiting = detail.state === 1 || detail.state === 2
  return (
    <View>
      <MeterSheet detail={detail} />
      {detail.flowTaskId ? (
        <View className='pg-actions'>
          <Text className={`pg-btn${waiting ? ' pg-btn--primary' : ''}`} onClick={() => void openFlow(detail.flowTaskId, me)}>{waiting ? '去审批' : '审批记录'}</Text>
        </View>
      ) : null}
    </View>
  )
}

export function MeterApproveScreen({ projectId, me }: { projectId: string; me: string }) {
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
            <Text className='pg-meta'>{r.period}期  计量金额 {yuanText(r.amount)}</Text>
          </View>
          {open === r.id && <Sheet row={r} me={me} />}
        </View>
      ))}
      {rows && rows.length > 0 && <View className='pg-footer'><Text>{visible.length < rows.length ? '上拉加载更多' : `共${rows.length}份`}</Text></View>}
    </View>
  )
}
