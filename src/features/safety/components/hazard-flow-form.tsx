// The 隐患整改审批 flow form (hazardFrom; the flow of catalog/safety/flows/hazard.ts, formType 2 on the hazard
// register's model, enCode hazardRectify), handed to the flow detail in place of the generic online form. The node's
// field rights (formOperates) apply exactly as the online form applies them: the same normalised fields, the same
// rights, the same rules and the same values sent back. What the node lets the user read and not write is laid out
// for a decision at a glance (hazard-flow-summary.tsx); what it lets him write (the 责任人整改 node: the measures,
// the completion date and the photos after) is drawn below by the low-code renderer with its own widgets (the photo
// uploader), validated before the action.
import { useMemo } from 'react'
import { View, Text } from '@tarojs/components'
import { useFormField } from '@/lib/form'
import { FormRenderer, type LcField } from '@/engines/lowcode'
import { UNSUPPORTED_FORM_TEXT, useOnlineFlowForm, type FlowFormProps, type SystemFormRegistry } from '@/engines/workflow'
import { HazardSummary } from './hazard-flow-summary'
import './hazard-flow-form.scss'

/** what the summary lays out; a node that writes all of them (the launch) shows the form alone */
const SUMMARY_FIELDS = ['hazardTitle', 'hazardLevel', 'chainage', 'location', 'description', 'photos', 'afterPhotos', 'requirement', 'responsible', 'deadline', 'measures']

/** the value fields of the form, out of their rows and cards */
function leaves(fields: LcField[]): LcField[] {
  return fields.flatMap((f) => (f.vModel ? [f] : [...leaves(f.children ?? []), ...(f.panes ?? []).flatMap((p) => leaves(p.children))]))
}

export function HazardFlowForm(props: FlowFormProps) {
  const { propertyJson, formId, readOnly } = props
  const { user, model, store } = useOnlineFlowForm(props)
  const all = useMemo(() => leaves(model.fields), [model])
  // written here: drawn by the renderer, full width, in the designer's order
  const writable = useMemo(() => all.filter((f) => f.visibleOnApp && !f.noShow && !f.disabled && !f.readonly).map((f) => ({ ...f, span: 24 })), [all])
  const byModel = useMemo(() => new Map(all.map((f) => [f.vModel as string, f])), [all])
  const written = useMemo(() => new Set(writable.map((f) => f.vModel)), [writable])
  const shown = (vModel: string) => {
    const f = byModel.get(vModel)
    return Boolean(f && f.visibleOnApp && !f.noShow && !written.has(vModel))
  }
  const label = (vModel: string, fallback: string) => byModel.get(vModel)?.label || fallback
  const after = useFormField(store, 'afterPhotos')

  if (!propertyJson) return <View className='wf-form-unsupported'><Text>{UNSUPPORTED_FORM_TEXT}</Text></View>
  return (
    <View className='hzf'>
      {SUMMARY_FIELDS.some(shown) ? <HazardSummary values={store.getState().values} afterPhotos={after.value} shown={shown} label={label} /> : null}
      {writable.length ? (
        <View className='hzf__edit'>
          <Text className='hzf__edit-title'>本环节填写</Text>
          <FormRenderer fields={writable} form={store} conf={model.conf} user={user} modelId={formId} disabled={readOnly} />
        </View>
      ) : null}
    </View>
  )
}

/** the safety flows' coded forms for the flow detail (FlowBeforeScreen systemForms), by the flow form's enCode */
export const safetyFlowForms: SystemFormRegistry = { hazardRectify: HazardFlowForm }
