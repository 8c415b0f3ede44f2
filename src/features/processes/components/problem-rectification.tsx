// 问题整改 (工程管理): the problems found on site, on the same closed loop as hazards (上报 → 整改 → 复查 → 闭合):
// the ones I must rectify and the ones I reported, by state, from the hazard loop's own lists; a card opens the
// page the caller names. 上报问题 reports one; 自定义问题 proposes one the problem library lacks.
import { useState, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { routes } from '@/config/routes'
import './processes.scss'

const TABS = [{ value: 'responsible', label: '待我整改' }, { value: 'reporter', label: '我上报的' }] as const
export type ProblemTab = typeof TABS[number]['value']

/** the tabs and entries; `list` draws the hazard loop's list of the tab (the page composes the safety feature's) */
export function ProblemRectificationScreen({ list }: { list(tab: ProblemTab): ReactNode }) {
  const [tab, setTab] = useState<ProblemTab>('responsible')
  return (
    <>
      <View className='ep-tabs' role='tablist'>
        {TABS.map((t) => (
          <View key={t.value} role='tab' aria-selected={t.value === tab} className={`ep-tab${t.value === tab ? ' ep-tab--on' : ''}`} onClick={() => setTab(t.value)}>
            <Text>{t.label}</Text>
          </View>
        ))}
      </View>
      <View className='ep-links'>
        <View className='ep-mini ep-mini--primary' role='button' onClick={() => void Taro.navigateTo({ url: routes.reportHidden })}><Text>上报问题</Text></View>
        <View className='ep-mini' role='button' onClick={() => void Taro.navigateTo({ url: routes.addProblem })}><Text>自定义问题</Text></View>
      </View>
      {list(tab)}
    </>
  )
}
