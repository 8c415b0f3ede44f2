// The 施工日报审批 flow form (dailyReported, formType 1): the task's form holds the report's id and what the to-do
// lists show; the report itself (the day's fillings with their photos, the header) is read from the progress API,
// as it is now, and only where its reader may see the section. Nothing in it is written at any node: the approver
// acts with the flow's own 同意 / 退回 and opinion.
import { PageState } from '@/components'
import type { FlowFormProps, SystemFormRegistry } from '@/engines/workflow'
import { getDailyReportById, type DailyReport } from '../../api/daily-report'
import { useFlowRecord } from '../../hooks/use-flow-record'
import { MeterFlowForm } from '../meter-approve/meter-flow-form'
import { ReportBody } from './report-body'
import '../progress.scss'

const WORDS = { missing: '审批单缺少施工日报', failed: '施工日报加载失败', summary: (r: DailyReport) => `${r.contractName} ${r.date} 施工日报` }

function DailyReportFlowForm({ values, handleRef }: FlowFormProps) {
  const id = typeof values.reportId === 'string' ? values.reportId : ''
  const { record, error, reload } = useFlowRecord(id, getDailyReportById, WORDS, values, handleRef)
  if (error) return <PageState inline status='error' text={error} onRetry={reload} />
  if (!record) return <PageState inline status='loading' />
  return <ReportBody report={record} />
}

/** the progress module's coded flow forms, for the flow detail of a to-do, a launch or a copy */
export const progressFlowForms: SystemFormRegistry = { dailyReported: DailyReportFlowForm, meterApprove: MeterFlowForm }
