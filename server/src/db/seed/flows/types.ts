// A demo flow as the seeder stores it: the template, its one version (the node JSON), the form it runs on and who
// may launch it. Rows are stamped with the seeding time by the seeder.
import type { FlowFormTable, FlowTemplateJsonTable, FlowTemplateTable } from '../../schema'

export interface SeedFlow {
  template: Omit<FlowTemplateTable, 'creatorTime' | 'lastModifyTime'>
  version: Omit<FlowTemplateJsonTable, 'creatorTime' | 'flowTemplateJson'> & { tree: Record<string, unknown> }
  form: Omit<FlowFormTable, 'creatorTime'>
}

/** the WorkFlowCategory dictionary (dt-WorkFlowCategory): flow_template.category holds an item id */
export const FLOW_CATEGORIES: [string, string][] = [
  ['office', '行政办公'], ['safety', '安全管理'], ['metering', '计量支付'], ['engineering', '工程管理'], ['quality', '质量管理']
]
export const category = (code: string) => `dd-WorkFlowCategory-${code}`

/** "<id>--<type>" of a demo user */
export const user = (account: string) => `u-${account}--user`
export const role = (id: string) => `${id}--role`

export function flowForm(f: Pick<FlowFormTable, 'id' | 'enCode' | 'fullName' | 'formType' | 'flowType' | 'category' | 'modelId' | 'flowId'> & { appUrlAddress?: string }): SeedFlow['form'] {
  return {
    urlAddress: '', interfaceUrl: '', propertyJson: '', tableJson: '', draftJson: '', dbLinkId: '', enabledMark: 1, sortCode: 0,
    ...f, appUrlAddress: f.appUrlAddress ?? ''
  }
}
