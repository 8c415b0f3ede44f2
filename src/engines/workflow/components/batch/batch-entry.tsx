// 批量审批 at the top of the to-do list: a strip shown while some of my to-dos wait at nodes that allow batch
// approval (FlowBefore/List/4 has items), saying how many; it follows every task change like the lists do. A small
// link in the navigation bar went unseen, so the batch page was reachable from nowhere a busy approver looked.
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { routes } from '@/config/routes'
import { countFlowBefore, FlowCategory } from '../../api/lists'
import { useWorkflowRefresh } from '../../stores/refresh'
import './entry.scss'

export function BatchApproveEntry() {
  const [count, setCount] = useState(0)
  const refresh = () => {
    // a count that cannot be read hides the entry; the to-do list itself says what went wrong
    countFlowBefore(FlowCategory.Batch).then(setCount, () => setCount(0))
  }
  useEffect(refresh, [])
  useWorkflowRefresh(refresh)
  if (count <= 0) return null
  return (
    <View className='wf-batch-entry' role='button' aria-label={`批量审批（${count}条）`} onClick={() => void Taro.navigateTo({ url: routes.flowBatch })}>
      <Text className='wf-batch-entry__title'>批量审批</Text>
      <Text className='wf-batch-entry__note'>{`${count}条待办可一次处理`}</Text>
      <Text className='wf-batch-entry__arrow'>›</Text>
    </View>
  )
}
