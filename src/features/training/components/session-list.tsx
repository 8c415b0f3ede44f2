// 培训签到: my training hours in the project, and the training sessions I am invited to with my sign-in; organisers
// switch to all of the project's sessions (with the sign-in figures) and hold a new one. A session opens its detail.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { MyTrainingHours, SessionCard } from '@shared/api/training-sessions'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { getMyHours, getSessions } from '../api/sessions'
import { figuresText, hoursText, myStanding, stateText, windowText } from '../lib/sessions'
import './training.scss'

const PAGE = 20

export function SessionCardView({ s, showFigures, onOpen }: { s: SessionCard; showFigures: boolean; onOpen(): void }) {
  const mine = myStanding(s)
  return (
    <View className={`ex-card ta-card ta-card--${s.state}`} onClick={onOpen}>
      <View className='ex-card__head'>
        <Text className='ex-card__title'>{s.title}</Text>
        <Text className={`ex-tag ta-state ta-state--${s.state}`}>{stateText(s.state)}</Text>
      </View>
      <Text className='ex-card__meta'>{`课程：${s.courseTitle} · ${hoursText(s.hours)}`}</Text>
      <Text className='ex-card__meta'>{`时间：${windowText(s)}`}</Text>
      <Text className='ex-card__meta ta-ellipsis'>{`地点：${s.place}`}</Text>
      <Text className='ex-card__meta'>{`授课：${s.trainer}${s.sectionName ? ` · ${s.sectionName}` : ''} · 组织：${s.organiserName}`}</Text>
      <View className='ta-card__foot'>
        {mine && <Text className={`ex-tag ex-tag--${mine.tone}`}>{mine.text}</Text>}
        {showFigures && <Text className='ta-figures'>{figuresText(s)}</Text>}
      </View>
    </View>
  )
}

export function SessionList({ detailUrl, createUrl }: { detailUrl(id: string): string; createUrl: string }) {
  const projectId = storage.get('project')?.id ?? ''
  const [scope, setScope] = useState<'mine' | 'all'>('mine')
  const [rows, setRows] = useState<SessionCard[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [mayOrganise, setMayOrganise] = useState(false)
  const [hours, setHours] = useState<MyTrainingHours | null>(null)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const shown = useRef(false)

  const load = useCallback(async (n: number) => {
    if (!projectId) {
      setError('请先在工作台选择项目')
      setStatus('error')
      return
    }
    try {
      const [res, mine] = await Promise.all([getSessions({ projectId, scope, currentPage: n, pageSize: PAGE }), n === 1 ? getMyHours(projectId) : Promise.resolve(null)])
      setRows((now) => (n === 1 ? res.list : [...now, ...res.list.filter((r) => !now.some((x) => x.id === r.id))]))
      setTotal(res.pagination.total)
      setMayOrganise(res.mayOrganise)
      if (mine) setHours(mine)
      setPage(n)
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '培训班加载失败'))
      setStatus('error')
    }
  }, [projectId, scope])

  useEffect(() => { void load(1) }, [load])
  useDidShow(() => {
    if (shown.current) void load(1)
    shown.current = true
  })
  usePullDownRefresh(() => { void load(1).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { if (status === 'ready' && rows.length < total) void load(page + 1) })

  const open = (id: string) => void Taro.navigateTo({ url: detailUrl(id) })
  return (
    <View className='ex-list ta-list'>
      {hours && (
        <View className='ta-hours' role='region' aria-label='我的培训学时'>
          <Text className='ta-hours__label'>我的培训学时</Text>
          <Text className='ta-hours__value'>{hoursText(hours.totalHours)}</Text>
          <Text className='ta-hours__meta'>{`已签到培训 ${hours.sessions.length} 次`}</Text>
        </View>
      )}
      {mayOrganise && (
        <View className='ex-chips' role='radiogroup' aria-label='范围'>
          {([['mine', '我的培训'], ['all', '全部培训班']] as const).map(([v, label]) => (
            <View key={v} role='radio' aria-checked={scope === v} className={`ex-chip${scope === v ? ' ex-chip--on' : ''}`} onClick={() => setScope(v)}>
              <Text>{label}</Text>
            </View>
          ))}
        </View>
      )}
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={error} onRetry={projectId ? () => void load(1) : undefined} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text={scope === 'all' ? '本项目暂无培训班' : '暂无需要参加的培训'} />}
      {status !== 'error' && rows.map((s) => <SessionCardView key={s.id} s={s} showFigures={scope === 'all' || mayOrganise} onOpen={() => open(s.id)} />)}
      {status === 'ready' && rows.length > 0 && <View className='ex-list__footer'><Text>{rows.length < total ? '上拉加载更多' : `共${total}个培训班`}</Text></View>}
      {mayOrganise && (
        <View className='ex-actions ta-actions'>
          <View className='ex-btn ex-btn--primary' role='button' onClick={() => void Taro.navigateTo({ url: createUrl })}><Text>新建培训班</Text></View>
        </View>
      )}
    </View>
  )
}
