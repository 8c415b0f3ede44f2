// 劳务人员信息: the real-name registry of the project's labour workers by section: search by name, team or trade,
// on site or exited; a tap opens the worker to edit, + registers a new one, Excel导入 takes a filled template (the
// server keeps writing to the section's foremen and managers).
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View, Text, Input } from '@tarojs/components'
import type { WorkerVO } from '@shared/api/attendance'
import type { ContractVO } from '@shared/api/oauth'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { getWorkers } from '../api'
import { WorkerImport } from './worker-import'
import './attendance.scss'

const PAGE = 20
const STATES = [{ value: 'active', label: '在场' }, { value: 'exited', label: '已退场' }, { value: '', label: '全部' }]
const masked = (card: string) => `${card.slice(0, 6)}********${card.slice(14)}`

/** contracts: the project's sections, for the Excel import (given by the page; without them no import is offered) */
export function WorkersScreen({ projectId, contracts }: { projectId?: string; contracts?: ContractVO[] }) {
  const [importing, setImporting] = useState(false)
  const [state, setState] = useState('active')
  const [keyword, setKeyword] = useState('')
  const [rows, setRows] = useState<WorkerVO[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')

  const load = useCallback(async (n: number) => {
    try {
      const res = await getWorkers({ projectId, keyword: keyword || undefined, state: state || undefined, currentPage: n, pageSize: PAGE })
      setRows((now) => (n === 1 ? res.list : [...now, ...res.list]))
      setTotal(res.pagination.total)
      setPage(n)
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }, [projectId, keyword, state])

  useEffect(() => { setStatus('loading'); void load(1) }, [load])
  useDidShow(() => { if (status === 'ready') void load(1) })
  usePullDownRefresh(() => { void load(1).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { if (rows.length < total) void load(page + 1) })

  return (
    <View className='att'>
      <Input className='att-search' placeholder='搜索姓名、班组、工种' confirmType='search' onConfirm={(e) => setKeyword(e.detail.value.trim())} />
      {contracts && (
        <View className='att-import__toggle' role='button' aria-expanded={importing} onClick={() => setImporting((v) => !v)}>
          <Text>{importing ? '收起Excel导入' : 'Excel导入'}</Text>
        </View>
      )}
      {contracts && importing && <WorkerImport contracts={contracts} onImported={() => void load(1)} />}
      <View className='att-chips' role='radiogroup' aria-label='状态'>
        {STATES.map((o) => (
          <View key={o.value} role='radio' aria-checked={o.value === state} className={`att-chip${o.value === state ? ' att-chip--on' : ''}`} onClick={() => setState(o.value)}>
            <Text>{o.label}</Text>
          </View>
        ))}
      </View>
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={error} onRetry={() => void load(1)} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text='暂无劳务人员' />}
      {rows.map((w) => (
        <View key={w.id} className='att-row' onClick={() => void Taro.navigateTo({ url: routes.attendance.workerForm(w.id) })}>
          <View className='att-row__main'>
            <Text className='att-row__title'>{w.realName} · {w.team} · {w.trade}</Text>
            <Text className='att-row__sub'>{masked(w.idCard)} · {w.contractName}</Text>
            <Text className='att-row__sub'>进场 {w.entryDate}{w.exitDate ? ` · 退场 ${w.exitDate}` : ''}</Text>
          </View>
          {w.exited ? <Text className='att-tag att-tag--bad'>已退场</Text> : <Text className='att-tag att-tag--field'>在场</Text>}
        </View>
      ))}
      {status === 'ready' && rows.length > 0 && <View className='att-footer'><Text>{rows.length < total ? '上拉加载更多' : `共${total}人`}</Text></View>}
      <View className='att-add' role='button' aria-label='登记劳务人员' onClick={() => void Taro.navigateTo({ url: routes.attendance.workerForm() })}>+</View>
    </View>
  )
}
