// 计量申请: the section's own meterings (drafts, those in the countersign, returned and approved), newest period
// first; 新建计量 draws one up from the bill. A draft or a returned metering opens its form, any other its sheet.
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { yuanText } from '../../format'
import { getSectionMeters, type MeterRow } from '../../api/meters'
import '../progress.scss'

const PAGE = 20
export const METER_TAG: Record<number, string> = { 0: 'pg-tag--warn', 1: '', 2: '', 3: 'pg-tag--bad', 4: 'pg-tag--ok' }

export function MeterApplyScreen({ contractId }: { contractId: string }) {
  const [rows, setRows] = useState<MeterRow[] | null>(null)
  const [error, setError] = useState('')
  const [shown, setShown] = useState(PAGE)
  const load = useCallback(async () => {
    setError('')
    try {
      setRows(await getSectionMeters(contractId))
    } catch (err) {
      setError(errorText(err, '加载失败'))
    }
  }, [contractId])
  useEffect(() => {
    setRows(null)
    setShown(PAGE)
    if (contractId) void load()
  }, [contractId, load])
  useDidShow(() => { if (contractId && rows) void load() })
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => setShown((n) => n + PAGE))

  if (!contractId) return <PageState status='empty' text='请先在工作台选择合同段' />
  const visible = (rows ?? []).slice(0, shown)
  return (
    <View className='pg'>
      {error && !rows && <PageState status='error' text={error} onRetry={() => void load()} />}
      {!error && !rows && <PageState status='loading' />}
      {error && rows && <PageState inline status='error' text={error} onRetry={() => void load()} />}
      {rows && rows.length === 0 && <PageState inline status='empty' text='本合同段还没有计量，点击下方“新建计量”开始' />}
      {visible.map((r) => (
        <View key={r.id} className='pg-card' role='button' onClick={() => void Taro.navigateTo({ url: routes.meterApplyForm(r.id) })}>
          <View className='pg-node__head'>
            <Text className={`pg-tag ${METER_TAG[r.state] ?? ''}`}>{r.stateName}</Text>
            <Text className='pg-node__name pg-ellipsis' style={{ fontWeight: 600 }}>{r.period}期计量</Text>
            <Text className='pg-node__pct'>{yuanText(r.amount)}</Text>
          </View>
          {r.remark ? <Text className='pg-meta pg-ellipsis'>{r.remark}</Text> : null}
          {r.state === 3 && r.opinion ? <Text className='pg-meta pg-ellipsis' style={{ color: '#fa3534' }}>退回意见：{r.opinion}</Text> : null}
        </View>
      ))}
      {rows && rows.length > 0 && <View className='pg-footer'><Text>{visible.length < rows.length ? '上拉加载更多' : `共${rows.length}份`}</Text></View>}
      <View className='pg-bottom'>
        <Text className='pg-bottom__btn pg-bottom__btn--primary' onClick={() => void Taro.navigateTo({ url: routes.meterApplyForm() })}>新建计量</Text>
      </View>
    </View>
  )
}
