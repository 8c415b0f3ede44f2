// One contract for every form a flow shows: the coded system forms of the registry (formType 1) and the low-code
// form of formType 2 (online-form.tsx). The detail page owns the buttons; the form hands it its values.
import type { MutableRefObject } from 'react'
import type { FlowBeforeInfoVO, FormOperate } from '@shared/api/workflow'

/** what the detail page asks of the form before an action */
export interface FlowFormHandle {
  /**
   * The values to send. With `validate` the form checks its rules first and, when one fails, shows the message
   * and answers null; without (暂存 / a draft) it answers what is there.
   */
  collect(options: { validate: boolean }): Promise<Record<string, unknown> | null>
  /** the form's own words (its first text), naming a launch kept in the outbox; optional for coded forms */
  summary?(): string | undefined
}

export interface FlowFormProps {
  /** draftData || formData of the detail; {} for a new launch */
  values: Record<string, unknown>
  /** per-field rights of the node (§4.5) */
  formOperates: FormOperate[]
  /** nothing may change (opType not in {-1, 1}, a returned task excepted) */
  readOnly: boolean
  /** the start node: fields missing from formOperates may be written (§4.5 default) */
  startNode: boolean
  /** the form fills it on mount, so the page can collect the values */
  handleRef: MutableRefObject<FlowFormHandle | null>
  /** a coded form of a low-code flow form (formType 2): the form designer JSON and the model, as the online form has them */
  propertyJson?: string
  formId?: string
  /** the task's detail as the page read it, for a coded form that shows who has acted (a notice's receipts) */
  info?: FlowBeforeInfoVO
}

/** the low-code form of formType 2, drawn by the low-code renderer */
export interface OnlineFlowFormProps extends FlowFormProps {
  /** flowFormInfo.propertyJson: the form designer JSON */
  propertyJson: string
  /** the flow form id (the low-code model), for widgets that ask the server about their model */
  formId?: string
}
