import { Text, View } from '@tarojs/components'

export type DetailTab = 'form' | 'process' | 'records' | 'comments'

const LABELS: Record<DetailTab, string> = { form: '表单信息', process: '流程信息', records: '流转记录', comments: '流程评论' }

export function FlowTabs({ tabs, active, onChange }: { tabs: DetailTab[]; active: DetailTab; onChange: (tab: DetailTab) => void }) {
  return (
    <View className='wf-tabs' role='tablist'>
      {tabs.map((tab) => (
        <View key={tab} className={`wf-tabs__item${tab === active ? ' wf-tabs__item--active' : ''}`} role='tab' aria-selected={tab === active} onClick={() => onChange(tab)}>
          <Text>{LABELS[tab]}</Text>
        </View>
      ))}
    </View>
  )
}
