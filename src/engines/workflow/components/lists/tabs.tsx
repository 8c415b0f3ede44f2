import { Text, View } from '@tarojs/components'

/** the two-tab switch of the launch and delegation screens */
export function Tabs({ labels, current, onChange }: { labels: string[]; current: number; onChange: (index: number) => void }) {
  return (
    <View className='wf-tabs' role='tablist'>
      {labels.map((label, i) => (
        <View key={label} className={`wf-tabs__tab${i === current ? ' wf-tabs__tab--on' : ''}`} role='tab' aria-selected={i === current} onClick={() => onChange(i)}>
          <Text>{label}</Text>
        </View>
      ))}
    </View>
  )
}
