// 批量审批 on the to-do page's bar: shown only while some of my to-dos wait at nodes that allow batch approval
// (FlowBefore/List/4 has items), with how many; it follows every task change like the lists do.
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
      <Text>批量审批</Text>
    </View>
  )
}
