// 打卡记录: the punches of a period in the project in use, newest first; managers see everyone of their sections,
// a worker his own (the server decides); `mine` asks for one's own only (the punch calendar's list). Field service
// only on the field-service set's page.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import type { PunchVO } from '@shared/api/attendance'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getRecords } from '../api'
import { periodDays, type PeriodKey } from '../lib/rules'
import { PeriodChips } from './period'
import { PunchCard } from './punch-card'
import './attendance.scss'

const PAGE = 20

export function RecordsScreen({ projectId, field = false, mine = false }: { projectId?: string; field?: boolean; mine?: boolean }) {
  const [period, setPeriod] = useState<PeriodKey>('week')
  const [rows, setRows] = useState<PunchVO[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const [moreError, setMoreError] = useState('')

  const load = useCallback(async (n: number) => {
    if (n === 1 && rows.length === 0) setStatus('loading')
    try {
      const res = await getRecords({ projectId, ...periodDays(period), field: field ? '1' : undefined, mine: mine ? '1' : undefined, currentPage: n, pageSize: PAGE })
      setRows((now) => (n === 1 ? res.list : [...now, ...res.list]))
      setTotal(res.pagination.total)
      setPage(n)
      setStatus('ready')
      setMoreError('')
    } catch (err) {
      if (n === 1) { setError(errorText(err, '加载失败')); setStatus('error') } else setMoreError(errorText(err, '加载失败'))
    }
  }, [projectId, period, field, mine])

  useEffect(() => { setRows([]); void load(1) }, [load])
  usePullDownRefresh(() => { void load(1).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { if (rows.length < total) void load(page + 1) })

  return (
    <View className='att'>
      <PeriodChips value={period} onChange={setPeriod} />
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={error} onRetry={() => void load(1)} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text={field ? '暂无外勤打卡记录' : '暂无打卡记录'} />}
      {rows.map((p) => <PunchCard key={p.id} punch={p} showName />)}
      {status === 'ready' && rows.length > 0 && (
        <View className='att-footer' onClick={() => { if (moreError) void load(page + 1) }}>
          <Text>{moreError ? `${moreError}，点击重试` : rows.length < total ? '上拉加载更多' : `共${total}条`}</Text>
        </View>
      )}
    </View>
  )
}
