// 发布任务: what is to be done, by when and how urgent, handed to people of the project (several may be picked; the
// first to accept handles it) or to a construction section (its foremen, managers and chief engineers may accept).
import { useEffect, useMemo, useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Picker, Text, Textarea, View } from '@tarojs/components'
import type { TaskAssignees, TaskPriority } from '@shared/api/tasks'
import { FileUploader, PageState, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { getAssignees, publishTask } from '../api/tasks'
import { dayFromToday } from '../lib/task'
import { ActionButton } from './action-button'
import { Chips } from './chips'
import './tasks.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })
const PRIORITIES = [{ value: '1', label: '一般' }, { value: '2', label: '重要' }, { value: '3', label: '紧急' }]
const WAYS = [{ value: 'user', label: '指定人员' }, { value: 'section', label: '指定合同段' }]

export function PublishTaskForm({ onPublished }: { onPublished(): void }) {
  const projectId = storage.get('project')?.id ?? ''
  const me = storage.get('userInfo')?.userId ?? ''
  const [options, setOptions] = useState<TaskAssignees | null>(null)
  const [failure, setFailure] = useState('')
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [priority, setPriority] = useState('1')
  const [dueDate, setDueDate] = useState(dayFromToday(3))
  const [way, setWay] = useState('user')
  const [people, setPeople] = useState<string[]>([])
  const [section, setSection] = useState('')
  const [filter, setFilter] = useState('')
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

  const shownPeople = useMemo(() => (options?.users ?? []).filter((u) => u.id !== me)
    .filter((u) => !filter.trim() || u.realName.includes(filter.trim()) || u.organize.includes(filter.trim()) || u.account.includes(filter.trim().toLowerCase())), [options, filter, me])
  const toggle = (id: string) => setPeople((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]))

  const missing = (): string => {
    if (!title.trim()) return '请填写任务名称'
    if (!content.trim()) return '请填写任务内容'
    if (!dueDate) return '请选择截止日期'
    if (dueDate < dayFromToday(0)) return '截止日期不能早于今天'
    if (way === 'user' && people.length === 0) return '请选择任务接收人'
    if (way === 'section' && !section) return '请选择接收任务的合同段'
    return ''
  }

  const send = async () => {
    const why = missing()
    if (why) return toast(why)
    if (sending) return
    setSending(true)
    try {
      const r = await publishTask({
        projectId, title: title.trim(), content: content.trim(), priority: Number(priority) as TaskPriority, dueDate,
        assignType: way as 'user' | 'section', ...(way === 'user' ? { assigneeIds: people } : { contractId: section }),
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
        <Text className='tk-section__title'>优先级</Text>
        <Chips label='优先级' options={PRIORITIES} value={priority} onChange={(v) => v && setPriority(v)} />
        <Picker mode='date' value={dueDate} start={dayFromToday(0)} onChange={(e) => setDueDate(String(e.detail.value))}>
          <View className='tk-row'>
            <Text className='tk-label'>截止日期</Text>
            <Text className='tk-value'>{dueDate}</Text>
          </View>
        </Picker>
      </View>
      <View className='tk-section'>
        <Text className='tk-section__title'>接收方</Text>
        <Chips label='接收方式' options={WAYS} value={way} onChange={(v) => v && setWay(v)} />
        {way === 'user' ? (
          <>
            <View className='tk-search'>
              <Input className='tk-search__input' value={filter} placeholder='按姓名或单位筛选' onInput={(e) => setFilter(e.detail.value)} />
            </View>
            <View className='tk-pick' role='group' aria-label='接收人'>
              {shownPeople.map((u) => (
                <View key={u.id} role='checkbox' aria-checked={people.includes(u.id)} className={`tk-chip${people.includes(u.id) ? ' tk-chip--on' : ''}`} onClick={() => toggle(u.id)}>
                  <Text>{u.realName}</Text>
                </View>
              ))}
              {shownPeople.length === 0 && <Text className='tk-hint'>没有符合条件的人员</Text>}
            </View>
            <Text className='tk-hint'>{people.length ? `已选 ${people.length} 人，由最先接收的人办理` : '可选多人，由最先接收的人办理'}</Text>
          </>
        ) : (
          <>
            <Chips label='合同段' options={options.sections.map((s) => ({ value: s.id, label: s.enCode }))} value={section} onChange={setSection} />
            <Text className='tk-hint'>{options.sections.find((s) => s.id === section)?.fullName ?? '由该合同段的项目经理、总工或工区长接收'}</Text>
          </>
        )}
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
