// 修改记录 on the detail page: who changed which fields of the record, from what to what, newest first, as a short
// timeline (GET .../{id}/History). Loading, empty and error states of its own, so a failure here never hides the
// record above it.
import { useCallback, useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { VisualDevHistoryItem } from '@shared/api/visualdev'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { formatDate } from '@/utils'
import { getRecordHistory } from '../../api/records'
import './record-history.scss'

export interface RecordHistoryProps {
  modelId: string
  id: string
  /** changes when the record was reloaded (back from editing), so the timeline follows */
  refreshKey?: number
}

const shown = (v: string) => (v === '' ? '（空）' : v)

export function RecordHistory({ modelId, id, refreshKey = 0 }: RecordHistoryProps) {
  const [items, setItems] = useState<VisualDevHistoryItem[] | null>(null)
  const [error, setError] = useState('')
  const request = useRef(0)

  const load = useCallback(async () => {
    const n = ++request.current
    setError('')
    try {
      const list = await getRecordHistory(modelId, id)
      if (n === request.current) setItems(list)
    } catch (err) {
      if (n === request.current) setError(errorText(err, '修改记录加载失败'))
    }
  }, [modelId, id])

  useEffect(() => {
    void load()
  }, [load, refreshKey])

  return (
    <View className='lc-history' aria-label='修改记录'>
      <View className='lc-history__title'><Text>修改记录</Text></View>
      {error ? <PageState inline status='error' text={error} onRetry={() => void load()} />
        : !items ? <PageState inline status='loading' />
          : items.length === 0 ? <PageState inline status='empty' text='暂无修改记录' />
            : items.map((item) => (
              <View key={item.id} className='lc-history__item'>
                <View className='lc-history__dot' />
                <View className='lc-history__head'>
                  <Text className='lc-history__who'>{item.creatorUser || '未知用户'}</Text>
                  <Text className='lc-history__when'>{formatDate(item.creatorTime, 'yyyy-mm-dd hh:MM')}</Text>
                </View>
                {item.changes.map((c) => (
                  <View key={c.field} className='lc-history__change'>
                    <Text className='lc-history__label'>{c.label}：</Text>
                    <Text className='lc-history__old'>{shown(c.oldValue)}</Text>
                    <Text className='lc-history__arrow'> → </Text>
                    <Text className='lc-history__new'>{shown(c.newValue)}</Text>
                  </View>
                ))}
              </View>
            ))}
    </View>
  )
}
