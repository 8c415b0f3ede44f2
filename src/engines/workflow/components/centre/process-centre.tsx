// The process centre (/pages/index/workFlow, main package): the entries of the workflow subpackage and the number
// of to-dos, counted again whenever the page shows or a task changes. Kept free of list code: the lists live in
// the subpackage, which this page preloads.
import { useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { routes } from '@/config/routes'
import { countFlowBefore, FlowCategory } from '../../api/lists'
import { useWorkflowRefresh } from '../../stores/refresh'
import './centre.scss'

interface Entry {
  key: string
  title: string
  note: string
  url: string
  icon: string
  colour: string
}

const ENTRIES: Entry[] = [
  { key: 'launch', title: '发起流程', note: '选择流程发起审批', url: routes.flowLaunch(), icon: '发', colour: '#2979ff' },
  { key: 'todo', title: '待办事宜', note: '等待我审批的流程', url: routes.flowTodo, icon: '待', colour: '#ff9900' },
  { key: 'batch', title: '批量审批', note: '一次处理可批量审批的待办', url: routes.flowBatch, icon: '批', colour: '#fa8c16' },
  { key: 'done', title: '已办事宜', note: '我审批过的流程', url: routes.flowDone, icon: '已', colour: '#19be6b' },
  { key: 'copy', title: '抄送事宜', note: '抄送给我的流程', url: routes.flowCopy, icon: '抄', colour: '#7c4dff' },
  { key: 'entrust', title: '流程委托', note: '委托他人发起或审批', url: routes.entrust(), icon: '委', colour: '#00a2ae' },
  { key: 'scan', title: '扫码', note: '扫描流程二维码查看', url: routes.flowScanForm(), icon: '扫', colour: '#606266' }
]

const badgeText = (n: number) => (n > 99 ? '99+' : String(n))

export function ProcessCentre() {
  const [todo, setTodo] = useState<number | null>(null)

  const count = () => {
    // silent on purpose (a background count, like the unread badges): a failed count leaves the last one (or none)
    // on screen; the entry still opens the list, which says why
    countFlowBefore(FlowCategory.Todo).then(setTodo, () => undefined)
  }
  useDidShow(count)
  useWorkflowRefresh(count)

  return (
    <View className='wf-centre'>
      {ENTRIES.map((entry) => (
        <View
          key={entry.key}
          className='wf-centre__entry'
          role='button'
          aria-label={entry.key === 'todo' && todo ? `${entry.title}，${todo}条待办` : entry.title}
          onClick={() => void Taro.navigateTo({ url: entry.url })}
        >
          <View className='wf-centre__icon' style={{ background: entry.colour }}>
            <Text>{entry.icon}</Text>
          </View>
          <View className='wf-centre__text'>
            <Text className='wf-centre__title'>{entry.title}</Text>
            <Text className='wf-centre__note'>{entry.note}</Text>
          </View>
          {entry.key === 'todo' && todo ? <Text className='wf-centre__badge'>{badgeText(todo)}</Text> : null}
          <Text className='wf-centre__arrow'>›</Text>
        </View>
      ))}
    </View>
  )
}
