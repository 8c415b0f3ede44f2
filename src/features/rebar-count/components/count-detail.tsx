// One saved count: the photo with the saved rings, the count (and what the detector found), specification, section,
// who counted and when, the note.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { RebarCountDetail } from '@shared/api/rebar'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { formatDate } from '@/utils/format-date'
import { getRebarCount } from '../api/rebar'
import { MarkedPhoto } from './marked-photo'
import './rebar-count.scss'

export function CountDetail({ id }: { id: string }) {
  const [item, setItem] = useState<RebarCountDetail>()
  const [failure, setFailure] = useState('')
  const load = useCallback(async () => {
    setFailure('')
    try { setItem(await getRebarCount(id)) } catch (err) { setFailure(errorText(err, '加载失败')) }
  }, [id])
  useEffect(() => { void load() }, [load])
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  if (failure) return <PageState status='error' text={failure} onRetry={() => void load()} />
  if (!item) return <PageState status='loading' />
  const rows: [string, string][] = [
    ['钢筋规格', item.specification],
    ['数量', `${item.count}根${item.corrected ? `（自动识别${item.detectedCount}根，已人工修正）` : '（自动识别）'}`],
    ['合同段', item.sectionText],
    ['点数人', item.userName],
    ['点数时间', formatDate(item.createdAt, 'yyyy-mm-dd hh:MM')],
    ['备注', item.note || '无']
  ]
  return (
    <View className='rc'>
      <View className='rc-count'>
        <Text className='rc-count__n'>{item.count}</Text>
        <Text className='rc-count__unit'>根</Text>
      </View>
      <MarkedPhoto src={item.photo} width={item.width} height={item.height} marks={item.marks} />
      <View className='rc-section'>
        {rows.map(([label, value]) => (
          <View key={label} className='rc-row'>
            <Text className='rc-label'>{label}</Text>
            <Text className='rc-value'>{value}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
