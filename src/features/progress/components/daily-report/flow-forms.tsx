// The daily report's workflow forms (spec §2, /pages/workFlow/workFlowForm/): dailyFill, the section's fillings of a
// day as list cards (what the report will be made of) with the way on to 进度填报 and to the report's fill page; and
// dailyReported, the reported daily report under its approval flow (施工日报审批): the flow detail that fits the
// reader (his to-do with 同意 / 退回, his launch with 撤回, otherwise read only), or the report alone when it was
// approved before it had a flow.
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { NavBar, PageState, goBack } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { wan } from '@/utils/money'
import { FlowBeforeScreen, encodeFlowConfig, resolveScannedTask } from '@/engines/workflow'
import { getDailyReport, getDailyReportById, isEditable, type DailyReport } from '../../api/daily-report'
import { progressFlowForms } from './report-flow-form'
import { FillingCard } from './filling-card'
import { ReportBody } from './report-body'
import '../progress.scss'

function useReport(read: (() => Promise<DailyReport>) | null) {
  const [report, setReport] = useState<DailyReport | null>(null)
  const [error, setError] = useState('')
  const load = useCallback(async () => {
    if (!read) return
    setError('')
    try {
      setReport(await read())
    } catch (err) {
      setError(errorText(err, '加载失败'))
    }
  }, [read])
  useEffect(() => { setReport(null); void load() }, [load])
  useDidShow(() => { if (report) void load() })
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })
  return { report, error, load }
}

export function DailyFillScreen({ contractId, date: asked }: { contractId: string; date?: string }) {
  const [date, setDate] = useState(asked || dayjs().format('YYYY-MM-DD'))
  const read = useCallback(() => getDailyReport(contractId, date), [contractId, date])
  const { report, error, load } = useReport(contractId ? read : null)
  const today = dayjs().format('YYYY-MM-DD')
  const shift = (days: number) => setDate((d) => dayjs(d).add(days, 'day').format('YYYY-MM-DD'))

  if (!contractId) return <PageState status='empty' text='请先在工作台选择合同段' />
  return (
    <View className='pg'>
      <View className='pg-day'>
        <Text className='pg-day__pick' onClick={() => shift(-1)}>‹ 前一天</Text>
        <Text>{date}</Text>
        {date < today ? <Text className='pg-day__pick' onClick={() => shift(1)}>后一天 ›</Text> : <Text style={{ color: '#c0c4cc' }}>后一天 ›</Text>}
      </View>
      {error && <PageState status='error' text={error} onRetry={() => void load()} />}
      {!error && !report && <PageState status='loading' />}
      {report && (
        <>
          <Text className='pg-section-head'>{report.contractName}：当日填报{report.items.length}项，产值{wan(report.totalValue)}，照片{report.photoCount}张，日报{report.stateName}</Text>
          {report.items.length === 0 && <PageState inline status='empty' text='当天还没有填报进度' />}
          {report.items.map((i) => <FillingCard key={i.id} item={i} boxed />)}
          <View className='pg-bottom'>
            {date === today && <Text className='pg-bottom__btn' onClick={() => void Taro.navigateTo({ url: routes.progressFilling })}>进度填报</Text>}
            {isEditable(report.state)
              ? <Text className='pg-bottom__btn pg-bottom__btn--primary' onClick={() => void Taro.navigateTo({ url: routes.progressDailyReportFill(date) })}>填写日报</Text>
              : <Text className='pg-bottom__btn pg-bottom__btn--primary' onClick={() => void Taro.navigateTo({ url: routes.dailyReported(report.id) })}>查看日报</Text>}
          </View>
        </>
      )}
    </View>
  )
}

type Reported = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'task'; config: string } | { kind: 'report'; report: DailyReport }

async function findReported(id: string, me: string): Promise<Reported> {
  try {
    const report = await getDailyReportById(id)
    if (!report.flowTaskId) return { kind: 'report', report }
    return { kind: 'task', config: encodeFlowConfig(await resolveScannedTask(report.flowTaskId, me)) }
  } catch (err) {
    return { kind: 'error', text: errorText(err, '施工日报加载失败') }
  }
}

/** /pages/workFlow/workFlowForm/dailyReported/index?id=<report id>: the report under its flow */
export function DailyReportedScreen({ id, me }: { id: string; me: string }) {
  const [found, setFound] = useState<Reported>({ kind: 'loading' })
  const load = useCallback(() => {
    setFound({ kind: 'loading' })
    if (id) void findReported(id, me).then(setFound)
    else setFound({ kind: 'error', text: '缺少日报，无法打开' })
  }, [id, me])
  useEffect(load, [load])
  if (found.kind === 'task') return <FlowBeforeScreen config={found.config} me={me} systemForms={progressFlowForms} />
  return (
    <View className='page'>
      <NavBar title='施工日报审批' back onBack={() => goBack(routes.approvalDailyReport)} />
      {found.kind === 'loading' && <PageState status='loading' />}
      {found.kind === 'error' && <PageState status='error' text={found.text} onRetry={id ? load : undefined} />}
      {found.kind === 'report' && <View className='pg'><ReportBody report={found.report} /></View>}
    </View>
  )
}
