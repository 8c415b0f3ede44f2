import { View, Text } from '@tarojs/components'
import { TASK_PRIORITY_NAMES, type TaskCard as Card } from '@shared/api/tasks'
import { PRIORITY_COLOURS, STATE_COLOURS } from '../lib/task'

/** one task in a list: title, state (and 逾期), priority, who it is for, by when, how far, and who acts next */
export function TaskCard({ task, onOpen }: { task: Card; onOpen(): void }) {
  const colour = STATE_COLOURS[task.state]
  return (
    <View className='tk-card' onClick={onOpen}>
      <View className='tk-card__head'>
        <Text className='tk-card__title'>{task.title}</Text>
        {task.overdue && <Text className='tk-tag tk-tag--overdue'>逾期</Text>}
        <Text className='tk-tag' style={{ color: colour, borderColor: colour }}>{task.stateName}</Text>
      </View>
      <Text className='tk-card__meta'>
        <Text style={{ color: PRIORITY_COLOURS[task.priority] }}>{TASK_PRIORITY_NAMES[task.priority]}</Text>
        {`  ${task.billNo}  截止 ${task.dueDate}`}
      </Text>
      <Text className='tk-card__meta'>{`接收：${task.assigneeText}  发布：${task.publisherName}`}</Text>
      <View className='tk-progress'><View className='tk-progress__bar' style={{ width: `${task.progress}%` }} /></View>
      {task.nextText ? <Text className='tk-card__next'>{task.nextText}</Text> : null}
    </View>
  )
}
