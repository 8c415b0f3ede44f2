import { useState } from 'react'
import { View } from '@tarojs/components'
import { Tabs } from '../lists/tabs'
import { TemplateList } from './template-list'
import { MyLaunchList } from './my-launch-list'
import '../lists/flow-lists.scss'

const TABS = ['发起流程', '我发起的']

/** /pages/workFlow/flowLaunch: start a flow, or follow the ones I started; `initialTab` 1 opens 我发起的 */
export function FlowLaunchScreen({ initialTab = 0 }: { initialTab?: number }) {
  const [tab, setTab] = useState(initialTab === 1 ? 1 : 0)
  // a tab loads when first shown and then stays mounted, so switching back keeps its search and loaded pages
  const [seen, setSeen] = useState<boolean[]>(() => TABS.map((_, i) => i === tab))
  const show = (index: number) => {
    setTab(index)
    setSeen((prev) => prev.map((v, i) => v || i === index))
  }
  return (
    <View className='wf-screen'>
      <Tabs labels={TABS} current={tab} onChange={show} />
      {seen[0] && (
        <View style={{ display: tab === 0 ? 'block' : 'none' }}>
          <TemplateList active={tab === 0} />
        </View>
      )}
      {seen[1] && (
        <View style={{ display: tab === 1 ? 'block' : 'none' }}>
          <MyLaunchList active={tab === 1} />
        </View>
      )}
    </View>
  )
}
