// 工单管理 (order): the work orders (派工单), i.e. the tasks handed to construction sections, with what each has
// consumed so far; a card opens the order's material consumption. A member sees the orders of his sections.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Picker, Text, View } from '@tarojs/components'
import type { WorkOrderCard } from '@shared/api/task-checks'
import type { TaskAssignees } from '@shared/api/tasks'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { storage } from '@/lib/storage'
import { usePagedList } from '@/lib/use-paged-list'
import { getAssignees } from '../api/tasks'
import { TaskCard } from './task-card'
import { getWorkOrders } from '../api/task-checks'
import { openTask } from './manage-list'
import './tasks.scss'
import './task-checks.scss'

const PAGE = 20
const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })

export function WorkOrderList() {
  const projectId = storage.get('project')?.id ?? ''
  const [contractId, setContractId] = useState('')
  const [sections, setSections] = useState<TaskAssignees['sections']>([])
  const shown = useRef(false)
  useEffect(() => {
    if (projectId) getAssignees(projectId).then((o) => setSections(o.sections)).catch(() => setSections([]))
  }, [projectId])
  const fetchPage = useCallback(async (n: number) => {
    if (!projectId) throw new Error('请先在工作台选择项目')
    return getWorkOrders({ projectId, contractId: contractId || undefined, currentPage: n, pageSize: PAGE })
  }, [projectId, contractId])
  const list = usePagedList<WorkOrderCard>(fetchPage, toast)
  const { items: rows, status, total, hasMore } = list
  useEffect(() => { void list.reload() }, [fetchPage, list.reload])
  useDidShow(() => {
    if (shown.current) void list.reload(true)
    shown.current = true
  })
  usePullDownRefresh(() => { void list.reload(true).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { void list.loadMore() })

  const names = ['全部合同段', ...sections.map((s) => `${s.enCode} ${s.fullName}`)]
  const index = Math.max(0, sections.findIndex((s) => s.id === contractId) + 1)
  return (
    <View className='tk-list'>
      <View className='tc-bar'>
        <Picker mode='selector' range={names} value={index} onChange={(e) => setContractId(Number(e.detail.value) === 0 ? '' : sections[Number(e.detail.value) - 1].id)}>
          <View className='tc-picker'><Text className='tc-picker__text'>{names[index]}</Text><Text>▾</Text></View>
        </Picker>
      </View>
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={list.error} onRetry={projectId ? () => void list.reload() : undefined} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text='暂无派工单' />}
      {status !== 'error' && rows.map((o) => (
        <View key={o.id}>
          <TaskCard task={o} onOpen={() => openTask(o)} />
          <View className='tc-item' style={{ marginTop: '-28rpx' }} onClick={() => void Taro.navigateTo({ url: routes.consume({ taskId: o.id }) })}>
            <Text className='tk-card__meta'>{o.consumeCount ? `材料消耗 ${o.consumeCount} 条：${o.consumeText}` : '暂无材料消耗'}</Text>
            <Text className='tk-card__next'>查看材料消耗 ›</Text>
          </View>
        </View>
      ))}
      {status === 'ready' && rows.length > 0 && (
        <View className='tk-list__footer'><Text>{list.loadingMore ? '加载中…' : hasMore ? '上拉加载更多' : `共${total}条`}</Text></View>
      )}
    </View>
  )
}
