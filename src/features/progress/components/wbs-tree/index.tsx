// WBS分解: the section's WBS (unit → sub-unit → division → item) as a tree that opens level by level, each node with
// its chainage and progress from the server's roll-up (an item by quantity, above it by value), the section's total
// on top and a search over names, codes and bill numbers that opens the hits with their path.
import { useCallback, useEffect, useMemo, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { ChartFigures } from '@/components/charts'
import { errorText } from '@/lib/error-text'
import { getWbsTree, type WbsNode, type WbsTree } from '../../api/wbs'
import { LEVEL_NAMES, barWidth, quantityText } from '../../format'
import { percentText, wan, wanNumber } from '@/utils/money'
import '../progress.scss'

export interface WbsTreeScreenProps {
  contractId: string
  /** picking mode (工序管理's selectWbs): tapping an item (分项工程) picks it */
  onPick?(node: WbsNode): void
}

/** the nodes to draw: a node shows when every ancestor is open; depth for the indent */
export function visibleNodes(list: WbsNode[], open: Set<string>): { node: WbsNode; depth: number }[] {
  const depth = new Map<string, number>()
  const shown = new Set<string>()
  const out: { node: WbsNode; depth: number }[] = []
  for (const node of list) {
    const root = node.parentId === ''
    const d = root ? 0 : (depth.get(node.parentId) ?? 0) + 1
    depth.set(node.id, d)
    if (root || (shown.has(node.parentId) && open.has(node.parentId))) {
      shown.add(node.id)
      out.push({ node, depth: d })
    }
  }
  return out
}

export function WbsTreeScreen({ contractId, onPick }: WbsTreeScreenProps) {
  const [tree, setTree] = useState<WbsTree | null>(null)
  const [error, setError] = useState('')
  const [word, setWord] = useState('')
  const [searched, setSearched] = useState('')
  const [open, setOpen] = useState<Set<string>>(new Set())

  const load = useCallback(async (keyword: string) => {
    setError('')
    try {
      const t = await getWbsTree(contractId, keyword)
      setTree(t)
      setSearched(keyword)
      // a search opens every hit's path; otherwise the units open onto their sub-units
      setOpen(new Set(keyword ? t.list.filter((n) => n.hasChildren).map((n) => n.id) : t.list.filter((n) => n.parentId === '').map((n) => n.id)))
    } catch (err) {
      setError(errorText(err, '加载失败'))
    }
  }, [contractId])
  useEffect(() => {
    setTree(null)
    if (contractId) void load('')
  }, [contractId, load])
  usePullDownRefresh(() => { void load(searched).finally(() => Taro.stopPullDownRefresh()) })

  const rows = useMemo(() => (tree ? visibleNodes(tree.list, open) : []), [tree, open])
  const toggle = (id: string) => setOpen((now) => {
    const next = new Set(now)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    return next
  })

  if (!contractId) return <PageState status='empty' text='请先选择合同段' />
  if (error && !tree) return <PageState status='error' text={error} onRetry={() => void load(searched)} />
  if (!tree) return <PageState status='loading' />
  return (
    <View className='pg'>
      <ChartFigures items={[
        { label: '清单金额', value: wanNumber(tree.designValue), unit: '万元' },
        { label: '已完成产值', value: wanNumber(tree.doneValue), unit: '万元' },
        { label: '完成比例', value: tree.percent, unit: '%' }
      ]} />
      <View className='pg-search'>
        <Input className='pg-search__input' value={word} placeholder='搜索名称、编码或清单号' confirmType='search'
          onInput={(e) => setWord(e.detail.value)} onConfirm={() => void load(word.trim())} />
        <Text className='pg-search__go' onClick={() => void load(word.trim())}>搜索</Text>
      </View>
      {error && <PageState inline status='error' text={error} onRetry={() => void load(searched)} />}
      {rows.length === 0 && <PageState inline status='empty' text={searched ? `没有与“${searched}”相符的节点` : '该合同段尚未分解WBS'} />}
      <View className='pg-card' style={{ padding: 0, overflow: 'hidden' }}>
        {rows.map(({ node, depth }) => (
          <View key={node.id} className='pg-node' style={{ paddingLeft: `${24 + depth * 28}rpx` }}
            onClick={() => (node.hasChildren ? toggle(node.id) : node.level === 'item' && onPick?.(node))}
            role={node.hasChildren || (onPick && node.level === 'item') ? 'button' : undefined} aria-expanded={node.hasChildren ? open.has(node.id) : undefined}>
            <Text className='pg-node__toggle'>{node.hasChildren ? (open.has(node.id) ? '▾' : '▸') : ''}</Text>
            <View className='pg-node__main'>
              <View className='pg-node__head'>
                <Text className={`pg-tag${node.percent >= 100 ? ' pg-tag--ok' : ''}`}>{LEVEL_NAMES[node.level] ?? node.level}</Text>
                <Text className='pg-node__name pg-ellipsis'>{node.name}</Text>
                <Text className='pg-node__pct'>{percentText(node.percent)}</Text>
              </View>
              <View className='pg-bar'><View className={`pg-bar__done${node.percent >= 100 ? ' pg-bar__done--full' : ''}`} style={{ width: barWidth(node.percent) }} /></View>
              <Text className='pg-meta pg-ellipsis'>{[node.code, node.billCode && `清单 ${node.billCode}`, node.chainage].filter(Boolean).join('  ')}</Text>
              <Text className='pg-meta pg-ellipsis'>
                {node.level === 'item'
                  ? `完成 ${quantityText(node.doneQuantity, node.unit)} / 设计 ${quantityText(node.designQuantity, node.unit)}`
                  : `完成 ${wan(node.doneValue)} / ${wan(node.designValue)}`}
              </Text>
            </View>
          </View>
        ))}
      </View>
    </View>
  )
}
