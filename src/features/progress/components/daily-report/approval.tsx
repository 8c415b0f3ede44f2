// 日报审批: the daily reports of the caller's sections by state (待审批 first), paged; a card opens the day's report in
// place, and the way on to its approval flow (施工日报审批), where the approver agrees or sends it back with his
// opinion, and where everyone else sees who has acted.
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { getDailyReport, getDailyReports, type DailyReport, type ReportRow, type ReportState } from '../../api/daily-report'
import { ReportBody } from './report-body'
import '../progress.scss'

const PAGE = 20
const STATES: { value: ReportState; label: string }[] = [{ value: 1, label: '待审批' }, { value: 2, label: '已通过' }, { value: 3, label: '已退回' }]

function Opened({ row }: { row: ReportRow }) {
  const [report, setReport] = useState<DailyReport | null>(null)
  const [error, setError] = useState('')
  const load = useCallback(() => {
    setError('')
    getDailyReport(row.contractId, row.date).then(setReport, (err) => setError(errorText(err, '加载失败')))
  }, [row])
  useEffect(load, [load])
  if (error) return <PageState inline status='error' text={error} onRetry={load} />
  if (!report) return <PageState inline status='loading' />
  return (
    <View>
      <ReportBody report={report} />
      {report.flowTaskId ? (
        <View className='pg-actions'>
          <Text className={`pg-btn${report.state === 1 ? ' pg-btn--primary' : ''}`} onClick={() => void Taro.navigateTo({ url: routes.dailyReported(row.id) })}>
            {report.state === 1 ? '去审批' : '审批记录'}
          </Text>
        </View>
      ) : null}
    </View>
  )
}

export function ApprovalDailyReportScreen({ projectId }: { projectId: string }) {
  const [state, setState] = useState<ReportState>(1)
  const [rows, setRows] = useState<ReportRow[] | null>(null)
  const [error, setError] = useState('')
  const [page, setPage] = useState(1)
  const [more, setMore] = useState(false)
  const [open, setOpen] = useState('')
  const load = useCallback(async (n: number) => {
    setError('')
    try {
      const res = await getDailyReports({ projectId, state, currentPage: n, pageSize: PAGE })
      setRows((now) => (n === 1 || !now ? res.list : [...now, ...res.list]))
      setPage(n)
      setMore(res.hasMore)
    } catch (err) {
      setError(errorText(err, '加载失败'))
    }
  }, [projectId, state])
  useEffect(() => {
    setRows(null)
    setOpen('')
    if (projectId) void load(1)
  }, [projectId, load])
  useDidShow(() => { if (projectId && rows) void load(1) })
  usePullDownRefresh(() => { void load(1).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { if (more) void load(page + 1) })

  if (!projectId) return <PageState status='empty' text='请先选择项目' />
  return (
    <View className='pg'>
      <View className='pg-switch' role='radiogroup' aria-label='日报状态'>
        {STATES.map((s) => (
          <View key={s.value} role='radio' aria-checked={s.value === state} className={`pg-chip${s.value === state ? ' pg-chip--on' : ''}`} onClick={() => setState(s.value)}><Text>{s.label}</Text></View>
        ))}
      </View>
      {error && !rows && <PageState status='error' text={error} onRetry={() => void load(1)} />}
      {!error && !rows && <PageState status='loading' />}
      {error && rows && <PageState inline status='error' text={error} onRetry={() => void load(page)} />}
      {rows && rows.length === 0 && <PageState inline status='empty' text={state === 1 ? '没有待审批的日报' : '暂无日报'} />}
      {(rows ?? []).map((r) => (
        <View key={r.id}>
          <View className='pg-card pg-report' role='button' aria-expanded={open === r.id} onClick={() => setOpen(open === r.id ? '' : r.id)}>
            <View className='pg-node__head'>
              <Text className={`pg-tag${r.state === 2 ? ' pg-tag--ok' : r.state === 3 ? ' pg-tag--bad' : ''}`}>{r.stateName}</Text>
              <Text className='pg-node__name pg-ellipsis' style={{ fontWeight: 600 }}>{r.contractName}</Text>
            </View>
            <Text className='pg-meta pg-ellipsis'>{r.date}  {[r.weather, r.temperature].filter(Boolean).join(' ')}  出勤{r.staff}人</Text>
            {r.approveOpinion && <Text className='pg-meta pg-ellipsis'>审批意见：{r.approveOpinion}</Text>}
          </View>
          {open === r.id && <Opened row={r} />}
        </View>
      ))}
      {rows && rows.length > 0 && <View className='pg-footer'><Text>{more ? '上拉加载更多' : `共${rows.length}份`}</Text></View>}
    </View>
  )
}
