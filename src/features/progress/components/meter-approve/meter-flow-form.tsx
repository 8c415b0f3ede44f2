// The 计量审批 flow form (meterApprove, formType 1): the task's form holds the metering's id and what the lists show;
// the sheet itself (per bill item the bill quantity, what was metered before, this period's quantity and amount, the
// countersign so far) is read from the progress API as it is now. Nothing in it is written at any node: the
// supervisor and the owner's manager act with the flow's own 同意 / 退回 and opinion.
import { PageState } from '@/components'
import type { FlowFormProps } from '@/engines/workflow'
import { getMeter, type MeterDetail } from '../../api/meters'
import { useFlowRecord } from '../../hooks/use-flow-record'
import { MeterSheet } from '../meter-apply/meter-sheet'
import '../progress.scss'

const WORDS = { missing: '审批单缺少计量单', failed: '计量单加载失败', summary: (m: MeterDetail) => `${m.contractName} ${m.period} 计量` }

export function MeterFlowForm({ values, handleRef }: FlowFormProps) {
  const id = typeof values.meterId === 'string' ? values.meterId : ''
  const { record, error, reload } = useFlowRecord(id, getMeter, WORDS, values, handleRef)
  if (error) return <PageState inline status='error' text={error} onRetry={reload} />
  if (!record) return <PageState inline status='loading' />
  return <MeterSheet detail={record} />
}
