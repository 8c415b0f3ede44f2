// 实体材料: the materials built into the works of the section in use, newest first, searchable by material,
// specification, batch, supplier or part; each with its item, quantity, certificate and the laboratory's verdict when
// its report is one of the laboratory's. The writer may delete his own record (after confirming).
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { usePagedList } from '@/lib/use-paged-list'
import { getMaterials, removeMaterial, type EntityMaterial } from '../api/processes'
import './processes.scss'

const PAGE = 20
const LAB_TONE: Record<string, string> = { 合格: 'green', 不合格: 'red', 待检: 'orange' }

export function MaterialList({ contractId, onAdd }: { contractId: string; onAdd(): void }) {
  const [word, setWord] = useState('')
  const [keyword, setKeyword] = useState('')
  const [mayAdd, setMayAdd] = useState(false)
  const shown = useRef(false)
  const fetchPage = useCallback(async (n: number) => {
    if (!contractId) throw new Error('请先在工作台选择合同段')
    const page = await getMaterials({ contractId, keyword, currentPage: n, pageSize: PAGE })
    setMayAdd(page.mayAdd)
    return page
  }, [contractId, keyword])
  const toast = useCallback((title: string) => void Taro.showToast({ title, icon: 'none' }), [])
  const list = usePagedList<EntityMaterial>(fetchPage, toast)
  const { items: rows, status, total, hasMore } = list

  useEffect(() => { void list.reload() }, [fetchPage, list.reload])
  useDidShow(() => {
    if (shown.current) void list.reload(true)
    shown.current = true
  })
  usePullDownRefresh(() => { void list.reload(true).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { void list.loadMore() })

  const remove = async (m: EntityMaterial) => {
    const res = await Taro.showModal({ title: '删除记录', content: `删除 ${m.materialName} ${m.spec}（批号 ${m.batchNo}）的使用记录？`, confirmText: '删除', confirmColor: '#fa3534', cancelText: '取消' })
    if (!res.confirm) return
    try {
      await removeMaterial(m.id)
      list.remove((x) => x.id === m.id)
      toast('已删除')
    } catch (err) {
      toast(errorText(err, '删除失败'))
    }
  }

  return (
    <View className='ep'>
      <View className='ep-search'>
        <Input className='ep-search__input' value={word} placeholder='搜索材料、规格、批号、供应商或部位' confirmType='search'
          onInput={(e) => setWord(e.detail.value)} onConfirm={() => setKeyword(word.trim())} />
        <Text className='ep-search__go' onClick={() => setKeyword(word.trim())}>搜索</Text>
      </View>
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={list.error} onRetry={contractId ? () => void list.reload() : undefined} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text={keyword ? `没有与“${keyword}”相符的材料` : '暂无实体材料记录'} />}
      {status !== 'error' && rows.map((m) => (
        <View key={m.id} className='ep-card' aria-label={`${m.materialName} ${m.spec}`}>
          <View className='ep-card__head'>
            <Text className='ep-card__title'>{`${m.materialName}  ${m.spec}`}</Text>
            {m.labResult && <Text className={`ep-tag ep-tag--${LAB_TONE[m.labResult] ?? 'grey'}`}>{`检测${m.labResult}`}</Text>}
          </View>
          <Text className='ep-meta'>{`${m.itemName} · ${m.part}`}</Text>
          <Text className='ep-meta'>{`批号 ${m.batchNo}  用量 ${m.quantity}${m.unit}  ${m.useDate}`}</Text>
          <Text className='ep-meta'>{`供应商 ${m.supplier}`}</Text>
          <Text className='ep-meta'>{`合格证 ${m.certificateNo || '—'}  试验报告 ${m.labReportNo || '—'}`}</Text>
          <View className='ep-card__head'>
            <Text className='ep-meta' style={{ flex: 1 }}>{`登记人 ${m.creatorName}`}</Text>
            {m.mayRemove && <View className='ep-mini ep-mini--muted' role='button' onClick={() => void remove(m)}><Text>删除</Text></View>}
          </View>
        </View>
      ))}
      {status === 'ready' && rows.length > 0 && (
        <View className='ep-footer'><Text>{list.loadingMore ? '加载中…' : hasMore ? '上拉加载更多' : `共${total}条`}</Text></View>
      )}
      {mayAdd && <View className='ep-fab' role='button' onClick={onAdd}><Text>登记材料</Text></View>}
    </View>
  )
}
