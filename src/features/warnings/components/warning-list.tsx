// 预警管理's list: the project's warnings, in force first, each with its level chip, state, validity and my
// acknowledgement (the issuer sees the figures instead); issuers get 发布预警.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { WarningCard } from '@shared/api/warnings'
import { PageState } from '@/components'
import { storage } from '@/lib/storage'
import { usePagedList } from '@/lib/use-paged-list'
import { getWarnings } from '../api/warnings'
import { LEVEL_COLOURS, figuresText, levelText, myAckText, stateAt, stateText, validityText } from '../lib/display'
import './warnings.scss'

const PAGE = 20

export function LevelChip({ level }: { level: WarningCard['level'] }) {
  return <Text className='ew-level' style={{ background: LEVEL_COLOURS[level] }}>{levelText(level)}</Text>
}

export function WarningList({ detailUrl, onIssue }: { detailUrl(id: string): string; onIssue(): void }) {
  const projectId = storage.get('project')?.id ?? ''
  const [mayIssue, setMayIssue] = useState(false)
  const shown = useRef(false)
  const fetchPage = useCallback(async (n: number) => {
    if (!projectId) throw new Error('请先在工作台选择项目')
    const res = await getWarnings(projectId, n, PAGE)
    setMayIssue(res.mayIssue)
    return res
  }, [projectId])
  const toast = useCallback((title: string) => void Taro.showToast({ title, icon: 'none' }), [])
  const list = usePagedList(fetchPage, toast)
  const { items: rows, status, total, hasMore } = list
  const error = list.error

  useEffect(() => { void list.reload() }, [list.reload])
  useDidShow(() => {
    // back from a warning (acknowledged, lifted) or from issuing one: refresh without blanking the list
    if (shown.current) void list.reload(true)
    shown.current = true
  })
  usePullDownRefresh(() => { void list.reload(true).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { void list.loadMore() })

  const now = Date.now()
  return (
    <View className='ew-list'>
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={error} onRetry={projectId ? () => void list.reload() : undefined} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text='暂无预警' />}
      {status !== 'error' && rows.map((w) => {
        const state = stateAt(w, now)
        const mine = myAckText(w)
        return (
          <View key={w.id} className={`ew-card${state === 'active' || state === 'pending' ? '' : ' ew-card--off'}`} style={{ borderLeftColor: LEVEL_COLOURS[w.level] }}
            onClick={() => void Taro.navigateTo({ url: detailUrl(w.id) })}>
            <View className='ew-card__head'>
              <Text className='ew-card__title'>{`${w.type}预警`}</Text>
              <LevelChip level={w.level} />
              <Text className={`ew-tag ew-tag--${state}`}>{stateText(state)}</Text>
            </View>
            <Text className='ew-meta'>{w.area}</Text>
            {w.sectionNames.length > 0 && <Text className='ew-meta'>{`合同段：${w.sectionNames.join('、')}`}</Text>}
            <Text className='ew-meta'>{`有效期：${validityText(w, now)}`}</Text>
            <View className='ew-card__head'>
              <Text className='ew-meta' style={{ flex: 1 }}>{`${w.issuerName} 发布`}</Text>
              {w.total > 0 && <Text className='ew-tag ew-tag--read'>{figuresText(w)}</Text>}
              {mine && <Text className={`ew-tag ew-tag--${w.acknowledgedAt === null ? 'unread' : 'read'}`}>{mine}</Text>}
            </View>
          </View>
        )
      })}
      {status === 'ready' && rows.length > 0 && <View className='ew-meta' style={{ textAlign: 'center' }}><Text>{list.loadingMore ? '加载中…' : hasMore ? '上拉加载更多' : `共${total}条`}</Text></View>}
      {mayIssue && (
        <View className='ew-actions'>
          <View className='ew-btn ew-btn--primary' onClick={onIssue}><Text>发布预警</Text></View>
        </View>
      )}
    </View>
  )
}
