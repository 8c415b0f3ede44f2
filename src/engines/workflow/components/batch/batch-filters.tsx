// 流程 / 版本 / 节点: one row of chips each. The version row shows only when the to-dos run on more than one
// version of the flow, since the nodes (and what approving them means) may differ between versions.
import { ScrollView, Text, View } from '@tarojs/components'
import type { FlowBatchModel } from '@shared/api/workflow-batch'

/** "请假申请(3)" -> 请假申请 (BatchFlowSelector puts the count in the name) */
export const withoutCount = (fullName: string): string => fullName.replace(/\(\d+\)$/, '')

function ChipRow({ label, items, current, onPick, named }: {
  label: string
  items: FlowBatchModel[]
  current: string
  onPick: (id: string) => void
  named: (item: FlowBatchModel) => string
}) {
  return (
    <View className='wf-batch-filter'>
      <Text className='wf-batch-filter__label'>{label}</Text>
      <ScrollView className='wf-batch-filter__chips' scrollX>
        <View className='wf-batch-filter__track' role='radiogroup' aria-label={label}>
          {items.map((item) => {
            const on = item.id === current
            const count = item.num ?? 0
            return (
              <View
                key={item.id}
                className={`wf-batch-chip${on ? ' wf-batch-chip--on' : ''}${count > 0 ? '' : ' wf-batch-chip--empty'}`}
                role='radio'
                aria-checked={on}
                aria-label={named(item)}
                onClick={() => (on ? undefined : onPick(item.id))}
              >
                <Text>{named(item)}</Text>
                {count > 0 ? <Text className='wf-batch-chip__num'>{count}</Text> : null}
              </View>
            )
          })}
        </View>
      </ScrollView>
    </View>
  )
}

export interface BatchFiltersProps {
  flows: FlowBatchModel[]
  versions: FlowBatchModel[]
  nodes: FlowBatchModel[]
  choice: { templateId: string; flowId: string; nodeCode: string }
  onFlow: (templateId: string) => void
  onVersion: (flowId: string) => void
  onNode: (nodeCode: string) => void
}

export function BatchFilters({ flows, versions, nodes, choice, onFlow, onVersion, onNode }: BatchFiltersProps) {
  return (
    <View className='wf-batch-filters'>
      <ChipRow label='流程' items={flows} current={choice.templateId} onPick={onFlow} named={(f) => withoutCount(f.fullName)} />
      {versions.length > 1 ? <ChipRow label='版本' items={versions} current={choice.flowId} onPick={onVersion} named={(v) => v.fullName} /> : null}
      <ChipRow label='节点' items={nodes} current={choice.nodeCode} onPick={onNode} named={(n) => n.fullName} />
    </View>
  )
}
