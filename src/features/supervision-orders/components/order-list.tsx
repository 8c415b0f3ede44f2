// 监理指令's list: waiting for me (to reply or to verify), issued by me, or all I may read; filtered by state and
// section; paged on reaching the bottom, refreshed on pull-down and whenever the page shows again (an order moved on
// its detail page comes back in its new state). Supervision engineers get 签发指令.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Picker, Text, View } from '@tarojs/components'
import type { OrderOptions, OrderScope } from '@shared/api/supervision-orders'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { usePagedList } from '@/lib/use-paged-list'
import { getOrderOptions, getOrders } from '../api/orders'
import { SCOPES, STATE_FILTERS } from '../lib/order'
import { Chips } from './chips'
import { OrderCard } from './order-card'
import './orders.scss'

const PAGE = 20

export interface OrderListProps {
  detailUrl(id: string): string
  onIssue(): void
}

export function OrderList({ detailUrl, onIssue }: OrderListProps) {
  const projectId = storage.get('project')?.id ?? ''
  const [scope, setScope] = useState<OrderScope>('todo')
  const [state, setState] = useState('')
  const [contractId, setContractId] = useState('')
  const [options, setOptions] = useState<OrderOptions>({ mayIssue: false, sections: [] })
  const shown = useRef(false)

  useEffect(() => {
    if (!projectId) return
    getOrderOptions(projectId).then(setOptions).catch((err) => void Taro.showToast({ title: errorText(err, '合同段加载失败'), icon: 'none' }))
  }, [projectId])

  const fetchPage = useCallback(async (n: number) => {
    if (!projectId) throw new Error('请先在工作台选择项目')
    return getOrders({ projectId, scope, state: state || undefined, contractId: contractId || undefined, currentPage: n, pageSize: PAGE })
  }, [projectId, scope, state, contractId])
  const toast = useCallback((title: string) => void Taro.showToast({ title, icon: 'none' }), [])
  const list = usePagedList(fetchPage, toast)
  const { items: rows, status, total, hasMore } = list

  // a new list, state or section is a new first page
  useEffect(() => { void list.reload() }, [fetchPage, list.reload])
  useDidShow(() => {
    // back from an order (replied, closed) or from issuing one: refresh without blanking the list
    if (shown.current) void list.reload(true)
    shown.current = true
  })
  usePullDownRefresh(() => { void list.reload(true).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { void list.loadMore() })

  const scopes = options.mayIssue ? SCOPES : SCOPES.filter((s) => s.value !== 'issued')
  const sectionNames = ['全部合同段', ...options.sections.map((s) => `${s.enCode} ${s.fullName}`)]
  const sectionIndex = Math.max(0, options.sections.findIndex((s) => s.id === contractId) + 1)
  const empty = scope === 'todo' ? '暂无待处理的监理指令' : '暂无监理指令'

  return (
    <View className='so-list'>
      <View className='so-segments' role='tablist'>
        {scopes.map((s) => (
          <View key={s.value} role='tab' aria-selected={s.value === scope} className={`so-segment${s.value === scope ? ' so-segment--on' : ''}`} onClick={() => setScope(s.value)}>
            <Text>{s.label}</Text>
          </View>
        ))}
      </View>
      <Chips label='状态' options={STATE_FILTERS} value={state} onChange={setState} />
      {options.sections.length > 1 && (
        <Picker mode='selector' range={sectionNames} value={sectionIndex} onChange={(e) => setContractId(Number(e.detail.value) === 0 ? '' : options.sections[Number(e.detail.value) - 1].id)}>
          <View className='so-picker'><Text className='so-picker__text'>{sectionNames[sectionIndex]}</Text><Text className='so-picker__arrow'>▾</Text></View>
        </Picker>
      )}
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={list.error} onRetry={projectId ? () => void list.reload() : undefined} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text={empty} />}
      {status !== 'error' && rows.map((o) => <OrderCard key={o.id} order={o} onOpen={() => void Taro.navigateTo({ url: detailUrl(o.id) })} />)}
      {status === 'ready' && rows.length > 0 && (
        <View className='so-list__footer'><Text>{list.loadingMore ? '加载中…' : hasMore ? '上拉加载更多' : `共${total}条`}</Text></View>
      )}
      {options.mayIssue && <View className='so-fab' role='button' onClick={onIssue}><Text>签发指令</Text></View>}
    </View>
  )
}
