// Who a task goes to, as the task forms ask it (发布任务, 下发检查任务): people of the project, several of them, found
// by name, unit or account, or one construction section; with the priority and the due date every task carries.
import { useMemo, useState } from 'react'
import { Input, Picker, Text, View } from '@tarojs/components'
import type { TaskAssignees } from '@shared/api/tasks'
import { storage } from '@/lib/storage'
import { dayFromToday } from '../lib/task'
import { Chips } from './chips'

const PRIORITIES = [{ value: '1', label: '一般' }, { value: '2', label: '重要' }, { value: '3', label: '紧急' }]
const WAYS = [{ value: 'user', label: '指定人员' }, { value: 'section', label: '指定合同段' }]

export interface Assignees { way: 'user' | 'section'; people: string[]; section: string }
export const NO_ASSIGNEES: Assignees = { way: 'user', people: [], section: '' }

/** what is missing before a task can go out; `who` names the people (检查人, 任务接收人) */
export function assigneesProblem(a: Assignees, who: string): string {
  if (a.way === 'user' && a.people.length === 0) return `请选择${who}`
  if (a.way === 'section' && !a.section) return '请选择接收任务的合同段'
  return ''
}

/** the request's part that says who gets the task */
export const assigneesBody = (a: Assignees) =>
  ({ assignType: a.way, ...(a.way === 'user' ? { assigneeIds: a.people } : { contractId: a.section }) })

export function PriorityAndDue({ priority, onPriority, dueDate, onDueDate }: { priority: string; onPriority(v: string): void; dueDate: string; onDueDate(v: string): void }) {
  return (
    <>
      <Text className='tk-section__title'>优先级</Text>
      <Chips label='优先级' options={PRIORITIES} value={priority} onChange={(v) => v && onPriority(v)} />
      <Picker mode='date' value={dueDate} start={dayFromToday(0)} onChange={(e) => onDueDate(String(e.detail.value))}>
        <View className='tk-row'>
          <Text className='tk-label'>截止日期</Text>
          <Text className='tk-value'>{dueDate}</Text>
        </View>
      </Picker>
    </>
  )
}

interface PickerProps {
  options: TaskAssignees
  value: Assignees
  onChange(v: Assignees): void
  /** the people's name in the group's label (检查人, 接收人) */
  who: string
  /** say how several people or a section receive it */
  explain?: boolean
}

export function AssigneePicker({ options, value, onChange, who, explain }: PickerProps) {
  const me = storage.get('userInfo')?.userId ?? ''
  const [filter, setFilter] = useState('')
  const shown = useMemo(() => {
    const f = filter.trim()
    return options.users.filter((u) => u.id !== me).filter((u) => !f || u.realName.includes(f) || u.organize.includes(f) || u.account.includes(f.toLowerCase()))
  }, [options, filter, me])
  const { people, section } = value
  const toggle = (id: string) => onChange({ ...value, people: people.includes(id) ? people.filter((x) => x !== id) : [...people, id] })
  return (
    <>
      <Chips label='接收方式' options={WAYS} value={value.way} onChange={(v) => v && onChange({ ...value, way: v as Assignees['way'] })} />
      {value.way === 'user' ? (
        <>
          <View className='tk-search'>
            <Input className='tk-search__input' value={filter} placeholder='按姓名或单位筛选' onInput={(e) => setFilter(e.detail.value)} />
          </View>
          <View className='tk-pick' role='group' aria-label={who}>
            {shown.map((u) => (
              <View key={u.id} role='checkbox' aria-checked={people.includes(u.id)} className={`tk-chip${people.includes(u.id) ? ' tk-chip--on' : ''}`} onClick={() => toggle(u.id)}>
                <Text>{u.realName}</Text>
              </View>
            ))}
            {shown.length === 0 && <Text className='tk-hint'>没有符合条件的人员</Text>}
          </View>
          {explain && <Text className='tk-hint'>{people.length ? `已选 ${people.length} 人，由最先接收的人办理` : '可选多人，由最先接收的人办理'}</Text>}
        </>
      ) : (
        <>
          <Chips label='合同段' options={options.sections.map((s) => ({ value: s.id, label: s.enCode }))} value={section} onChange={(v) => onChange({ ...value, section: v })} />
          {explain && <Text className='tk-hint'>{options.sections.find((s) => s.id === section)?.fullName ?? '由该合同段的项目经理、总工或工区长接收'}</Text>}
        </>
      )}
    </>
  )
}
