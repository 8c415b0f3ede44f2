// 发通知: title, importance, content, attachments, and whom to: sections, roles and people of the current project
// (any mix; the server resolves them to the people at send time). Leaving with something filled in asks first.
import { useEffect, useMemo, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { WORK_MESSAGE_IMPORTANCE_NAMES, type WorkMessageDetail, type WorkMessageImportance, type WorkMessageTargets } from '@shared/api/work-messages'
import { FileUploader, NavBar, PageState, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { getTargets, sendWorkMessage } from '../api/work-messages'
import './work-messages.scss'

const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id])

function ChipPicker({ label, options, value, onChange }: { label: string; options: Array<{ id: string; text: string }>; value: string[]; onChange(v: string[]): void }) {
  return (
    <View className='wm-chips' role='group' aria-label={label}>
      {options.map((o) => (
        <View key={o.id} role='checkbox' aria-checked={value.includes(o.id)} className={`wm-chip${value.includes(o.id) ? ' wm-chip--on' : ''}`} onClick={() => onChange(toggle(value, o.id))}>
          <Text>{o.text}</Text>
        </View>
      ))}
    </View>
  )
}

export function ComposeForm({ onSent, onCancel }: { onSent(m: WorkMessageDetail): void; onCancel(): void }) {
  const projectId = storage.get('project')?.id ?? ''
  const [targets, setTargets] = useState<WorkMessageTargets | null>(null)
  const [loadError, setLoadError] = useState('')
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [importance, setImportance] = useState<WorkMessageImportance>(1)
  const [files, setFiles] = useState<UploadItem[]>([])
  const [sections, setSections] = useState<string[]>([])
  const [roles, setRoles] = useState<string[]>([])
  const [users, setUsers] = useState<string[]>([])
  const [keyword, setKeyword] = useState('')
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const dirty = title !== '' || content !== '' || files.length > 0 || sections.length + roles.length + users.length > 0
  const confirmLeave = useLeaveGuard(dirty && !sent, DISCARD_QUESTION)
  usePullDownRefresh(() => { void Taro.stopPullDownRefresh() })

  const load = async () => {
    try {
      if (!projectId) throw new Error('请先在工作台选择项目')
      setTargets(await getTargets(projectId))
      setLoadError('')
    } catch (err) {
      setLoadError(errorText(err, '通知对象加载失败'))
    }
  }
  useEffect(() => { void load() }, [projectId])

  const people = useMemo(() => (targets?.users ?? [])
    .filter((u) => users.includes(u.id) || !keyword.trim() || u.realName.includes(keyword.trim()) || u.organize.includes(keyword.trim()))
    .map((u) => ({ id: u.id, text: u.realName })), [targets, keyword, users])

  const submit = async () => {
    if (busy) return
    if (!title.trim()) return void Taro.showToast({ title: '请填写通知标题', icon: 'none' })
    if (!content.trim()) return void Taro.showToast({ title: '请填写通知内容', icon: 'none' })
    if (sections.length + roles.length + users.length === 0) return void Taro.showToast({ title: '请选择通知对象', icon: 'none' })
    setBusy(true)
    try {
      const m = await sendWorkMessage({
        projectId, title, content, importance, attachments: files.map((f) => ({ name: f.name, url: f.url })), userIds: users, roleIds: roles, contractIds: sections
      })
      void Taro.showToast({ title: '发送成功', icon: 'success' })
      setSent(true)
      onSent(m)
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '发送失败'), icon: 'none' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <NavBar title='发通知' back onBack={() => void confirmLeave().then((ok) => { if (ok) onCancel() })} />
      {loadError && <PageState status='error' text={loadError} onRetry={() => void load()} />}
      {!loadError && !targets && <PageState status='loading' />}
      {targets && (
        <View className='wm-form'>
          <View className='wm-field'>
            <Text className='wm-field__label'>通知标题</Text>
            <Input className='wm-input' value={title} maxlength={100} placeholder='如：关于开展节前安全大检查的通知' onInput={(e) => setTitle(e.detail.value)} />
          </View>
          <View className='wm-field'>
            <Text className='wm-field__label'>重要程度</Text>
            <View className='wm-chips' role='radiogroup' aria-label='重要程度'>
              {([1, 2, 3] as WorkMessageImportance[]).map((i) => (
                <View key={i} role='radio' aria-checked={i === importance} className={`wm-chip${i === importance ? ' wm-chip--on' : ''}`} onClick={() => setImportance(i)}>
                  <Text>{WORK_MESSAGE_IMPORTANCE_NAMES[i]}</Text>
                </View>
              ))}
            </View>
          </View>
          <View className='wm-field'>
            <Text className='wm-field__label'>通知内容</Text>
            <Textarea className='wm-textarea' value={content} maxlength={2000} placeholder='请填写通知内容' onInput={(e) => setContent(e.detail.value)} />
          </View>
          <View className='wm-field'>
            <Text className='wm-field__label'>附件 / 照片（选填）</Text>
            <FileUploader value={files} onChange={setFiles} limit={9} />
          </View>
          <View className='wm-field'>
            <Text className='wm-field__label'>按合同段</Text>
            <ChipPicker label='按合同段' value={sections} onChange={setSections} options={targets.sections.map((s) => ({ id: s.id, text: s.enCode }))} />
            <Text className='wm-field__label wm-gap'>按角色</Text>
            <ChipPicker label='按角色' value={roles} onChange={setRoles} options={targets.roles.map((r) => ({ id: r.id, text: r.fullName }))} />
            <Text className='wm-field__label wm-gap'>按人员</Text>
            <Input className='wm-input' value={keyword} placeholder='输入姓名或单位筛选' onInput={(e) => setKeyword(e.detail.value)} />
            <View className='wm-gap'><ChipPicker label='按人员' value={users} onChange={setUsers} options={people} /></View>
            <Text className='wm-hint'>可同时选择合同段、角色和人员，发送时按本项目在职人员去重通知</Text>
          </View>
          <View className='wm-actions'>
            <View className={`wm-btn wm-btn--primary${busy ? ' wm-btn--off' : ''}`} onClick={() => void submit()}><Text>发送</Text></View>
          </View>
        </View>
      )}
    </>
  )
}
