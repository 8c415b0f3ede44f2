// 材料进场: the batches that arrived at the caller's sections, newest first, by state (待检 / 合格 / 不合格) and a
// search over material, batch, supplier and specification; each card shows its test state plainly and the items
// that failed. 登记进场 opens the form; a card opens the batch.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View, Text, Input } from '@tarojs/components'
import type { LabMaterialRowVO } from '@shared/api/laboratory'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getMaterials } from '../api'
import { STATE_OPTIONS, addMaterialUrl, materialUrl } from '../lib'
import { StateTag } from './state-tag'
import './laboratory.scss'

const PAGE = 20

export function IncomingMaterials({ projectId }: { projectId: string }) {
  const [state, setState] = useState('')
  const [keyword, setKeyword] = useState('')
  const [rows, setRows] = useState<LabMaterialRowVO[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const shown = useRef(false)

  const load = useCallback(async (n: number) => {
    if (!projectId) return
    if (n === 1) setStatus((s) => (s === 'ready' ? s : 'loading'))
    try {
      const res = await getMaterials({ projectId, state, keyword: keyword.trim(), currentPage: n, pageSize: PAGE })
      setRows((now) => (n === 1 ? res.list : [...now, ...res.list]))
      setTotal(res.pagination.total)
      setPage(n)
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }, [projectId, state, keyword])

  useEffect(() => { void load(1) }, [load])
  // back from the form or a batch: show what changed
  useDidShow(() => { if (shown.current) void load(1); shown.current = true })
  usePullDownRefresh(() => { void load(1).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { if (status === 'ready' && rows.length < total) void load(page + 1) })

  if (!projectId) return <PageState status='empty' text='请先选择项目' />
  return (
    <View className='lab-page'>
      <View className='lab-search'>
        <Input className='lab-search__input' placeholder='搜索材料、批号、供应商' value={keyword} confirmType='search'
          onConfirm={(e) => setKeyword(e.detail.value)} onBlur={(e) => setKeyword(e.detail.value)} />
      </View>
      <View className='lab-chips' role='radiogroup' aria-label='检测状态'>
        {[{ value: '', label: '全部', colour: '#2979ff' }, ...STATE_OPTIONS].map((o) => (
          <View key={o.value} role='radio' aria-checked={o.value === state} className={`lab-chip${o.value === state ? ' lab-chip--on' : ''}`}
            style={o.value === state ? { background: o.colour, borderColor: o.colour } : undefined} onClick={() => setState(o.value)}>
            <Text>{o.label}</Text>
          </View>
        ))}
      </View>
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={error} onRetry={() => void load(1)} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text='暂无进场材料' />}
      {status === 'ready' && rows.map((r) => (
        <View key={r.id} className={`lab-card lab-card--${r.state}`} onClick={() => void Taro.navigateTo({ url: materialUrl(r.id) })}>
          <View className='lab-card__head'>
            <Text className='lab-card__title'>{r.materialName}</Text>
            <StateTag state={r.state} name={r.stateName} />
          </View>
          <Text className='lab-card__meta'>{r.contractName} · {r.specification || '—'} · {r.quantity}{r.unit}</Text>
          <Text className='lab-card__meta'>批号 {r.batchNo}</Text>
          <Text className='lab-card__meta'>{r.supplier}</Text>
          <Text className='lab-card__meta'>进场 {r.arrivalDate} · 已检 {r.testedItems}/{r.totalItems} 项</Text>
          {r.failedItems.length > 0 && <Text className='lab-card__failed'>不合格：{r.failedItems.join('、')}</Text>}
        </View>
      ))}
      {status === 'ready' && rows.length > 0 && <View className='lab-footer'><Text>{rows.length < total ? '上拉加载更多' : `共${total}批`}</Text></View>}
      <View className='lab-actions'>
        <View className='lab-btn lab-btn--primary' onClick={() => void Taro.navigateTo({ url: addMaterialUrl() })}><Text>登记进场材料</Text></View>
      </View>
    </View>
  )
}
