// 问题库: the group's problem library to read on site, 检查类别 → 检查项 → 问题, searched by a keyword (a problem's
// wording, clause or measures, or an item's name); a category opens on a tap, everything opens while searching; a
// problem shows its level, category, clause, measures and the days allowed to rectify.
import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import type { ProblemNode } from '@shared/api/pitfalls'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getLibraryTree } from '../api/pitfalls'
import { MAJOR_LEVEL, countProblems, useHazardDictionaries } from '../lib/display'
import './pitfalls.scss'

function ProblemRow({ p, nameOf }: { p: ProblemNode; nameOf(id?: string): string }) {
  const major = p.hazardLevel === MAJOR_LEVEL
  const show = () => void Taro.showModal({
    title: nameOf(p.hazardLevel) || '问题详情',
    content: [p.fullName, `隐患类别：${nameOf(p.hazardCategory) || '—'}`, `依据：${p.basis || '—'}`, `整改措施：${p.measures || '—'}`,
      p.rectifyDays ? `整改时限：${p.rectifyDays}天` : ''].filter(Boolean).join('\n'),
    showCancel: false, confirmText: '知道了'
  })
  return (
    <View className='pf-problem' onClick={show}>
      <Text className='pf-problem__text'>{p.fullName}</Text>
      <View className='pf-card__head' style={{ marginTop: '8rpx' }}>
        {p.hazardLevel && <Text className={`pf-tag pf-tag--${major ? 'major' : 'general'}`}>{nameOf(p.hazardLevel) || (major ? '重大隐患' : '一般隐患')}</Text>}
        <Text className='pf-meta' style={{ marginTop: 0, flex: 1 }}>{p.basis}</Text>
      </View>
    </View>
  )
}

export function LibraryBrowser() {
  const { nameOf } = useHazardDictionaries()
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [tree, setTree] = useState<ProblemNode[] | null>(null)
  const [error, setError] = useState('')
  const [open, setOpen] = useState<Set<string>>(new Set())

  const load = useCallback(async () => {
    setError('')
    setTree(null)
    try {
      setTree(await getLibraryTree(keyword))
    } catch (err) {
      setError(errorText(err, '问题库加载失败'))
    }
  }, [keyword])
  useEffect(() => { void load() }, [load])

  const toggle = (id: string) => setOpen((now) => {
    const next = new Set(now)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    return next
  })
  const searching = keyword.trim() !== ''
  return (
    <View className='pf-library'>
      <View className='pf-search'>
        <Input className='pf-search__input' aria-label='搜索问题库' value={typed} placeholder='搜索问题、依据条款或检查项' confirmType='search' maxlength={50}
          onInput={(e) => setTyped(e.detail.value)} onConfirm={() => setKeyword(typed.trim())} />
        <Text className='pf-node__count' style={{ alignSelf: 'center', color: '#2979ff' }} onClick={() => setKeyword(typed.trim())}>搜索</Text>
      </View>
      {error && <PageState status='error' text={error} onRetry={() => void load()} />}
      {!error && tree === null && <PageState status='loading' />}
      {tree !== null && tree.length === 0 && <PageState status='empty' text={searching ? `没有与“${keyword}”相关的问题` : '问题库暂无内容'} />}
      {tree?.map((c) => {
        const expanded = searching || open.has(c.id)
        return (
          <View key={c.id} className='pf-node'>
            <View className='pf-node__head' onClick={() => toggle(c.id)}>
              <Text className='pf-node__name'>{c.fullName}</Text>
              <Text className='pf-node__count'>{`${countProblems(c.children ?? [])}条 ${expanded ? '▲' : '▼'}`}</Text>
            </View>
            {expanded && (c.children ?? []).map((i) => (
              <View key={i.id}>
                <View className='pf-item__head'><Text className='pf-node__name'>{i.fullName}</Text></View>
                {(i.children ?? []).map((p) => <ProblemRow key={p.id} p={p} nameOf={nameOf} />)}
              </View>
            ))}
          </View>
        )
      })}
      {tree !== null && tree.length > 0 && <View className='pf-footer'><Text>{`共${countProblems(tree)}条问题`}</Text></View>}
    </View>
  )
}
