import { Text, View } from '@tarojs/components'
import { relativeTime } from '@/utils'
import type { NoticeItem } from '../types'

const TYPE_LABEL: Record<number, string> = { 1: '公告', 2: '流程', 3: '系统', 4: '日程' }

/** "张伟/zhangwei" -> "张伟" */
const personName = (v?: string) => (v ?? '').split('/')[0]

export function NoticeRow({ item, onOpen }: { item: NoticeItem; onOpen: (item: NoticeItem) => void }) {
  const unread = Number(item.isRead) !== 1
  const who = personName(item.releaseUser || item.creatorUser)
  const time = item.releaseTime ?? item.lastModifyTime
  return (
    <View className='notice-row' role='button' aria-label={`${unread ? '未读' : '已读'}：${item.title}`} onClick={() => onOpen(item)}>
      <View className='notice-row__head'>
        {unread ? <View className='notice-row__dot' /> : null}
        <Text className={`notice-row__type notice-row__type--${item.type}`}>{TYPE_LABEL[Number(item.type)] ?? '消息'}</Text>
        <Text className={`notice-row__title${unread ? '' : ' notice-row__title--read'}`} numberOfLines={1}>
          {item.title}
        </Text>
      </View>
      {item.excerpt ? (
        <Text className='notice-row__excerpt' numberOfLines={2}>
          {item.excerpt}
        </Text>
      ) : null}
      <View className='notice-row__meta'>
        <Text>{who}</Text>
        <Text>{time ? relativeTime(time) : ''}</Text>
      </View>
    </View>
  )
}
