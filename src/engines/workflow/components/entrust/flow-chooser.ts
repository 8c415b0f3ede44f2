// The delegation form asks the entrust/flow page which flows to delegate through the shared page bridge.
import { routes } from '@/config/routes'
import { openPicker } from '@/lib/picker-bridge'
import type { DelegableFlow } from '../../api/delegate'

export interface FlowChooserPayload {
  /** ids chosen so far; empty = every flow */
  selected: DelegableFlow[]
}

export interface FlowChooserResult {
  /** empty = every flow */
  flows: DelegableFlow[]
}

export const openFlowChooser = (payload: FlowChooserPayload) => openPicker<FlowChooserResult, FlowChooserPayload>(routes.entrustFlow, payload)
