import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { PageState } from '@/components'
import { getUserOrganizes, getUserPositions, setMajor } from '../api/major'
import type { MajorOption, MajorType } from '../types'
import { confirmAction, toast } from '../lib/confirm'
import { errorText } from '@/lib/error-text'
import { EntryGroup, EntryRow } from './entry-list'
import './major-switcher.scss'
import { toastUnlessShown } from '@/lib/error-text'

export interface MajorSwitcherProps {
  /** after the main organisation or position changed (the page refreshes the session's user info) */
  onChanged: () => Promise<void>
}

interface Section {
  status: 'loading' | 'error' | 'ready'
  error: string
  list: MajorOption[]
}

const words: Record<MajorType, { title: string; mark: string; noun: string; empty: string }> = {
  Organize: { title: '我的组织', mark: '默认', noun: '主要组织', empty: '暂无所属组织' },
  Position: { title: '我的岗位', mark: '主岗', noun: '主要岗位', empty: '暂无岗位' }
}

const loaders: Record<MajorType, () => Promise<MajorOption[]>> = {
  Organize: getUserOrganizes,
  Position: getUserPositions
}

const initial: Section = { status: 'loading', error: '', list: [] }

/** the user's organisations and positions, the default one marked; tapping another makes it the main one */
export function MajorSwitcher({ onChanged }: MajorSwitcherProps) {
  const [sections, setSections] = useState<Record<MajorType, Section>>({ Organize: initial, Position: initial })
  const [busy, setBusy] = useState(false)

  const load = async (type: MajorType) => {
    setSections((s) => ({ ...s, [type]: { ...s[type], status: 'loading', error: '' } }))
    try {
      const list = await loaders[type]()
      setSections((s) => ({ ...s, [type]: { status: 'ready', error: '', list } }))
    } catch (err) {
      setSections((s) => ({ ...s, [type]: { status: 'error', error: errorText(err, '加载失败'), list: [] } }))
    }
  }

  useEffect(() => {
    void load('Organize')
    void load('Position')
  }, [])

  const choose = async (type: MajorType, item: MajorOption) => {
    if (item.isDefault || busy) return
    const ok = await confirmAction({ title: `切换${words[type].noun}`, content: `确定将「${item.fullName}」设为${words[type].noun}吗？` })
    if (!ok) return
    setBusy(true)
    try {
      await setMajor(item.id, type)
      toast('切换成功', 'success')
      await load(type)
      // switched and toasted already; the refresh of the profile around it shows its own error
      await onChanged().catch(() => undefined)
    } catch (err) {
      // a refusal was toasted by the request client, a network failure is said here; the list stays as it was
      toastUnlessShown(err, '切换失败')
    } finally {
      setBusy(false)
    }
  }

  const renderSection = (type: MajorType) => {
    const section = sections[type]
    const w = words[type]
    let body
    if (section.status === 'loading') body = <PageState status='loading' inline />
    else if (section.status === 'error') body = <PageState status='error' text={section.error} onRetry={() => void load(type)} inline />
    else if (section.list.length === 0) body = <PageState status='empty' text={w.empty} inline />
    else
      body = section.list.map((item) => (
        <EntryRow
          key={item.id}
          title={item.fullName}
          note={item.isDefault ? undefined : `点击设为${w.noun}`}
          extra={item.isDefault ? <Text className='pf-major__mark'>{w.mark}</Text> : undefined}
          arrow={false}
          onClick={item.isDefault ? undefined : () => void choose(type, item)}
        />
      ))
    return (
      <EntryGroup key={type} title={w.title}>
        {body}
      </EntryGroup>
    )
  }

  return (
    <View className='pf-major'>
      {renderSection('Organize')}
      {renderSection('Position')}
    </View>
  )
}
