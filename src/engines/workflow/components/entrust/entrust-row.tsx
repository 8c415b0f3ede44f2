import { Text, View } from '@tarojs/components'
import { formatDate } from '@/utils'
import type { FlowDelegateItem } from '../../api/delegate'
import { DELEGATE_TYPE_LABEL, delegateStatusTag } from '@/engines/workflow/lib/status'
import { StatusTag } from '../lists/status-tag'
import { personName } from '../lists/flow-row'

export interface EntrustRowProps {
  item: FlowDelegateItem
  /** 我的委托 shows whom I delegated to, 委托给我 who delegated to me */
  mine: boolean
  onEdit?: () => void
  onStop?: () => void
  onDelete?: () => void
}

const time = (v: unknown) => formatDate(v as number, 'yyyy-mm-dd hh:MM')

export function EntrustRow({ item, mine, onEdit, onStop, onDelete }: EntrustRowProps) {
  const tag = delegateStatusTag(item)
  const ended = tag.label === '已结束' || tag.label === '已终止'
  const title = `${DELEGATE_TYPE_LABEL[String(item.type)] ?? '委托'} · ${mine ? `委托给${personName(item.toUserName)}` : `${personName(item.userName)}委托给我`}`
  return (
    <View className='wf-row' aria-label={title}>
      <View className='wf-row__head'>
        <Text className='wf-row__title' numberOfLines={1}>
          {title}
        </Text>
        <StatusTag tag={tag} kind='委托状态' />
      </View>
      <View className='wf-entrust__lines'>
        <Text className='wf-entrust__line'>委托流程：{item.flowName || '全部流程'}</Text>
        <Text className='wf-entrust__line'>
          委托时间：{time(item.startTime)} 至 {time(item.endTime)}
        </Text>
        {item.description ? <Text className='wf-entrust__line'>委托说明：{item.description}</Text> : null}
      </View>
      {mine && (
        <View className='wf-entrust__actions'>
          {!ended && onEdit ? (
            <View className='wf-entrust__action' role='button' onClick={onEdit}>
              <Text>编辑</Text>
            </View>
          ) : null}
          {!ended && onStop ? (
            <View className='wf-entrust__action wf-entrust__action--warn' role='button' onClick={onStop}>
              <Text>终止</Text>
            </View>
          ) : null}
          {onDelete ? (
            <View className='wf-entrust__action wf-entrust__action--danger' role='button' onClick={onDelete}>
              <Text>删除</Text>
            </View>
          ) : null}
        </View>
      )}
    </View>
  )
}
