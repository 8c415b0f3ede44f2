// The records of a ledger (施工检测台账, 工程实体检测) or of every 施工自检 (自检数据): newest test first, by state and a
// search over record number, part, chainage and item; each card shows the verdict plainly, the design value and
// its limit, how many points/groups are in and how many failed. A card opens its record.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View, Text, Input } from '@tarojs/components'
import type { LabLedgerKind, LabLedgerRowVO } from '@shared/api/laboratory'
import { PageState } from '@/components'
import { usePagedList } from '@/lib/use-paged-list'
import { getLedgers } from '../api'
import { KIND_NAMES, STATE_OPTIONS, ledgerUrl } from '../lib'
import { LabChips } from './chips'
import { StateTag } from './state-tag'
import './laboratory.scss'

const PAGE = 20

export interface LedgerListProps {
  projectId: string
  /** one ledger; undefined for both (自检数据 shows both, by kind chips) */
  kind?: LabLedgerKind
  inspectionType?: 'self' | 'spot'
  /** the add button's page; none for a read-only list */
  addUrl?: string
  addLabel?: string
}

export function LedgerCard({ r }: { r: LabLedgerRowVO }) {
  return (
    <View className={`lab-card lab-card--${r.state}`} onClick={() => void Taro.navigateTo({ url: ledgerUrl(r.kind, r.id) })}>
      <View className='lab-card__head'>
        <Text className='lab-card__title'>{r.itemName}</Text>
        {r.inspectionType === 'spot' && <Text className='lab-badge'>监理抽检</Text>}
        <StateTag state={r.state} name={r.stateName} />
      </View>
      <Text className='lab-card__meta'>{r.contractName} · {r.partName}</Text>
      {r.chainage && <Text className='lab-card__meta'>桩号 {r.chainage}</Text>}
      <Text className='lab-card__meta'>
        编号 {r.recordNo} · 设计 {r.designText || (r.designValue ?? '—')} · 标准 {r.limitText}{r.unit}{r.meanLimitText ? `（平均 ${r.meanLimitText}）` : ''}
      </Text>
      <Text className='lab-card__meta'>检测 {r.testDate}{r.ageDays ? ` · 龄期 ${r.ageDays}d` : ''} · 已检 {r.testedPoints}/{r.points}{r.mean !== null ? ` · 平均 ${r.mean}${r.unit}` : ''}</Text>
      {(r.failedPoints > 0 || r.state === 2) && <Text className='lab-card__failed'>不合格：{r.failedPoints > 0 ? `${r.failedPoints}个测点/组超出标准` : '平均值未达标准'}</Text>}
    </View>
  )
}

export function LedgerList({ projectId, kind, inspectionType, addUrl, addLabel }: LedgerListProps) {
  const [state, setState] = useState('')
  const [kindFilter, setKindFilter] = useState('')
  const [keyword, setKeyword] = useState('')
  const shown = useRef(false)
  const fetchPage = useCallback(async (n: number) => {
    if (!projectId) throw new Error('请先在工作台选择项目')
    return getLedgers({ projectId, kind: kind ?? (kindFilter as LabLedgerKind | ''), inspectionType, state, keyword: keyword.trim(), currentPage: n, pageSize: PAGE })
  }, [projectId, kind, kindFilter, inspectionType, state, keyword])
  const toast = useCallback((title: string) => void Taro.showToast({ title, icon: 'none' }), [])
  const list = usePagedList(fetchPage, toast)
  const { items: rows, status, total, hasMore } = list

  useEffect(() => { void list.reload() }, [fetchPage, list.reload])
  // back from the form or a record: show what changed
  useDidShow(() => { if (shown.current) void list.reload(true); shown.current = true })
  usePullDownRefresh(() => { void list.reload(true).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { void list.loadMore() })

  if (!projectId) return <PageState status='empty' text='请先选择项目' />
  return (
    <View className={`lab-page${addUrl ? '' : ' lab-page--plain'}`}>
      <View className='lab-search'>
        <Input className='lab-search__input' placeholder='搜索编号、部位、桩号、检测项目' value={keyword} confirmType='search'
          onConfirm={(e) => setKeyword(e.detail.value)} onBlur={(e) => setKeyword(e.detail.value)} />
      </View>
      {!kind && <LabChips label='台账' options={[{ value: '', label: '全部台账' }, ...Object.entries(KIND_NAMES).map(([value, label]) => ({ value, label }))]} value={kindFilter} onChange={setKindFilter} />}
      <LabChips label='检测状态' options={[{ value: '', label: '全部', colour: '#2979ff' }, ...STATE_OPTIONS]} value={state} onChange={setState} />
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={list.error} onRetry={() => void list.reload()} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text='暂无检测记录' />}
      {status !== 'error' && rows.map((r) => <LedgerCard key={r.id} r={r} />)}
      {status === 'ready' && rows.length > 0 && <View className='lab-footer'><Text>{list.loadingMore ? '加载中…' : hasMore ? '上拉加载更多' : `共${total}条`}</Text></View>}
      {addUrl && (
        <View className='lab-actions'>
          <View className='lab-btn lab-btn--primary' onClick={() => void Taro.navigateTo({ url: addUrl })}><Text>{addLabel ?? '新增记录'}</Text></View>
        </View>
      )}
    </View>
  )
}
