// 工序管理: the items of the section in use whose processes have begun, each at its current process with its state
// (施工中, 待报验, 报验中, 驳回, 已验收) and how many are accepted; a state narrows the list. 选择分项工程 picks any
// item of the section's WBS, a card opens the item's processes.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getProcessItems, type ProcessItem } from '../api/processes'
import { PROCESS_FILTERS, processTone } from '../lib/states'
import { Chips } from './chips'
import './processes.scss'

export interface ProcessItemsScreenProps {
  contractId: string
  onOpen(nodeId: string): void
  onSelect(): void
}

export function ProcessItemsScreen({ contractId, onOpen, onSelect }: ProcessItemsScreenProps) {
  const [state, setState] = useState('')
  const [items, setItems] = useState<ProcessItem[] | null>(null)
  const [error, setError] = useState('')
  const shown = useRef(false)
  const request = useRef(0)

  const load = useCallback(async (quiet = false) => {
    const id = ++request.current
    if (!quiet) setItems(null)
    setError('')
    try {
      const list = await getProcessItems(contractId, state)
      if (id === request.current) setItems(list)
    } catch (err) {
      if (id === request.current) setError(errorText(err, '加载失败'))
    }
  }, [contractId, state])
  useEffect(() => { if (contractId) void load() }, [contractId, load])
  useDidShow(() => {
    // back from an item (a process started or requested): refresh in place
    if (shown.current && contractId) void load(true)
    shown.current = true
  })
  usePullDownRefresh(() => { void load(true).finally(() => Taro.stopPullDownRefresh()) })

  if (!contractId) return <PageState status='empty' text='请先在工作台选择合同段' />
  return (
    <View className='ep'>
      <Chips label='工序状态' options={PROCESS_FILTERS} value={state} onChange={setState} />
      {error && <PageState status='error' text={error} onRetry={() => void load()} />}
      {!error && !items && <PageState status='loading' />}
      {items && items.length === 0 && <PageState status='empty' text={state ? '没有该状态的分项工程' : '本合同段还没有开始施工的工序，请选择分项工程'} />}
      {items?.map((i) => (
        <View key={i.nodeId} className='ep-card' role='button' aria-label={i.name} onClick={() => onOpen(i.nodeId)}>
          <View className='ep-card__head'>
            <Text className='ep-card__title'>{i.name}</Text>
            <Text className={`ep-tag ep-tag--${i.accepted === i.total ? 'green' : processTone(i.state)}`}>{i.stateName}</Text>
          </View>
          <Text className='ep-meta'>{i.path}</Text>
          <Text className='ep-next'>{i.accepted === i.total ? `全部${i.total}道工序已验收` : `当前工序：${i.currentSeq}. ${i.currentName}`}</Text>
          <View className='ep-bar'><View className='ep-bar__done' style={{ width: `${Math.round((i.accepted / Math.max(1, i.total)) * 100)}%` }} /></View>
          <Text className='ep-meta'>{`${i.code}  已验收 ${i.accepted}/${i.total}`}</Text>
        </View>
      ))}
      {items && items.length > 0 && <View className='ep-footer'><Text>{`共${items.length}个分项工程`}</Text></View>}
      <View className='ep-fab' role='button' onClick={onSelect}><Text>选择分项工程</Text></View>
    </View>
  )
}
