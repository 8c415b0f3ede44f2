// The personal lists of the loop: 上报记录 (what I reported) and 隐患整改 (what I must rectify), by state, with the
// overdue ones flagged; a card opens the hazard, and the person responsible accepts or rectifies from the card.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom, useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import type { HazardRowVO } from '@shared/api/safety'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { transitionRecord } from '@/engines/lowcode'
import { getMyHazards } from '../api/mine'
import { HAZARD_MODEL_ID } from '../lib/hazard'
import { hazardDetailUrl } from '../lib/pages'
import { Chips } from './chips'
import { HazardCard, type CardAction } from './hazard-card'
import './safety.scss'

const STATES = [
  { value: 'reported', label: '已上报' }, { value: 'rectifying', label: '整改中' }, { value: 'reviewing', label: '待复查' }, { value: 'closed', label: '已闭合' }
]
const PAGE = 20

export interface MyHazardsProps {
  as: 'reporter' | 'responsible'
  /** where a card opens (问题整改 opens its problemDetail); the 安全隐患 detail by default */
  detailUrl?(id: string): string
  /** what an empty list says */
  emptyText?: string
}

export function MyHazards({ as, detailUrl = hazardDetailUrl, emptyText = '暂无隐患' }: MyHazardsProps) {
  const [state, setState] = useState(as === 'responsible' ? 'rectifying' : '')
  const [rows, setRows] = useState<HazardRowVO[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')

  const load = useCallback(async (n: number) => {
    try {
      const res = await getMyHazards({ as, recordState: state || undefined, currentPage: n, pageSize: PAGE, projectId: storage.get('project')?.id })
      setRows((now) => (n === 1 ? res.list : [...now, ...res.list]))
      setTotal(res.pagination.total)
      setPage(n)
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }, [as, state])

  useEffect(() => { void load(1) }, [load])
  useDidShow(() => { void load(1) })
  usePullDownRefresh(() => { void load(1).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { if (rows.length < total) void load(page + 1) })

  const accept = async (row: HazardRowVO) => {
    try {
      const msg = await transitionRecord(HAZARD_MODEL_ID, row.id, { transition: 'accept' })
      void Taro.showToast({ title: msg || '已接收', icon: 'success' })
      void load(1)
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '操作失败'), icon: 'none', duration: 2500 })
    }
  }
  const actionsOf = (row: HazardRowVO): CardAction[] => {
    if (as !== 'responsible') return []
    if (row.recordState === 'reported') return [{ key: 'accept', label: '接收整改', onClick: () => void accept(row) }]
    if (row.recordState === 'rectifying') return [{ key: 'rectify', label: '整改回复', onClick: () => void Taro.navigateTo({ url: routes.rectificationAddDetail(row.id) }) }]
    return []
  }

  return (
    <View className='hz-list'>
      <Chips label='状态' options={STATES} value={state} onChange={setState} />
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={error} onRetry={() => void load(1)} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text={emptyText} />}
      {rows.map((row) => (
        <HazardCard key={row.id} row={row} actions={actionsOf(row)} onOpen={() => void Taro.navigateTo({ url: detailUrl(row.id) })} />
      ))}
      {status === 'ready' && rows.length > 0 && (
        <View className='hz-list__footer'><Text>{rows.length < total ? '上拉加载更多' : `共${total}条`}</Text></View>
      )}
    </View>
  )
}
