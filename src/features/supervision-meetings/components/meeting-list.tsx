// 监理例会's list: the meetings I attend, those I organise or host, or all I may read; filtered by state; paged on
// reaching the bottom, refreshed on pull-down and whenever the page shows again (a meeting signed in, held or
// minuted on its page comes back in its new state). Those who may call meetings get 新建会议.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { MeetingCard, MeetingScope } from '@shared/api/supervision-meetings'
import { PageState } from '@/components'
import { storage } from '@/lib/storage'
import { usePagedList } from '@/lib/use-paged-list'
import { getMeetingOptions, getMeetings } from '../api/meetings'
import { SCOPES, STATE_COLOURS, STATE_FILTERS, TYPE_COLOURS } from '../lib/meeting'
import { Chips } from './chips'
import './meetings.scss'

const PAGE = 20

/** one meeting: type, subject, state, date time place, host, scope, and the sign-in count (mine first) */
function Card({ m, onOpen }: { m: MeetingCard; onOpen(): void }) {
  const colour = STATE_COLOURS[m.state]
  const signText = m.mine.attendee ? (m.mine.signedAt ? '我已签到' : m.state === 'draft' || m.state === 'held' ? '我未签到' : '') : ''
  return (
    <View className='sm-card' onClick={onOpen}>
      <View className='sm-card__head'>
        <Text className='sm-type' style={{ background: TYPE_COLOURS[m.type] }}>{m.typeName}</Text>
        <Text className='sm-card__title'>{m.subject}</Text>
        <Text className='sm-tag' style={{ color: colour, borderColor: colour }}>{m.stateName}</Text>
      </View>
      <Text className='sm-card__meta'>{`${m.meetingDate} ${m.startTime}  ${m.place}`}</Text>
      <Text className='sm-card__meta'>{`${m.meetingNo}  主持：${m.hostName}  范围：${m.scopeText}`}</Text>
      <Text className='sm-card__next'>{`签到 ${m.signedCount}/${m.attendeeCount}${signText ? `  ${signText}` : ''}`}</Text>
    </View>
  )
}

export function MeetingList({ detailUrl, onCreate }: { detailUrl(id: string): string; onCreate(): void }) {
  const projectId = storage.get('project')?.id ?? ''
  const [scope, setScope] = useState<MeetingScope>('mine')
  const [state, setState] = useState('')
  const [mayOrganise, setMayOrganise] = useState(false)
  const shown = useRef(false)

  useEffect(() => {
    if (!projectId) return
    getMeetingOptions(projectId).then((o) => setMayOrganise(o.mayOrganise)).catch(() => setMayOrganise(false))
  }, [projectId])

  const fetchPage = useCallback(async (n: number) => {
    if (!projectId) throw new Error('请先在工作台选择项目')
    return getMeetings({ projectId, scope, state: state || undefined, currentPage: n, pageSize: PAGE })
  }, [projectId, scope, state])
  const toast = useCallback((title: string) => void Taro.showToast({ title, icon: 'none' }), [])
  const list = usePagedList(fetchPage, toast)
  const { items: rows, status, total, hasMore } = list

  useEffect(() => { void list.reload() }, [fetchPage, list.reload])
  useDidShow(() => {
    if (shown.current) void list.reload(true)
    shown.current = true
  })
  usePullDownRefresh(() => { void list.reload(true).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { void list.loadMore() })

  const scopes = mayOrganise ? SCOPES : SCOPES.filter((s) => s.value !== 'organised')
  return (
    <View className='sm-list'>
      <View className='sm-segments' role='tablist'>
        {scopes.map((s) => (
          <View key={s.value} role='tab' aria-selected={s.value === scope} className={`sm-segment${s.value === scope ? ' sm-segment--on' : ''}`} onClick={() => setScope(s.value)}>
            <Text>{s.label}</Text>
          </View>
        ))}
      </View>
      <Chips label='状态' options={STATE_FILTERS} value={state} onChange={setState} />
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={list.error} onRetry={projectId ? () => void list.reload() : undefined} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text={scope === 'mine' ? '暂无需要参加的会议' : '暂无会议'} />}
      {status !== 'error' && rows.map((m) => <Card key={m.id} m={m} onOpen={() => void Taro.navigateTo({ url: detailUrl(m.id) })} />)}
      {status === 'ready' && rows.length > 0 && (
        <View className='sm-list__footer'><Text>{list.loadingMore ? '加载中…' : hasMore ? '上拉加载更多' : `共${total}条`}</Text></View>
      )}
      {mayOrganise && <View className='sm-fab' role='button' onClick={onCreate}><Text>新建会议</Text></View>}
    </View>
  )
}
