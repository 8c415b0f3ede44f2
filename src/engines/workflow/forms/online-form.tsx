// The low-code form of a flow (formType 2): the node's field rights (form-operates) applied to the normalised form,
// drawn by the low-code engine's renderer. The workflow engine sits above the low-code one: it imports the low-code
// index, and the low-code engine reaches the workflow only through its cycle-free door (../../launch.ts).
import { FormRenderer } from '@/engines/lowcode'
import { useOnlineFlowForm } from './use-online-flow-form'
import type { OnlineFlowFormProps } from './types'

export function OnlineFlowForm(props: OnlineFlowFormProps) {
  const { user, model, store } = useOnlineFlowForm(props)
  return <FormRenderer fields={model.fields} form={store} conf={model.conf} user={user} modelId={props.formId} disabled={props.readOnly} />
}
