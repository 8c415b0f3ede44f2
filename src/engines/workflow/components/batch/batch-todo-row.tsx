// One to-do of the batch list: tapping the card ticks it (the detail stays one tap away behind 查看).
import { Text, View } from '@tarojs/components'
import type { FlowBeforeListVO } from '@shared/api/workflow'
import { relativeTime } from '@/utils'
import { urgencyTag } from '@/engines/workflow/lib/status'
import { personName } from '../lists/flow-row'
import { StatusTag } from '../lists/status-tag'

export interface BatchTodoRowProps {
  item: FlowBeforeListVO
  checked: boolean
  onToggle: () => void
  onOpen: () => void
}

export function BatchTodoRow({ item, checked, onToggle, onOpen }: BatchTodoRowProps) {
  const delegate = personName(item.delegateUser)
  return (
    <View className={`wf-row wf-batch-row${checked ? ' wf-batch-row--on' : ''}`}>
      <View className='wf-batch-row__pick' role='checkbox' aria-checked={checked} aria-label={item.fullName} onClick={onToggle}>
        <View className={`wf-batch-check${checked ? ' wf-batch-check--on' : ''}`} />
        <View className='wf-batch-row__body'>
          <Text className='wf-row__title' numberOfLines={1}>{item.fullName}</Text>
          <View className='wf-row__meta'>
            {item.userName ? <Text className='wf-row__field'>发起人：{personName(item.userName)}</Text> : null}
            <Text className='wf-row__field'>{relativeTime(item.creatorTime ?? item.startTime ?? undefined)}</Text>
          </View>
          <View className='wf-row__foot'>
            <StatusTag tag={urgencyTag(item.flowUrgent)} kind='紧急程度' />
            {delegate ? <Text className='wf-row__delegate'>代{delegate}审批</Text> : null}
          </View>
        </View>
      </View>
      <View className='wf-batch-row__open' role='button' aria-label={`查看${item.fullName}`} onClick={onOpen}>
        <Text>查看</Text>
      </View>
    </View>
  )
}
