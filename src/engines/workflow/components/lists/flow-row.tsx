import { Text, View } from '@tarojs/components'
import { relativeTime } from '@/utils'
import type { StatusTag as Tag } from '@/engines/workflow/lib/status'
import { urgencyTag } from '@/engines/workflow/lib/status'
import { StatusTag } from './status-tag'

export interface FlowRowProps {
  title: string
  status?: Tag
  flowUrgent?: unknown
  /** "realName/account" of the launcher */
  launcher?: string
  node?: string
  time?: number | string | null
  /** the person on whose behalf I handle it */
  delegateUser?: string | null
  onOpen: () => void
}

/** "张华/zhanghua" -> 张华 */
export function personName(value: string | null | undefined): string {
  return (value ?? '').split('/')[0].trim()
}

/** one task card of the workflow lists */
export function FlowRow({ title, status, flowUrgent, launcher, node, time, delegateUser, onOpen }: FlowRowProps) {
  const delegate = personName(delegateUser)
  const when = relativeTime(time ?? undefined)
  return (
    <View className='wf-row' role='button' aria-label={title} onClick={onOpen}>
      <View className='wf-row__head'>
        <Text className='wf-row__title' numberOfLines={2}>
          {title}
        </Text>
        <StatusTag tag={status} kind='状态' />
      </View>
      <View className='wf-row__meta'>
        {launcher ? <Text className='wf-row__field'>发起人：{personName(launcher)}</Text> : null}
        {node ? <Text className='wf-row__field'>当前节点：{node}</Text> : null}
      </View>
      <View className='wf-row__foot'>
        <StatusTag tag={urgencyTag(flowUrgent)} kind='紧急程度' />
        {delegate ? <Text className='wf-row__delegate'>代{delegate}审批</Text> : null}
        <Text className='wf-row__time'>{when}</Text>
      </View>
    </View>
  )
}
