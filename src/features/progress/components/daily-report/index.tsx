// 进度日报: the section's report of a day (today by default), aggregated by the server from the day's fillings, with
// the actions its state allows (填写日报 while it may change, 去填报 for the day's quantities), and the section's
// earlier reports below, paged, each opening its day.
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Picker, Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getDailyReport, getDailyReports, isEditable, type DailyReport, type ReportRow } from '../../api/daily-report'
import { ReportBody } from './report-body'
import '../progress.scss'

const PAGE = 20

export interface DailyReportScreenProps {
  contractId: string
  date?: string
  onFill(date: string): void
  onFillProgress(date: string): void
}

export function DailyReportScreen({ contractId, date: initial, onFill, onFillProgress }: DailyReportScreenProps) {
  const [date, setDate] = useState(initial || dayjs().format('YYYY-MM-DD'))
  const [report, setReport] = useState<DailyReport | null>(null)
  const [error, setError] = useState('')
  const [rows, setRows] = useState<ReportRow[]>([])
  const [page, setPage] = useState(1)
  const [more, setMore] = useState(false)

  const loadReport = useCallback(async () => {
    setError('')
    try {
      setReport(await getDailyReport(contractId, date))
    } catch (err) {
      setError(errorText(err, '加载失败'))
    }
  }, [contractId, date])
  const loadList = useCallback(async (n: number) => {
    try {
      const res = await getDailyReports({ contractId, currentPage: n, pageSize: PAGE })
      setRows((now) => (n === 1 ? res.list : [...now, ...res.list]))
      setPage(n)
      setMore(res.hasMore)
    } catch {
      // the day's report above says what failed; the history is extra
    }
  }, [contractId])
  useEffect(() => {
    setReport(null)
    if (contractId) void loadReport()
  }, [contractId, loadReport])
  useEffect(() => { if (contractId) void loadList(1) }, [contractId, loadList])
  useDidShow(() => {
    if (contractId && report) {
      void loadReport()
      void loadList(1)
    }
  })
  usePullDownRefresh(() => { void Promise.all([loadReport(), loadList(1)]).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { if (more) void loadList(page + 1) })

  if (!contractId) return <PageState status='empty' text='请先选择合同段' />
  return (
    <View className='pg'>
      <View className='pg-day'>
        <Picker mode='date' value={date} end={dayjs().format('YYYY-MM-DD')} onChange={(e) => setDate(e.detail.value)}>
          <Text>日报日期：<Text className='pg-day__pick'>{date}</Text></Text>
        </Picker>
      </View>
      {error && <PageState status='error' text={error} onRetry={() => void loadReport()} />}
      {!error && !report && <PageState status='loading' />}
      {report && <ReportBody report={report} />}
      <Text className='pg-section-head'>历史日报</Text>
      {rows.length === 0 && <PageState inline status='empty' text='该合同段还没有日报' />}
      {rows.map((r) => (
        <View key={r.id} className='pg-card' onClick={() => setDate(r.date)} role='button'>
          <View className='pg-node__head'>
            <Text className={`pg-tag${r.state === 2 ? ' pg-tag--ok' : r.state === 3 ? ' pg-tag--bad' : r.state === 0 ? ' pg-tag--warn' : ''}`}>{r.stateName}</Text>
            <Text className='pg-node__name pg-ellipsis'>{r.date}  {[r.weather, r.temperature].filter(Boolean).join(' ')}</Text>
          </View>
          <Text className='pg-meta pg-ellipsis'>出勤{r.staff}人  {r.machines}</Text>
        </View>
      ))}
      {rows.length > 0 && <View className='pg-footer'><Text>{more ? '上拉加载更多' : `共${rows.length}份`}</Text></View>}
      {/* a report sent for approval or approved is closed: no bar at all */}
      {report && isEditable(report.state) && (
        <View className='pg-bottom'>
          <Text className='pg-bottom__btn' onClick={() => onFillProgress(date)}>进度填报</Text>
          <Text className='pg-bottom__btn pg-bottom__btn--primary' onClick={() => onFill(date)}>{report.state === -1 ? '填写日报' : '修改日报'}</Text>
        </View>
      )}
    </View>
  )
}
