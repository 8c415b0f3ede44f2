// A bottom sheet that walks an option tree one level at a time (breadcrumb to go back up), with a search over the
// whole tree. Cascader chooses leaves only; treeSelect any node (its children open with 下级).
import { useEffect, useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { AtFloatLayout } from 'taro-ui'
import type { LcOption } from '../../types'
import { flattenTree, isLeaf, pathKey, type OptionPath } from './option-tree'
import './basic.scss'

export interface TreeSheetProps {
  open: boolean
  title: string
  options: LcOption[]
  /** 'leaf': only nodes without children are chosen (cascader); 'any': every node (treeSelect) */
  choose: 'leaf' | 'any'
  multiple: boolean
  selected: OptionPath[]
  onClose: () => void
  onConfirm: (paths: OptionPath[]) => void
}

export function TreeSheet({ open, title, options, choose, multiple, selected, onClose, onConfirm }: TreeSheetProps) {
  const [trail, setTrail] = useState<OptionPath>([])
  const [draft, setDraft] = useState<OptionPath[]>([])
  const [keyword, setKeyword] = useState('')
  useEffect(() => {
    if (!open) return
    // a single choice reopens on the level it was made
    setTrail(!multiple && selected[0] ? selected[0].slice(0, -1) : [])
    setDraft(selected)
    setKeyword('')
  }, [open])

  if (!open) return null
  const level = trail.length ? trail[trail.length - 1].children ?? [] : options
  const selectable = (o: LcOption) => !o.disabled && (choose === 'any' || isLeaf(o))
  const isOn = (path: OptionPath) => draft.some((p) => pathKey(p) === pathKey(path))
  const pick = (path: OptionPath) => {
    if (!multiple) return onConfirm([path])
    setDraft(isOn(path) ? draft.filter((p) => pathKey(p) !== pathKey(path)) : [...draft, path])
  }
  const found = keyword.trim()
    ? flattenTree(options).filter((path) => selectable(path[path.length - 1]) && path[path.length - 1].label.includes(keyword.trim()))
    : undefined

  const row = (path: OptionPath, text: string, drill: boolean) => {
    const node = path[path.length - 1]
    const canPick = selectable(node)
    return (
      <View key={pathKey(path)} className={`lc-sheet__option${isOn(path) ? ' lc-sheet__option--on' : ''}`} role='option' aria-selected={isOn(path)}>
        <View
          className='lc-sheet__option-label'
          onClick={() => (canPick ? pick(path) : drill && setTrail(path))}
        >
          <Text>{text}</Text>
        </View>
        {isOn(path) && <Text className='lc-sheet__check'>✓</Text>}
        {drill && (
          <View className='lc-sheet__drill' role='button' aria-label={`${node.label}的下级`} onClick={() => setTrail(path)}>
            {canPick ? '下级 ›' : '›'}
          </View>
        )}
      </View>
    )
  }

  return (
    <AtFloatLayout isOpened title={title} onClose={onClose}>
      <View className='lc-sheet__search'>
        <Input className='lc-sheet__search-input' value={keyword} placeholder='搜索' onInput={(e) => setKeyword(e.detail.value)} />
      </View>
      {!found && (
        <View className='lc-sheet__crumbs'>
          <Text className='lc-sheet__crumb' onClick={() => setTrail([])}>
            全部
          </Text>
          {trail.map((o, i) => (
            <Text key={pathKey(trail.slice(0, i + 1))} className='lc-sheet__crumb' onClick={() => setTrail(trail.slice(0, i + 1))}>
              {` / ${o.label}`}
            </Text>
          ))}
        </View>
      )}
      <View className='lc-sheet__list' role='listbox' aria-multiselectable={multiple}>
        {found
          ? found.map((path) => row(path, path.map((o) => o.label).join(' / '), false))
          : level.map((o) => row([...trail, o], o.label, !isLeaf(o)))}
        {(found ?? level).length === 0 && <Text className='lc-muted lc-sheet__empty'>{found ? '没有匹配的选项' : '暂无选项'}</Text>}
      </View>
      {multiple && (
        <View className='lc-sheet__footer'>
          <View className='lc-btn lc-btn--plain' role='button' onClick={() => setDraft([])}>
            清空
          </View>
          <View className='lc-btn lc-btn--primary' role='button' onClick={() => onConfirm(draft)}>
            {`确定${draft.length ? `(${draft.length})` : ''}`}
          </View>
        </View>
      )}
    </AtFloatLayout>
  )
}
