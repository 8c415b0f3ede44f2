// 材料消耗: the materials consumed against one task (opened from the task), or across the project by section, with
// the totals by material, specification and unit on top; a row is deleted by whoever recorded it while the task is
// still in hand (asked first). 登记消耗 opens the form for the task.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Image, Input, Picker, Text, View } from '@tarojs/components'
import type { ConsumeRow, ConsumeTotal } from '@shared/api/task-checks'
import type { TaskAssignees } from '@shared/api/tasks'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { usePagedList } from '@/lib/use-paged-list'
import { getAssignees } from '../api/tasks'
import { deleteConsume, getConsumes } from '../api/task-checks'
import './tasks.scss'
import './task-checks.scss'

const PAGE = 20
const toast = (title: string, icon: 'none' | 'success' = 'none') => void Taro.showToast({ title, icon, duration: icon === 'none' ? 2500 : 1500 })

export function ConsumeList({ taskId }: { taskId?: string }) {
  const projectId = storage.get('project')?.id ?? ''
  const [contractId, setContractId] = useState('')
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [sections, setSections] = useState<TaskAssignees['sections']>([])
  const [totals, setTotals] = useState<ConsumeTotal[]>([])
  const shown = useRef(false)
  useEffect(() => {
    if (projectId && !taskId) getAssignees(projectId).then((o) => setSections(o.sections)).catch(() => setSections([]))
  }, [projectId, taskId])

  const fetchPage = useCallback(async (n: number) => {
    if (!projectId) throw new Error('请先在工作台选择项目')
    const res = await getConsumes({ projectId, taskId, contractId: contractId || undefined, keyword: keyword.trim() || undefined, currentPage: n, pageSize: PAGE })
    if (n === 1) setTotals(res.totals)
    return res
  }, [projectId, taskId, contractId, keyword])
  const list = usePagedList<ConsumeRow>(fetchPage, toast)
  const { items: rows, status, total, hasMore } = list
  useEffect(() => { void list.reload() }, [fetchPage, list.reload])
  useDidShow(() => {
    if (shown.current) void list.reload(true)
    shown.current = true
  })
  usePullDownRefresh(() => { void list.reload(true).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { void list.loadMore() })

  const remove = async (r: ConsumeRow) => {
    const res = await Taro.showModal({ title: '删除消耗记录', content: `确定删除“${r.material} ${r.quantity}${r.unit}”？删除后不能恢复。`, confirmText: '删除', cancelText: '取消' })
    if (!res.confirm) return
    try {
      await deleteConsume(r.id)
      list.remove((x) => x.id === r.id)
      toast('已删除', 'success')
      void list.reload(true)
    } catch (err) {
      toast(errorText(err, '删除失败'))
    }
  }

  const names = ['全部合同段', ...sections.map((s) => `${s.enCode} ${s.fullName}`)]
  const index = Math.max(0, sections.findIndex((s) => s.id === contractId) + 1)
  return (
    <View className='tk-list'>
      {!taskId && (
        <>
          <View className='tk-search'>
            <Input className='tk-search__input' value={typed} placeholder='搜索材料、部位或任务' confirmType='search' maxlength={50}
              onInput={(e) => setTyped(e.detail.value)} onConfirm={() => setKeyword(typed)} onBlur={() => setKeyword(typed)} />
          </View>
          <View className='tc-bar'>
            <Picker mode='selector' range={names} value={index} onChange={(e) => setContractId(Number(e.detail.value) === 0 ? '' : sections[Number(e.detail.value) - 1].id)}>
              <View className='tc-picker'><Text className='tc-picker__text'>{names[index]}</Text><Text>▾</Text></View>
            </Picker>
          </View>
        </>
      )}
      {status === 'ready' && totals.length > 0 && (
        <View className='tk-section'>
          <Text className='tk-section__title'>消耗合计</Text>
          {totals.map((t) => (
            <View key={`${t.material}|${t.specification}|${t.unit}`} className='tc-total'>
              <Text className='tc-total__name'>{`${t.material}${t.specification ? ` ${t.specification}` : ''}（${t.count}次）`}</Text>
              <Text className='tc-total__qty'>{`${t.quantity} ${t.unit}`}</Text>
            </View>
          ))}
        </View>
      )}
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={list.error} onRetry={projectId ? () => void list.reload() : undefined} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text='暂无材料消耗记录' />}
      {status !== 'error' && rows.map((r) => (
        <View key={r.id} className='tc-item'>
          <View className='tc-item__head'>
            <Text className='tc-item__name'>{`${r.material}${r.specification ? ` ${r.specification}` : ''}`}</Text>
            <Text className='tc-total__qty'>{`${r.quantity} ${r.unit}`}</Text>
          </View>
          <Text className='tk-card__meta'>{`${r.usedDate}  ${[r.chainage, r.place].filter(Boolean).join(' ') || '未填部位'}`}</Text>
          {!taskId && <Text className='tk-card__meta'>{`${r.taskBillNo} ${r.taskTitle}`}</Text>}
          <Text className='tk-card__meta'>{`${r.sectionText ? `${r.sectionText}  ` : ''}登记：${r.userName}`}</Text>
          {r.note ? <Text className='tc-item__note'>{r.note}</Text> : null}
          {r.photos.length > 0 && (
            <View className='tk-photos'>
              {r.photos.map((p) => <Image key={p.url} className='tk-photo' src={p.url} mode='aspectFill' onClick={() => void Taro.previewImage({ urls: r.photos.map((x) => x.url), current: p.url })} />)}
            </View>
          )}
          {r.canDelete && <View className='tc-row-actions'><Text className='tc-del' onClick={() => void remove(r)}>删除</Text></View>}
        </View>
      ))}
      {status === 'ready' && rows.length > 0 && (
        <View className='tk-list__footer'><Text>{list.loadingMore ? '加载中…' : hasMore ? '上拉加载更多' : `共${total}条`}</Text></View>
      )}
      <View className='tk-fab' role='button' onClick={() => void Taro.navigateTo({ url: routes.addConsume(taskId) })}><Text>登记消耗</Text></View>
    </View>
  )
}
