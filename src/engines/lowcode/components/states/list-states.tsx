// What the list does for a model with record states, kept here so the list itself changes by a few lines: the tag
// beside a row's first value (the flow task state and the record state), and where a row opens. A flow-bound record
// that is no longer the user's to edit opens as the record's detail, where its state, timeline and moves are; a
// draft still opens its flow page to be submitted.
import type { ReactNode } from 'react'
import type { VisualDevConfigVO, VisualDevRow } from '@shared/api/visualdev'
import { FlowStateTag, rowFlowState, rowOpType } from '@/engines/workflow/launch'
import { RowStateTags } from './state-tags'

export const hasRecordStates = (config: VisualDevConfigVO) => Boolean(config.recordStates?.length)

export function rowTag(config: VisualDevConfigVO, row: VisualDevRow, flowBound: boolean): ReactNode {
  if (!flowBound && !hasRecordStates(config)) return undefined
  return (
    <>
      {flowBound && <FlowStateTag row={row} className='lc-flow-tag' />}
      {hasRecordStates(config) && <RowStateTags row={row} states={config.recordStates} />}
    </>
  )
}

/** a flow-bound row of a model with states that the user would only read in the flow page */
export const opensAsRecord = (config: VisualDevConfigVO, row: VisualDevRow, mayEdit: boolean) =>
  hasRecordStates(config) && rowOpType(rowFlowState(row), mayEdit) !== '-1'

/** a row whose state is final: its loop has ended, so it opens read-only and offers no delete (the server refuses both) */
export const isClosedRow = (config: VisualDevConfigVO, row: VisualDevRow) =>
  Boolean(row.recordState && config.recordStates?.some((s) => s.code === row.recordState && s.final))
