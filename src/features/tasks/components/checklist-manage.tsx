// 检查表维护 (任务管理 › addManage): the project's checklists that site checks are assigned from. A manager creates
// one (name, category, items with their standard), edits it (the checks already assigned keep their items) or
// stops it (停用: no new checks from it). Leaving an unsaved edit asks first.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { CHECKLIST_CATEGORIES, type Checklist, type ChecklistItem } from '@shared/api/task-checks'
import { NavBar, PageState, goBack } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { ActionButton } from './action-button'
import { Chips } from './chips'
import { getChecklists, saveChecklist } from '../api/task-checks'
import './tasks.scss'
import './task-checks.scss'

const toast = (title: string, icon: 'none' | 'success' = 'none') => void Taro.showToast({ title, icon, duration: icon === 'none' ? 2500 : 1500 })
interface Draft { id?: string; name: string; category: string; enabled: boolean; items: ChecklistItem[] }
const blank = (): Draft => ({ name: '', category: CHECKLIST_CATEGORIES[0], enabled: true, items: [{ name: '', requirement: '' }] })

export function ChecklistManage() {
  const projectId = storage.get('project')?.id ?? ''
  const [lists, setLists] = useState<Checklist[] | null>(null)
  const [failure, setFailure] = useState('')
  const [draft, setDraft] = useState<Draft | null>(null)
  const [dirty, setDirty] = useState(false)
  const [saving, setSaving] = useState(false)
  const confirmLeave = useLeaveGuard(dirty, DISCARD_QUESTION)

  const load = useCallback(async () => {
    if (!projectId) return setFailure('请先在工作台选择项目')
    try {
      setLists((await getChecklists(projectId)).list)
      setFailure('')
    } catch (err) {
      setFailure(errorText(err, '检查表加载失败'))
    }
  }, [projectId])
  useEffect(() => { void load() }, [load])
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  const edit = (d: Draft) => {
    setDraft(d)
    setDirty(false)
  }
  const change = (patch: Partial<Draft>) => {
    setDraft((d) => (d ? { ...d, ...patch } : d))
    setDirty(true)
  }
  const changeItem = (i: number, patch: Partial<ChecklistItem>) => change({ items: draft!.items.map((it, n) => (n === i ? { ...it, ...patch } : it)) })
  const removeItem = async (i: number) => {
    const res = await Taro.showModal({ title: '删除检查项', content: `确定删除第${i + 1}个检查项？`, confirmText: '删除', cancelText: '取消' })
    if (res.confirm) change({ items: draft!.items.filter((_, n) => n !== i) })
  }
  const back = async () => {
    if (!draft) return goBack()
    if (await confirmLeave()) {
      setDraft(null)
      setDirty(false)
    }
  }

  const save = async () => {
    if (!draft || saving) return
    if (!draft.name.trim()) return toast('请填写检查表名称')
    if (draft.items.length === 0) return toast('请至少添加一个检查项')
    const bad = draft.items.findIndex((i) => !i.name.trim() || !i.requirement.trim())
    if (bad >= 0) return toast(`请填写第${bad + 1}个检查项的检查项目和检查标准`)
    setSaving(true)
    try {
      await saveChecklist({ projectId, name: draft.name.trim(), category: draft.category, enabled: draft.enabled, items: draft.items.map((i) => ({ name: i.name.trim(), requirement: i.requirement.trim() })) }, draft.id)
      toast('保存成功', 'success')
      setDirty(false)
      setDraft(null)
      await load()
    } catch (err) {
      toast(errorText(err, '保存失败'))
    } finally {
      setSaving(false)
    }
  }

  const title = draft ? (draft.id ? '编辑检查表' : '新建检查表') : '检查表维护'
  return (
    <View className='page'>
      <NavBar title={title} back onBack={() => void back()} />
      {draft ? (
        <View className='tk-form'>
          <View className='tk-section'>
            <View className='tk-row'>
              <Text className='tk-label'>检查表名称</Text>
              <Input className='tk-input' value={draft.name} maxlength={60} placeholder='必填，如：临边防护检查表' onInput={(e) => change({ name: e.detail.value })} />
            </View>
            <Text className='tk-section__title'>检查类别</Text>
            <Chips label='检查类别' options={CHECKLIST_CATEGORIES.map((c) => ({ value: c, label: c }))} value={draft.category} onChange={(v) => v && change({ category: v })} />
            <Chips label='状态' options={[{ value: '1', label: '启用' }, { value: '0', label: '停用' }]} value={draft.enabled ? '1' : '0'} onChange={(v) => change({ enabled: v === '1' })} />
          </View>
          {draft.items.map((it, i) => (
            <View key={i} className='tk-section'>
              <View className='tc-item__head'>
                <Text className='tc-item__name'>{`检查项 ${i + 1}`}</Text>
                <Text className='tc-del' onClick={() => void removeItem(i)}>删除</Text>
              </View>
              <View className='tk-row'>
                <Text className='tk-label'>检查项目</Text>
                <Input className='tk-input' value={it.name} maxlength={100} placeholder='如：防护栏杆设置' onInput={(e) => changeItem(i, { name: e.detail.value })} />
              </View>
              <Textarea className='tk-textarea' value={it.requirement} maxlength={500} placeholder='检查标准（必填），如：上杆高1.2m、下杆高0.6m' onInput={(e) => changeItem(i, { requirement: e.detail.value })} />
            </View>
          ))}
          <View className='tc-bar'>
            <View role='button' className='tc-link' onClick={() => change({ items: [...draft.items, { name: '', requirement: '' }] })}><Text>＋ 添加检查项</Text></View>
          </View>
          <View className='tk-actions'>
            <ActionButton label={saving ? '保存中…' : '保存'} kind='primary' busy={saving} onClick={() => void save()} />
          </View>
        </View>
      ) : (
        <View className='tk-list'>
          {failure && <PageState status='error' text={failure} onRetry={projectId ? () => void load() : undefined} />}
          {!failure && !lists && <PageState status='loading' />}
          {lists && lists.length === 0 && <PageState status='empty' text='暂无检查表，请新建' />}
          {lists?.map((l) => (
            <View key={l.id} className='tc-item' onClick={() => edit({ id: l.id, name: l.name, category: l.category, enabled: l.enabled, items: l.items.map((i) => ({ ...i })) })}>
              <View className='tc-item__head'>
                <Text className='tc-item__name'>{l.name}</Text>
                <Text className={`tc-result${l.enabled ? ' tc-result--pass' : ''}`}>{l.enabled ? '启用' : '停用'}</Text>
              </View>
              <Text className='tc-item__std'>{`${l.category} · ${l.items.length}个检查项 · 已下发${l.used}次`}</Text>
              <Text className='tc-item__std'>{l.items.map((i) => i.name).join('、')}</Text>
            </View>
          ))}
          <View className='tk-fab' role='button' onClick={() => edit(blank())}><Text>新建检查表</Text></View>
        </View>
      )}
    </View>
  )
}
