// 下发现场检查任务 (addTask › addPage): a manager picks a checklist, names the place to check, and hands the check to
// people of the project or to a section by a due date; its items are copied from the checklist. Leaving a started
// form asks first.
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Text, Textarea, View } from '@tarojs/components'
import type { Checklist } from '@shared/api/task-checks'
import type { TaskAssignees } from '@shared/api/tasks'
import { NavBar, PageState, goBack } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { ActionButton } from './action-button'
import { AssigneePicker, assigneesBody, assigneesProblem, NO_ASSIGNEES, PriorityAndDue, type Assignees } from './assignee-picker'
import { Chips } from './chips'
import { dayFromToday } from '../lib/task'
import { getAssignees } from '../api/tasks'
import { assignSiteCheck, getChecklists } from '../api/task-checks'
import './tasks.scss'
import './task-checks.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })

export function SiteCheckForm() {
  const projectId = storage.get('project')?.id ?? ''
  const [lists, setLists] = useState<Checklist[] | null>(null)
  const [options, setOptions] = useState<TaskAssignees | null>(null)
  const [failure, setFailure] = useState('')
  const [listId, setListId] = useState('')
  const [place, setPlace] = useState('')
  const [content, setContent] = useState('')
  const [priority, setPriority] = useState('2')
  const [dueDate, setDueDate] = useState(dayFromToday(3))
  const [assignees, setAssignees] = useState<Assignees>(NO_ASSIGNEES)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const dirty = Boolean(listId || place.trim() || content.trim() || assignees.people.length || assignees.section)
  const confirmLeave = useLeaveGuard(dirty && !sent, DISCARD_QUESTION)

  const load = async () => {
    if (!projectId) return setFailure('请先在工作台选择项目')
    try {
      const [l, o] = await Promise.all([getChecklists(projectId), getAssignees(projectId)])
      setLists(l.list.filter((x) => x.enabled))
      setOptions(o)
      setFailure('')
    } catch (err) {
      setFailure(errorText(err, '检查表加载失败'))
    }
  }
  useEffect(() => { void load() }, [projectId])

  const list = lists?.find((l) => l.id === listId)

  const send = async () => {
    if (!listId) return toast('请选择检查表')
    if (!place.trim()) return toast('请填写检查部位')
    if (!dueDate || dueDate < dayFromToday(0)) return toast('截止日期不能早于今天')
    const nobody = assigneesProblem(assignees, '检查人')
    if (nobody) return toast(nobody)
    if (sending) return
    setSending(true)
    try {
      const r = await assignSiteCheck({
        projectId, checklistId: listId, place: place.trim(), content: content.trim(), priority: Number(priority) as 1 | 2 | 3, dueDate,
        ...assigneesBody(assignees)
      })
      setSent(true)
      void Taro.showToast({ title: `已下发 ${r.billNo}`, icon: 'none', duration: 1500 })
      void Taro.redirectTo({ url: routes.siteCheckDetail(r.id) })
    } catch (err) {
      toast(errorText(err, '下发失败'))
    } finally {
      setSending(false)
    }
  }

  const leave = async () => { if (await confirmLeave()) goBack(routes.addTask) }
  let body
  if (failure) body = <PageState status='error' text={failure} onRetry={projectId ? () => void load() : undefined} />
  else if (!lists || !options) body = <PageState status='loading' />
  else if (lists.length === 0) body = <PageState status='empty' text='暂无启用的检查表，请先在“检查表维护”中新建' />
  else body = (
    <View className='tk-form'>
      <View className='tk-section'>
        <Text className='tk-section__title'>检查表</Text>
        <Chips label='检查表' options={lists.map((l) => ({ value: l.id, label: l.name }))} value={listId} onChange={setListId} />
        {list && <Text className='tk-hint'>{`${list.category} · ${list.items.length}项：${list.items.map((i) => i.name).join('、')}`}</Text>}
        <View className='tk-row'>
          <Text className='tk-label'>检查部位</Text>
          <Input className='tk-input' value={place} maxlength={100} placeholder='必填，如：K12+420 4#墩作业平台' onInput={(e) => setPlace(e.detail.value)} />
        </View>
        <Textarea className='tk-textarea' value={content} maxlength={500} placeholder='检查要求（选填）' onInput={(e) => setContent(e.detail.value)} />
        <PriorityAndDue priority={priority} onPriority={setPriority} dueDate={dueDate} onDueDate={setDueDate} />
      </View>
      <View className='tk-section'>
        <Text className='tk-section__title'>检查人</Text>
        <AssigneePicker options={options} value={assignees} onChange={setAssignees} who='检查人' />
      </View>
      <View className='tk-actions'>
        <ActionButton label={sending ? '下发中…' : '下发检查任务'} kind='primary' busy={sending} onClick={() => void send()} />
      </View>
    </View>
  )
  return (
    <View className='page'>
      <NavBar title='下发检查任务' back onBack={() => void leave()} />
      {body}
    </View>
  )
}
