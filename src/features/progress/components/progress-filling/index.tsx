// 进度填报: what the section built on a day, item by item. The items filled on the last working day come first (a
// crew usually carries on), each with its path, chainage and progress; 填报 opens the item in place for the day's
// quantity (or cumulative percent), photos and a note, so a usual day is a few taps per item. A filling made without
// signal waits in the outbox (待发送) and is marked so here until it goes.
import { useCallback, useEffect, useMemo, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Input, Picker, Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { outbox } from '@/lib/outbox'
import { FILL_URL, getFillingItems, removeFilling, type FillingDay, type FillingItem } from '../../api/filling'
import { barWidth, quantityText } from '../../format'
import { percentText } from '@/utils/money'
import { FillEditor } from './fill-editor'
import '../progress.scss'

const PAGE = 30

export interface ProgressFillingScreenProps {
  contractId: string
  /** opens the day's report of the section */
  onOpenReport?(date: string): void
}

export function ProgressFillingScreen({ contractId, onOpenReport }: ProgressFillingScreenProps) {
  const [date, setDate] = useState(dayjs().format('YYYY-MM-DD'))
  const [day, setDay] = useState<FillingDay | null>(null)
  const [error, setError] = useState('')
  const [word, setWord] = useState('')
  const [keyword, setKeyword] = useState('')
  const [editing, setEditing] = useState('')
  const [queued, setQueued] = useState<Set<string>>(new Set())
  const [shown, setShown] = useState(PAGE)

  const load = useCallback(async () => {
    setError('')
    try {
      setDay(await getFillingItems(contractId, date, keyword))
    } catch (err) {
      setError(errorText(err, '加载失败'))
    }
  }, [contractId, date, keyword])
  useEffect(() => {
    setDay(null)
    setShown(PAGE)
    if (contractId) void load()
  }, [contractId, load])
  useDidShow(() => { if (contractId && day) void load() })
  // a filling that waited in the outbox shows as filled once it has gone
  useEffect(() => {
    const sentCount = () => outbox.getSnapshot().entries.filter((e) => e.url === FILL_URL && e.status === 'sent').length
    let sent = sentCount()
    return outbox.subscribe(() => {
      const now = sentCount()
      if (now > sent && contractId) void load()
      sent = now
    })
  }, [contractId, load])
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => setShown((n) => n + PAGE))

  const groups = useMemo(() => {
    const list = day?.list ?? []
    return { last: list.filter((i) => i.filledYesterday), others: list.filter((i) => !i.filledYesterday) }
  }, [day])
  const filledToday = (day?.list ?? []).filter((i) => i.today).length

  const takeBack = async (item: FillingItem) => {
    if (!item.today) return
    const res = await Taro.showModal({ title: '撤回填报', content: `撤回“${item.name}”${date}填报的${quantityText(item.today.quantity, item.unit)}？`, confirmText: '撤回', confirmColor: '#fa3534' })
    if (!res.confirm) return
    try {
      await removeFilling(item.today.id)
      void Taro.showToast({ title: '已撤回', icon: 'success' })
      void load()
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '撤回失败'), icon: 'none', duration: 2500 })
    }
  }

  const card = (item: FillingItem) => (
    <View key={item.id} className='pg-card'>
      <View className='pg-node__head'>
        {item.today && <Text className='pg-tag pg-tag--ok'>已填</Text>}
        {queued.has(item.id) && !item.today && <Text className='pg-tag pg-tag--warn'>待发送</Text>}
        <Text className='pg-node__name pg-ellipsis' style={{ fontWeight: 600 }}>{item.name}</Text>
        <Text className='pg-node__pct'>{percentText(item.percent)}</Text>
      </View>
      <Text className='pg-meta pg-ellipsis'>{item.path}</Text>
      <Text className='pg-meta pg-ellipsis'>{[item.billCode && `清单 ${item.billCode}`, item.chainage].filter(Boolean).join('  ')}</Text>
      <View className='pg-bar'><View className={`pg-bar__done${item.percent >= 100 ? ' pg-bar__done--full' : ''}`} style={{ width: barWidth(item.percent) }} /></View>
      <Text className='pg-meta'>累计 {quantityText(item.doneQuantity, item.unit)} / 设计 {quantityText(item.designQuantity, item.unit)}</Text>
      {item.today && (
        <Text className='pg-meta' style={{ color: '#19be6b' }}>
          {date === dayjs().format('YYYY-MM-DD') ? '今日' : date}填报 {quantityText(item.today.quantity, item.unit)}{item.today.photos.length ? `，照片${item.today.photos.length}张` : ''}
        </Text>
      )}
      {editing === item.id ? (
        <FillEditor contractId={contractId} date={date} item={item} onCancel={() => setEditing('')}
          onDone={({ queued: waits }) => {
            setEditing('')
            if (waits) setQueued((now) => new Set(now).add(item.id))
            else void load()
          }} />
      ) : (
        <View className='pg-actions'>
          {item.today && <Text className='pg-btn pg-btn--danger' onClick={() => void takeBack(item)}>撤回</Text>}
          {(item.percent < 100 || item.today) && <Text className='pg-btn pg-btn--primary' onClick={() => setEditing(item.id)}>{item.today ? '修改' : '填报'}</Text>}
        </View>
      )}
    </View>
  )

  if (!contractId) return <PageState status='empty' text='请先选择合同段' />
  const visibleOthers = groups.others.slice(0, Math.max(0, shown - groups.last.length))
  return (
    <View className='pg'>
      <View className='pg-day'>
        <Picker mode='date' value={date} end={dayjs().format('YYYY-MM-DD')} onChange={(e) => setDate(e.detail.value)}>
          <Text>填报日期：<Text className='pg-day__pick'>{date}</Text></Text>
        </Picker>
        {onOpenReport && <Text className='pg-day__pick' onClick={() => onOpenReport(date)}>施工日报 ›</Text>}
      </View>
      <View className='pg-search'>
        <Input className='pg-search__input' value={word} placeholder='搜索分项名称、编码或部位' confirmType='search'
          onInput={(e) => setWord(e.detail.value)} onConfirm={() => setKeyword(word.trim())} />
        <Text className='pg-search__go' onClick={() => setKeyword(word.trim())}>搜索</Text>
      </View>
      {error && !day && <PageState status='error' text={error} onRetry={() => void load()} />}
      {!error && !day && <PageState status='loading' />}
      {error && day && <PageState inline status='error' text={error} onRetry={() => void load()} />}
      {day && day.list.length === 0 && <PageState inline status='empty' text={keyword ? `没有与“${keyword}”相符的分项` : '该合同段没有可填报的分项工程'} />}
      {day && day.list.length > 0 && (
        <>
          <Text className='pg-section-head'>{date}已填报 {filledToday} 项{day.previousDate ? `，上次填报 ${day.previousDate}` : ''}</Text>
          {groups.last.length > 0 && <Text className='pg-section-head'>上次填报的分项</Text>}
          {groups.last.map(card)}
          {visibleOthers.length > 0 && <Text className='pg-section-head'>其他分项</Text>}
          {visibleOthers.map(card)}
          <View className='pg-footer'><Text>{groups.last.length + visibleOthers.length < day.list.length ? '上拉加载更多' : `共${day.list.length}项`}</Text></View>
        </>
      )}
    </View>
  )
}
