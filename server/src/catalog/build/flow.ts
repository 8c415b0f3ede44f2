// A catalogue flow as the installer stores it: the template, its one version (the node JSON), the form it runs on
// and who may launch it. Rows are stamped with the install time by the installer (../install-flows.ts).
//
// A catalogue flow names no person: its initiators, approvers and copies are roles of the catalogue
// (../system/roles.ts), "<roleId>--role" as the designer stores them. The engine hands a role node to the role's
// members inside the task's project; a node whose role has nobody there follows its errorRule (1, the default: the
// administrators), so a production install works as soon as an administrator puts people into the roles.
import type { FlowFormTable, FlowTemplateJsonTable, FlowTemplateTable } from '../../db/schema'

export interface CatalogFlow {
  template: Omit<FlowTemplateTable, 'creatorTime' | 'lastModifyTime'>
  version: Omit<FlowTemplateJsonTable, 'creatorTime' | 'flowTemplateJson'> & { tree: Record<string, unknown> }
  form: Omit<FlowFormTable, 'creatorTime'>
}

/** the WorkFlowCategory dictionary (dt-WorkFlowCategory): flow_template.category holds an item id */
export const FLOW_CATEGORIES: [string, string][] = [
  ['office', '行政办公'], ['safety', '安全管理'], ['metering', '计量支付'], ['engineering', '工程管理'], ['quality', '质量管理']
]
export const category = (code: string) => `dd-WorkFlowCategory-${code}`

/** "<id>--role": a catalogue role as an initiator, approver or copy target */
export const role = (id: string) => `${id}--role`

export function flowForm(f: Pick<FlowFormTable, 'id' | 'enCode' | 'fullName' | 'formType' | 'flowType' | 'category' | 'modelId' | 'flowId'> & { appUrlAddress?: string }): CatalogFlow['form'] {
  return {
    urlAddress: '', interfaceUrl: '', propertyJson: '', tableJson: '', draftJson: '', dbLinkId: '', enabledMark: 1, sortCode: 0,
    ...f, appUrlAddress: f.appUrlAddress ?? ''
  }
}

/** launch rights of a version, one flow_visible row per start-node initiator ("<id>--<type>") */
export function visibleRows(flow: CatalogFlow) {
  const props = (flow.version.tree.properties ?? {}) as { initiator?: string[] }
  return (props.initiator ?? []).map((entry, i) => {
    const [operatorId, operatorType = 'user'] = entry.split('--')
    return { id: `fv-${flow.version.id}-${i + 1}`, flowId: flow.version.id, operatorType, operatorId, type: '1', sortCode: i }
  })
}
