// A list of tasks: mine (我的任务), published by me (发布任务), waiting for my audit (任务审核). State chips and a
// keyword filter it; a site check opens its check page (现场检查任务); it pages on reaching the bottom, refreshes on pull-down and whenever the page shows again (a
// task moved on its detail page comes back in its new state).
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import type { TaskCard as Card, TaskScope } from '@shared/api/tasks'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { getTasks } from '../api/tasks'
import { STATE_FILTERS } from '../lib/task'
import { Chips } from './chips'
import { TaskCard } from './task-card'
import './tasks.scss'

const PAGE = 20

export interface TaskListProps {
  scope: TaskScope
  /** the page a card opens, given the task id */
  detailUrl(id: string): string
  empty: string
  /** only tasks of this kind (the site checks' list) */
  kind?: 'task' | 'siteCheck'
}

export function TaskList({ scope, detailUrl, empty, kind }: TaskListProps) {
  const projectId = storage.get('project')?.id ?? ''
  const [state, setState] = useState(STATE_FILTERS[scope][0].value)
  const [keyword, setKeyword] = useState('')
  const [rows, setRows] = useState<Card[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const shown = useRef(false)

  const load = useCallback(async (n: number) => {
    if (!projectId) {
      setError('请先在工作台选择项目')
      setStatus('error')
      return
    }
    try {
      const res = await getTasks({ projectId, scope, state: state || undefined, keyword: keyword.trim() || undefined, kind, currentPage: n, pageSize: PAGE })
      setRows((now) => (n === 1 ? res.list : [...now, ...res.list]))
      setTotal(res.pagination.total)
      setPage(n)
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '任务加载失败'))
      setStatus('error')
    }
  }, [projectId, scope, state, keyword, kind])

  useEffect(() => { void load(1) }, [load])
  // the first show is the mount's load; later shows are returns from a task
  useDidShow(() => {
    if (shown.current) void load(1)
    shown.current = true
  })
  usePullDownRefresh(() => { void load(1).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { if (status === 'ready' && rows.length < total) void load(page + 1) })

  const [typed, setTyped] = useState('')
  return (
    <View className='tk-list'>
      <View className='tk-search'>
        <Input className='tk-search__input' value={typed} placeholder='搜索任务名称或编号' confirmType='search' maxlength={50}
          onInput={(e) => setTyped(e.detail.value)} onConfirm={() => setKeyword(typed)} onBlur={() => setKeyword(typed)} />
      </View>
      {STATE_FILTERS[scope].length > 1 && <Chips label='状态' options={STATE_FILTERS[scope]} value={state} onChange={setState} />}
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={error} onRetry={projectId ? () => void load(1) : undefined} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text={empty} />}
      {status !== 'error' && rows.map((t) => <TaskCard key={t.id} task={t} onOpen={() => void Taro.navigateTo({ url: t.kind === 'siteCheck' ? routes.siteCheckDetail(t.id) : detailUrl(t.id) })} />)}
      {status === 'ready' && rows.length > 0 && (
        <View className='tk-list__footer'><Text>{rows.length < total ? '上拉加载更多' : `共${total}条`}</Text></View>
      )}
    </View>
  )
}
