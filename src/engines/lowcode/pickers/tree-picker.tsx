import { useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { AtSearchBar } from 'taro-ui'
import { PageState } from '@/components'
import { SelectedTags } from './selected-tags'
import { useTreeBrowser, type TreeSource } from './use-tree-browser'
import type { PickedItem, PickerNode } from './types'
import './tree-picker.scss'

export interface TreePickerProps extends TreeSource {
  open: boolean
  title: string
  multiple: boolean
  /** the field's current items (their keys and names) */
  value: PickedItem[]
  searchPlaceholder?: string
  emptyText?: string
  /** several trees behind tabs (usersSelect): the active key is passed to load/search */
  tabs?: { key: string; label: string }[]
  onConfirm: (items: PickedItem[]) => void
  onCancel: () => void
}

/**
 * A full-screen popup that walks a tree one level at a time (breadcrumb back up), searches by keyword, and keeps a
 * draft selection as removable tags until 确定. Rows are tall enough for gloved fingers.
 */
export function TreePicker(props: TreePickerProps) {
  const { open, title, multiple, value, tabs, onConfirm, onCancel } = props
  const [tab, setTab] = useState(tabs?.[0]?.key)
  const [input, setInput] = useState('')
  const b = useTreeBrowser(open, props, value, multiple, tab)
  if (!open) return null

  const picked = (node: PickerNode) => b.draft.some((d) => d.key === node.key)
  const submitSearch = () => b.search(input)

  const row = (node: PickerNode) => {
    const pickable = b.canPick(node)
    const drillable = !b.keyword && !b.isLeaf(node)
    const onMain = () => (drillable ? b.drill(node) : b.toggle(node))
    return (
      <View key={node.key} className='lc-tree__row'>
        {pickable ? (
          <View
            className={`lc-tree__check${picked(node) ? ' lc-tree__check--on' : ''}${multiple ? '' : ' lc-tree__check--radio'}`}
            role={multiple ? 'checkbox' : 'radio'}
            aria-checked={picked(node)}
            aria-label={`选择${node.name}`}
            onClick={() => b.toggle(node)}
          >
            <Text>{picked(node) ? '✓' : ''}</Text>
          </View>
        ) : null}
        <View className='lc-tree__main' role='button' aria-label={drillable ? `进入${node.name}` : node.name} onClick={onMain}>
          <Text className='lc-tree__name'>{node.name}</Text>
          {node.hint || (b.keyword && node.pathNames.length > 1) ? (
            <Text className='lc-tree__hint'>{node.hint ?? node.pathNames.slice(0, -1).join('/')}</Text>
          ) : null}
        </View>
        {drillable ? (
          <View className='lc-tree__drill' role='button' aria-label={`下级${node.name}`} onClick={() => b.drill(node)}>
            <Text className='lc-tree__arrow' />
          </View>
        ) : null}
      </View>
    )
  }

  return (
    <View className='lc-tree' catchMove>
      <View className='lc-tree__panel'>
        <View className='lc-tree__head'>
          <Text className='lc-tree__title'>{title}</Text>
        </View>
        {tabs && tabs.length > 1 ? (
          <View className='lc-tree__tabs' role='tablist'>
            {tabs.map((t) => (
              <View key={t.key} role='tab' aria-selected={t.key === tab} className={`lc-tree__tab${t.key === tab ? ' lc-tree__tab--on' : ''}`} onClick={() => setTab(t.key)}>
                <Text>{t.label}</Text>
              </View>
            ))}
          </View>
        ) : null}
        <AtSearchBar
          value={input}
          placeholder={props.searchPlaceholder ?? '请输入关键词搜索'}
          onChange={(v: string) => setInput(v)}
          onActionClick={submitSearch}
          onConfirm={submitSearch}
          onClear={() => {
            setInput('')
            b.search('')
          }}
        />
        {!b.keyword ? (
          <View className='lc-tree__crumbs'>
            <View className='lc-tree__crumb' role='button' onClick={() => b.back(0)}>
              <Text>全部</Text>
            </View>
            {b.trail.map((n, i) => (
              <View key={n.key} className='lc-tree__crumb' role='button' onClick={() => b.back(i + 1)}>
                <Text>{` / ${n.name}`}</Text>
              </View>
            ))}
          </View>
        ) : null}
        <ScrollView className='lc-tree__list' scrollY>
          {b.status === 'loading' ? <PageState status='loading' inline /> : null}
          {b.status === 'error' ? <PageState status='error' text={b.error} onRetry={b.retry} inline /> : null}
          {b.status === 'ready' && b.level.length === 0 ? (
            <PageState status='empty' inline text={b.keyword ? '没有找到相关数据' : props.emptyText ?? '暂无数据'} />
          ) : null}
          {b.status === 'ready' ? b.level.map(row) : null}
        </ScrollView>
        <View className='lc-tree__picked'>
          <SelectedTags items={b.draft} onRemove={(item) => b.setDraft((d) => d.filter((x) => x.key !== item.key))} emptyText='未选择' />
        </View>
        <View className='lc-tree__bar'>
          <View className='lc-tree__btn' role='button' onClick={onCancel}>
            <Text>取消</Text>
          </View>
          <View className='lc-tree__btn lc-tree__btn--primary' role='button' onClick={() => onConfirm(b.draft)}>
            <Text>{b.draft.length && multiple ? `确定(${b.draft.length})` : '确定'}</Text>
          </View>
        </View>
      </View>
    </View>
  )
}
