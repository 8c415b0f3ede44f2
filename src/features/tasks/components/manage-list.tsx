// 任务管理: every task of the project for its managers, filtered by state, section, person, due date (overdue or due
// within 7 days), kind and keyword, paged, refreshed on pull-down and on coming back; 导出Excel exports the tasks
// under the filters. A site check opens its check page, any other task the task centre's detail.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Input, Picker, Text, View } from '@tarojs/components'
import type { TaskAssignees, TaskCard as Card, TaskDueFilter, TaskKind } from '@shared/api/tasks'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { saveExport } from '@/engines/lowcode'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { usePagedList } from '@/lib/use-paged-list'
import { Chips } from './chips'
import { exportTasks, getAssignees, getTasks } from '../api/tasks'
import { STATE_FILTERS } from '../lib/task'
import { TaskCard } from './task-card'
import './tasks.scss'
import './task-checks.scss'

const PAGE = 20
const STATES = [...STATE_FILTERS.all.slice(0, 1), { value: 'pending', label: '待接收' }, { value: 'doing,returned', label: '进行中' }, { value: 'auditing', label: '待审核' }, { value: 'done', label: '已完成' }, { value: 'cancelled', label: '已撤销' }]
const DUES = [{ value: '', label: '全部期限' }, { value: 'overdue', label: '已逾期' }, { value: 'week', label: '7日内到期' }]
const KINDS = [{ value: '', label: '全部类型' }, { value: 'task', label: '一般任务' }, { value: 'siteCheck', label: '现场检查' }]
const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })

export const openTask = (t: Card) => void Taro.navigateTo({ url: t.kind === 'siteCheck' ? routes.siteCheckDetail(t.id) : routes.myTaskDetail(t.id) })

export function TaskManageList() {
  const projectId = storage.get('project')?.id ?? ''
  const [state, setState] = useState('')
  const [due, setDue] = useState('')
  const [kind, setKind] = useState('')
  const [contractId, setContractId] = useState('')
  const [assigneeId, setAssigneeId] = useState('')
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [options, setOptions] = useState<TaskAssignees>({ users: [], sections: [] })
  const [exporting, setExporting] = useState(false)
  const shown = useRef(false)

  useEffect(() => {
    if (projectId) getAssignees(projectId).then(setOptions).catch((err) => toast(errorText(err, '人员加载失败')))
  }, [projectId])

  const filters = useMemo(() => ({
    projectId, state: state || undefined, due: (due || undefined) as TaskDueFilter | undefined, kind: (kind || undefined) as TaskKind | undefined,
    contractId: contractId || undefined, assigneeId: assigneeId || undefined, keyword: keyword.trim() || undefined
  }), [projectId, state, due, kind, contractId, assigneeId, keyword])
  const fetchPage = useCallback(async (n: number) => {
    if (!projectId) throw new Error('请先在工作台选择项目')
    return getTasks({ ...filters, scope: 'all', currentPage: n, pageSize: PAGE })
  }, [filters, projectId])
  const list = usePagedList(fetchPage, toast)
  const { items: rows, status, total, hasMore } = list
  useEffect(() => { void list.reload() }, [fetchPage, list.reload])
  useDidShow(() => {
    if (shown.current) void list.reload(true)
    shown.current = true
  })
  usePullDownRefresh(() => { void list.reload(true).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { void list.loadMore() })

  const download = async () => {
    if (exporting) return
    if (total === 0) return toast('没有符合条件的任务可导出')
    const res = await Taro.showModal({ title: '导出', content: `将筛选出的${total}条任务导出为 Excel 文件？`, confirmText: '导出', cancelText: '取消' })
    if (!res.confirm) return
    setExporting(true)
    try {
      const { projectId: p, ...rest } = filters
      await saveExport(await exportTasks({ projectId: p, ...rest }))
    } catch (err) {
      toast(errorText(err, '导出失败'))
    } finally {
      setExporting(false)
    }
  }

  const sectionNames = ['全部合同段', ...options.sections.map((s) => `${s.enCode} ${s.fullName}`)]
  const sectionIndex = Math.max(0, options.sections.findIndex((s) => s.id === contractId) + 1)
  const userNames = ['全部人员', ...options.users.map((u) => `${u.realName} ${u.organize}`)]
  const userIndex = Math.max(0, options.users.findIndex((u) => u.id === assigneeId) + 1)
  return (
    <View className='tk-list'>
      <View className='tk-search'>
        <Input className='tk-search__input' value={typed} placeholder='搜索任务名称或编号' confirmType='search' maxlength={50}
          onInput={(e) => setTyped(e.detail.value)} onConfirm={() => setKeyword(typed)} onBlur={() => setKeyword(typed)} />
      </View>
      <Chips label='状态' options={STATES} value={state} onChange={setState} />
      <Chips label='截止日期' options={DUES} value={due} onChange={setDue} />
      <Chips label='类型' options={KINDS} value={kind} onChange={setKind} />
      <View className='tc-bar'>
        <Picker mode='selector' range={sectionNames} value={sectionIndex} onChange={(e) => setContractId(Number(e.detail.value) === 0 ? '' : options.sections[Number(e.detail.value) - 1].id)}>
          <View className='tc-picker'><Text className='tc-picker__text'>{sectionNames[sectionIndex]}</Text><Text>▾</Text></View>
        </Picker>
        <Picker mode='selector' range={userNames} value={userIndex} onChange={(e) => setAssigneeId(Number(e.detail.value) === 0 ? '' : options.users[Number(e.detail.value) - 1].id)}>
          <View className='tc-picker'><Text className='tc-picker__text'>{userNames[userIndex]}</Text><Text>▾</Text></View>
        </Picker>
      </View>
      <View className='tc-bar'>
        <View role='button' className={`tc-link${exporting ? ' tc-link--off' : ''}`} onClick={() => void download()}><Text>{exporting ? '导出中…' : '导出Excel'}</Text></View>
        <View role='button' className='tc-link' onClick={() => void Taro.navigateTo({ url: routes.addManage })}><Text>检查表维护</Text></View>
        <View role='button' className='tc-link' onClick={() => void Taro.navigateTo({ url: routes.increasePublishPage })}><Text>发布任务</Text></View>
      </View>
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={list.error} onRetry={projectId ? () => void list.reload() : undefined} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text='暂无符合条件的任务' />}
      {status !== 'error' && rows.map((t) => (
        <View key={t.id}>
          {t.kind === 'siteCheck' && <Text className='tc-kind'>现场检查</Text>}
          <TaskCard task={t} onOpen={() => openTask(t)} />
        </View>
      ))}
      {status === 'ready' && rows.length > 0 && (
        <View className='tk-list__footer'><Text>{list.loadingMore ? '加载中…' : hasMore ? '上拉加载更多' : `共${total}条`}</Text></View>
      )}
    </View>
  )
}
