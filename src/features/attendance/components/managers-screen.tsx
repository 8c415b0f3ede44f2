// 管理人员信息: the management staff of the project's sections: who the contract requires on site and whether they
// clocked in today (from the linked account's punches), the certificates expired or expiring within 30 days; filter
// by 在岗 / 合同要求在岗 / 已退场, search by name or post; a tap opens the person, + registers one (offered to the
// sections' managers, whom the server keeps writing to).
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View, Text, Input } from '@tarojs/components'
import type { ManagerPage, ManagerVO } from '@shared/api/attendance-managers'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { when } from '@/lib/china-time'
import { getManagers } from '../api/managers'
import { expiryText } from '../lib/manager-rules'
import './attendance.scss'

const PAGE = 20
const FILTERS = [
  { value: 'active', label: '在岗' }, { value: 'required', label: '合同要求在岗' }, { value: 'exited', label: '已退场' }, { value: 'all', label: '全部' }
]

function TodayTag({ m }: { m: ManagerVO }) {
  if (m.exited) return <Text className='att-tag att-tag--bad'>已退场</Text>
  if (m.today === 'in') return <Text className='att-tag att-tag--ok'>{`今日已打卡 ${when(m.clockInTime ?? 0, Date.now()).slice(-5)}`}</Text>
  if (m.today === 'absent') return <Text className={`att-tag ${m.onSiteRequired ? 'att-tag--bad' : 'att-tag--field'}`}>今日未打卡</Text>
  return <Text className='att-tag att-tag--muted'>未关联账号</Text>
}

export function ManagersScreen({ projectId }: { projectId?: string }) {
  const [filter, setFilter] = useState('active')
  const [keyword, setKeyword] = useState('')
  const [rows, setRows] = useState<ManagerVO[]>([])
  const [summary, setSummary] = useState<ManagerPage['summary']>()
  const [mayEdit, setMayEdit] = useState(false)
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')

  const load = useCallback(async (n: number) => {
    try {
      const res = await getManagers({
        projectId, keyword: keyword || undefined, state: filter === 'required' ? 'active' : filter, required: filter === 'required' ? '1' : undefined,
        currentPage: n, pageSize: PAGE
      })
      setRows((now) => (n === 1 ? res.list : [...now, ...res.list]))
      setSummary(res.summary)
      setMayEdit(res.mayEdit)
      setTotal(res.pagination.total)
      setPage(n)
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }, [projectId, keyword, filter])

  useEffect(() => { setStatus('loading'); void load(1) }, [load])
  useDidShow(() => { if (status === 'ready') void load(1) })
  usePullDownRefresh(() => { void load(1).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { if (status === 'ready' && rows.length < total) void load(page + 1) })

  return (
    <View className='att'>
      {summary && (
        <View className='att-figures'>
          <View className='att-figure'>
            <Text className='att-figure__n'>{summary.required}</Text>
            <Text className='att-figure__label'>合同要求在岗</Text>
          </View>
          <View className='att-figure'>
            <Text className={`att-figure__n${summary.requiredIn < summary.required ? ' att-figure__n--bad' : ''}`}>{summary.requiredIn}</Text>
            <Text className='att-figure__label'>今日已打卡</Text>
          </View>
          <View className='att-figure'>
            <Text className={`att-figure__n${summary.warnings > 0 ? ' att-figure__n--bad' : ''}`}>{summary.warnings}</Text>
            <Text className='att-figure__label'>证书预警</Text>
          </View>
        </View>
      )}
      <Input className='att-search' placeholder='搜索姓名、岗位' confirmType='search' onConfirm={(e) => setKeyword(e.detail.value.trim())} />
      <View className='att-chips' role='radiogroup' aria-label='状态'>
        {FILTERS.map((o) => (
          <View key={o.value} role='radio' aria-checked={o.value === filter} className={`att-chip${o.value === filter ? ' att-chip--on' : ''}`} onClick={() => setFilter(o.value)}>
            <Text>{o.label}</Text>
          </View>
        ))}
      </View>
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={error} onRetry={() => void load(1)} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text='暂无管理人员' />}
      {rows.map((m) => {
        const warned = m.certificates.map((c) => ({ c, e: expiryText(c) })).filter((x) => x.e.tone !== 'ok')
        return (
          <View key={m.id} className='att-row' onClick={() => void Taro.navigateTo({ url: routes.attendance.managerForm(m.id) })}>
            <View className='att-row__main'>
              <Text className='att-row__title'>{`${m.realName} · ${m.post}${m.onSiteRequired ? ' · 合同要求在岗' : ''}`}</Text>
              <Text className='att-row__sub'>{`${m.contractName}${m.mobile ? ` · ${m.mobile}` : ''}`}</Text>
              {warned.map(({ c, e }) => (
                <Text key={`${c.name}${c.number}`} className={`att-row__warn att-row__warn--${e.tone}`}>{`⚠ ${c.name} ${e.text}`}</Text>
              ))}
            </View>
            <TodayTag m={m} />
          </View>
        )
      })}
      {status === 'ready' && rows.length > 0 && <View className='att-footer'><Text>{rows.length < total ? '上拉加载更多' : `共${total}人`}</Text></View>}
      {mayEdit && <View className='att-add' role='button' aria-label='登记管理人员' onClick={() => void Taro.navigateTo({ url: routes.attendance.managerForm() })}>+</View>}
    </View>
  )
}
