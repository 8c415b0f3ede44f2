// 选择检查内容 (/pages/apply/hazardInvestigat/treeSelect): the problem library as a tree to tick the problems an
// inspection looks for. A category or item ticks everything under it, a tap on its name opens or folds it; the search keeps
// the ticks (the tree is searched here, ../lib/tree-pick.ts); the bar counts what is ticked and 确定 answers the
// inspection's form through the picker bridge (src/lib/picker-bridge.ts). Leaving without 确定 changes nothing.
import { useCallback, useEffect, useMemo, useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import type { PickedProblem, ProblemNode, ProblemPickPayload } from '@shared/api/pitfalls'
import { NavBar, PageState, goBack } from '@/components'
import { errorText } from '@/lib/error-text'
import { getPickerPayload, releasePicker, resolvePicker } from '@/lib/picker-bridge'
import { getLibraryTree } from '../api/pitfalls'
import { MAJOR_LEVEL, useHazardDictionaries } from '../lib/display'
import { filterTree, pickedOf, problemIdsUnder, tickOf, toggleUnder } from '../lib/tree-pick'
import './pitfalls.scss'

type Tick = 'all' | 'some' | 'none'

function Box({ tick, label, onClick }: { tick: Tick; label: string; onClick(): void }) {
  return (
    <View className={`pf-check pf-check--${tick}`} role='checkbox' aria-checked={tick === 'all' ? true : tick === 'some' ? 'mixed' : false} aria-label={label}
      onClick={(e) => { e.stopPropagation(); onClick() }}>
      <Text>{tick === 'all' ? '✓' : tick === 'some' ? '−' : ''}</Text>
    </View>
  )
}

export function ProblemTreePicker({ pickerId }: { pickerId?: string }) {
  const payload = useMemo(() => getPickerPayload<ProblemPickPayload>(pickerId), [pickerId])
  const { nameOf } = useHazardDictionaries()
  const [tree, setTree] = useState<ProblemNode[] | null>(null)
  const [error, setError] = useState('')
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  // categories open on a tap; an open category shows its items open, a tap on an item folds it
  const [open, setOpen] = useState<Set<string>>(new Set())
  const [folded, setFolded] = useState<Set<string>>(new Set())
  const [selected, setSelected] = useState<Set<string>>(() => new Set(payload?.selected ?? []))
  useEffect(() => () => releasePicker(pickerId), [pickerId])

  const load = useCallback(async () => {
    setError('')
    setTree(null)
    try {
      setTree(await getLibraryTree())
    } catch (err) {
      setError(errorText(err, '问题库加载失败'))
    }
  }, [])
  useEffect(() => { if (payload) void load() }, [payload, load])

  const shown = useMemo(() => filterTree(tree ?? [], keyword), [tree, keyword])
  const searching = keyword.trim() !== ''
  const flip = (id: string) => (now: Set<string>) => {
    const next = new Set(now)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    return next
  }
  const toggle = (node: ProblemNode) => setSelected((now) => toggleUnder(node, now))
  const confirm = () => {
    if (selected.size === 0) return void Taro.showToast({ title: '请至少选择一项检查内容', icon: 'none' })
    resolvePicker<PickedProblem[]>(pickerId, pickedOf(tree ?? [], selected))
  }

  if (!payload) {
    return (
      <View className='page'>
        <NavBar title='选择检查内容' back />
        <PageState status='error' text='选择已失效，请返回排查表单重新打开' retryText='返回' onRetry={() => goBack()} />
      </View>
    )
  }
  return (
    <View className='page'>
      <NavBar title='选择检查内容' back />
      <View className='pf-library'>
        <View className='pf-search'>
          <Input className='pf-search__input' aria-label='搜索检查内容' value={typed} placeholder='搜索检查项、问题或依据条款' confirmType='search' maxlength={50}
            onInput={(e) => setTyped(e.detail.value)} onConfirm={() => setKeyword(typed.trim())} />
          {typed !== '' && <Text className='pf-node__count pf-search__action' onClick={() => { setTyped(''); setKeyword('') }}>清除</Text>}
          <View className='pf-node__count pf-search__action pf-search__action--go' role='button' onClick={() => setKeyword(typed.trim())}><Text>搜索</Text></View>
        </View>
        {error && <PageState status='error' text={error} onRetry={() => void load()} />}
        {!error && tree === null && <PageState status='loading' />}
        {tree !== null && shown.length === 0 && <PageState status='empty' text={searching ? `没有与“${keyword}”相关的检查内容` : '问题库暂无内容'} />}
        {shown.map((c) => {
          const expanded = searching || open.has(c.id)
          return (
            <View key={c.id} className='pf-node'>
              <View className='pf-node__head' onClick={() => setOpen(flip(c.id))}>
                <Box tick={tickOf(c, selected)} label={c.fullName} onClick={() => toggle(c)} />
                <Text className='pf-node__name'>{c.fullName}</Text>
                <Text className='pf-node__count'>{`${problemIdsUnder(c).length}项 ${expanded ? '▲' : '▼'}`}</Text>
              </View>
              {expanded && (c.children ?? []).map((i) => {
                const itemOpen = searching || !folded.has(i.id)
                return (
                  <View key={i.id}>
                    <View className='pf-item__head' onClick={() => setFolded(flip(i.id))}>
                      <Box tick={tickOf(i, selected)} label={`${c.fullName} ${i.fullName}`} onClick={() => toggle(i)} />
                      <Text className='pf-node__name'>{i.fullName}</Text>
                      <Text className='pf-node__count'>{`${problemIdsUnder(i).length}项 ${itemOpen ? '▲' : '▼'}`}</Text>
                    </View>
                    {itemOpen && (i.children ?? []).map((p) => (
                      <View key={p.id} className='pf-problem pf-problem--pick' onClick={() => toggle(p)}>
                        <Box tick={selected.has(p.id) ? 'all' : 'none'} label={p.fullName} onClick={() => toggle(p)} />
                        <View className='pf-problem__body'>
                          <Text className='pf-problem__text'>{p.fullName}</Text>
                          <View className='pf-card__head' style={{ marginTop: '8rpx' }}>
                            {p.hazardLevel && <Text className={`pf-tag pf-tag--${p.hazardLevel === MAJOR_LEVEL ? 'major' : 'general'}`}>{nameOf(p.hazardLevel) || (p.hazardLevel === MAJOR_LEVEL ? '重大隐患' : '一般隐患')}</Text>}
                            {p.rectifyDays ? <Text className='pf-meta' style={{ marginTop: 0 }}>{`整改时限${p.rectifyDays}天`}</Text> : null}
                          </View>
                        </View>
                      </View>
                    ))}
                  </View>
                )
              })}
            </View>
          )
        })}
      </View>
      <View className='pf-actions pf-pick-bar'>
        <Text className='pf-pick-bar__count' aria-label='已选数量'>{`已选 ${selected.size} 项`}</Text>
        <View className={`pf-btn${selected.size ? '' : ' pf-btn--off'}`} role='button' onClick={() => setSelected(new Set())}><Text>清空</Text></View>
        <View className='pf-btn pf-btn--primary' role='button' onClick={confirm}><Text>{selected.size ? `确定(${selected.size})` : '确定'}</Text></View>
      </View>
    </View>
  )
}
