// 发布任务: what is to be done, by when and how urgent, handed to people of the project (several may be picked; the
// first to accept handles it) or to a construction section (its foremen, managers and chief engineers may accept).
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Text, Textarea, View } from '@tarojs/components'
import type { TaskAssignees, TaskPriority } from '@shared/api/tasks'
import { FileUploader, PageState, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { getAssignees, publishTask } from '../api/tasks'
import { dayFromToday } from '../lib/task'
import { ActionButton } from './action-button'
import { AssigneePicker, assigneesBody, assigneesProblem, NO_ASSIGNEES, PriorityAndDue, type Assignees } from './assignee-picker'
import './tasks.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })

export function PublishTaskForm({ onPublished }: { onPublished(): void }) {
  const projectId = storage.get('project')?.id ?? ''
  const [options, setOptions] = useState<TaskAssignees | null>(null)
  const [failure, setFailure] = useState('')
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [priority, setPriority] = useState('1')
  const [dueDate, setDueDate] = useState(dayFromToday(3))
  const [assignees, setAssignees] = useState<Assignees>(NO_ASSIGNEES)
  const [files, setFiles] = useState<UploadItem[]>([])
  const [sending, setSending] = useState(false)

  const load = async () => {
    if (!projectId) return setFailure('请先在工作台选择项目')
    try {
      setOptions(await getAssignees(projectId))
      setFailure('')
    } catch (err) {
      setFailure(errorText(err, '人员加载失败'))
    }
  }
  useEffect(() => { void load() }, [projectId])


  const missing = (): string => {
    if (!title.trim()) return '请填写任务名称'
    if (!content.trim()) return '请填写任务内容'
    if (!dueDate) return '请选择截止日期'
    if (dueDate < dayFromToday(0)) return '截止日期不能早于今天'
    return assigneesProblem(assignees, '任务接收人')
  }

  const send = async () => {
    const why = missing()
    if (why) return toast(why)
    if (sending) return
    setSending(true)
    try {
      const r = await publishTask({
        projectId, title: title.trim(), content: content.trim(), priority: Number(priority) as TaskPriority, dueDate,
        ...assigneesBody(assignees),
        attachments: files.map((f) => ({ name: f.name, url: f.url }))
      })
      void Taro.showToast({ title: `已发布 ${r.billNo}`, icon: 'none', duration: 1500 })
      onPublished()
    } catch (err) {
      toast(errorText(err, '发布失败'))
    } finally {
      setSending(false)
    }
  }

  if (failure) return <PageState status='error' text={failure} onRetry={projectId ? () => void load() : undefined} />
  if (!options) return <PageState status='loading' />
  return (
    <View className='tk-form'>
      <View className='tk-section'>
        <View className='tk-row'>
          <Text className='tk-label'>任务名称</Text>
          <Input className='tk-input' value={title} maxlength={100} placeholder='必填，如：K12+300桥梁资料归档' onInput={(e) => setTitle(e.detail.value)} />
        </View>
        <Textarea className='tk-textarea' value={content} maxlength={2000} placeholder='任务内容：做什么、标准和要求（必填）' onInput={(e) => setContent(e.detail.value)} />
        <PriorityAndDue priority={priority} onPriority={setPriority} dueDate={dueDate} onDueDate={setDueDate} />
      </View>
      <View className='tk-section'>
        <Text className='tk-section__title'>接收方</Text>
        <AssigneePicker options={options} value={assignees} onChange={setAssignees} who='接收人' explain />
      </View>
      <View className='tk-section'>
        <Text className='tk-section__title'>附件</Text>
        <FileUploader value={files} onChange={setFiles} limit={9} />
      </View>
      <View className='tk-actions'>
        <ActionButton label={sending ? '发布中…' : '发布'} kind='primary' busy={sending} onClick={() => void send()} />
      </View>
    </View>
  )
}
