// 问题库 (pitfallCustom): the custom problems of the project by state (待审核 / 已入库 / 已驳回): the proposer's own,
// or all of the project for its reviewers; and the library itself (问题库) to read. A card opens the proposal (its
// review for reviewers); 新增问题 proposes one. Pull-down refreshes, the bottom loads the next page, and coming back
// from a proposal reloads the list quietly (it may have been reviewed or withdrawn there).
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { ProposalCard, ProposalState } from '@shared/api/pitfalls'
import { PageState } from '@/components'
import { usePagedList } from '@/lib/use-paged-list'
import { storage } from '@/lib/storage'
import { getProposals } from '../api/pitfalls'
import { MAJOR_LEVEL, STATE_SEGMENTS, stateText, useHazardDictionaries, when } from '../lib/display'
import { LibraryBrowser } from './library-browser'
import './pitfalls.scss'

const PAGE = 20
export type PitfallTab = ProposalState | 'library'

export function ProposalList({ tab: initial, detailUrl, addUrl }: { tab?: PitfallTab; detailUrl(id: string): string; addUrl: string }) {
  const projectId = storage.get('project')?.id ?? ''
  const [tab, setTab] = useState<PitfallTab>(initial ?? 'pending')
  const [rights, setRights] = useState({ mayReview: false, mayPropose: false })
  const { nameOf } = useHazardDictionaries()
  const state = tab === 'library' ? 'pending' : tab
  const onMoreError = useCallback((text: string) => void Taro.showToast({ title: text, icon: 'none' }), [])
  const list = usePagedList<ProposalCard>(async (currentPage) => {
    if (!projectId) throw new Error('请先在工作台选择项目')
    const res = await getProposals({ projectId, state, currentPage, pageSize: PAGE })
    setRights({ mayReview: res.mayReview, mayPropose: res.mayPropose })
    return res
  }, onMoreError)
  const shown = useRef(false)

  useEffect(() => { void list.reload() }, [state, projectId])
  useDidShow(() => {
    if (shown.current && tab !== 'library') void list.reload(true)
    shown.current = true
  })
  usePullDownRefresh(() => {
    if (tab === 'library') return void Taro.stopPullDownRefresh()
    void list.reload(true).finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => { if (tab !== 'library') void list.loadMore() })

  const empty = state === 'pending' ? (rights.mayReview ? '没有待审核的问题' : '您没有待审核的问题') : state === 'approved' ? '暂无已入库的问题' : '暂无已驳回的问题'
  return (
    <View className='pf-list'>
      <View className='pf-segments' role='tablist'>
        {[...STATE_SEGMENTS, { value: 'library' as const, label: '问题库' }].map((s) => (
          <View key={s.value} role='tab' aria-selected={tab === s.value} className={`pf-segment${tab === s.value ? ' pf-segment--on' : ''}`} onClick={() => setTab(s.value)}>
            <Text>{s.label}</Text>
          </View>
        ))}
      </View>
      {tab === 'library' ? <LibraryBrowser /> : (
        <>
          {list.status === 'loading' && <PageState status='loading' />}
          {list.status === 'error' && <PageState status='error' text={list.error} onRetry={projectId ? () => void list.reload() : undefined} />}
          {list.status === 'ready' && list.items.length === 0 && <PageState status='empty' text={empty} />}
          {list.status === 'ready' && list.items.map((c) => (
            <View key={c.id} className='pf-card' onClick={() => void Taro.navigateTo({ url: detailUrl(c.id) })}>
              <View className='pf-card__head'>
                <Text className='pf-card__title'>{c.description}</Text>
                <Text className={`pf-tag pf-tag--${c.state}`}>{stateText(c.state)}</Text>
              </View>
              <Text className='pf-meta'>{`${c.categoryName} / ${c.itemName}`}</Text>
              <View className='pf-card__head' style={{ marginTop: '8rpx', alignItems: 'center' }}>
                <Text className={`pf-tag pf-tag--${c.hazardLevel === MAJOR_LEVEL ? 'major' : 'general'}`}>{nameOf(c.hazardLevel) || (c.hazardLevel === MAJOR_LEVEL ? '重大隐患' : '一般隐患')}</Text>
                <Text className='pf-meta' style={{ marginTop: 0, flex: 1 }}>{`${c.proposerName} ${when(c.proposedAt)}`}</Text>
              </View>
              {c.reviewedAt !== null && <Text className='pf-meta'>{`${c.reviewerName} ${c.state === 'approved' ? '审核入库' : '驳回'}于 ${when(c.reviewedAt)}`}</Text>}
            </View>
          ))}
          {list.status === 'ready' && list.items.length > 0 && (
            <View className='pf-footer'><Text>{list.loadingMore ? '加载中…' : list.hasMore ? '上拉加载更多' : `共${list.total}条`}</Text></View>
          )}
        </>
      )}
      {rights.mayPropose && (
        <View className='pf-actions'>
          <View className='pf-btn pf-btn--primary' onClick={() => void Taro.navigateTo({ url: addUrl })}><Text>新增问题</Text></View>
        </View>
      )}
    </View>
  )
}
