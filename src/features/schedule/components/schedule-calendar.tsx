// 日程安排: the month with a dot on each day that has an entry, a task due or a meeting, and below it the chosen day's
// entries (tap to edit), my meetings that day and my tasks due that day (read-only, tap through to the meeting or the
// task). Pull-down reloads both.
import { useCallback, useEffect, useRef, useState } from 'react'
import dayjs from 'dayjs'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { ScheduleDay } from '@shared/api/schedule'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { getDay, getMonth } from '../api/schedule'
import { monthGrid, shiftMonth, timeText } from '../lib/calendar'
import './schedule.scss'

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日']

export interface ScheduleCalendarProps { entryUrl(id: string): string; newUrl(date: string): string; taskUrl(id: string): string; meetingUrl(id: string): string }

export function ScheduleCalendar({ entryUrl, newUrl, taskUrl, meetingUrl }: ScheduleCalendarProps) {
  const projectId = storage.get('project')?.id ?? ''
  const today = dayjs().format('YYYY-MM-DD')
  const [month, setMonth] = useState(today.slice(0, 7))
  const [selected, setSelected] = useState(today)
  const [marked, setMarked] = useState<string[]>([])
  const [day, setDay] = useState<ScheduleDay | null>(null)
  const [error, setError] = useState('')
  const shown = useRef(false)

  const load = useCallback(async () => {
    try {
      const [m, d] = await Promise.all([getMonth(month, projectId), getDay(selected, projectId)])
      setMarked(m.days)
      setDay(d)
      setError('')
    } catch (err) {
      setError(errorText(err, '日程加载失败'))
    }
  }, [month, selected, projectId])
  useEffect(() => { void load() }, [load])
  useDidShow(() => {
    // back from the form (saved or deleted): the dots and the day change
    if (shown.current) void load()
    shown.current = true
  })
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  const go = (by: number) => {
    const m = shiftMonth(month, by)
    setMonth(m)
    setSelected(m === today.slice(0, 7) ? today : `${m}-01`)
  }
  const pick = (date: string) => {
    setSelected(date)
    if (date.slice(0, 7) !== month) setMonth(date.slice(0, 7))
  }

  // a server without meetings in its schedule (an older one) answers none
  const meetings = day?.meetings ?? []
  return (
    <View className='sc-page'>
      <View className='sc-month'>
        <View className='sc-month__head'>
          <Text className='sc-month__nav' onClick={() => go(-1)}>上月</Text>
          <Text className='sc-month__title'>{dayjs(`${month}-01`).format('YYYY年M月')}</Text>
          <Text className='sc-month__nav' onClick={() => go(1)}>下月</Text>
        </View>
        <View className='sc-week'>{WEEKDAYS.map((w) => <Text key={w} className='sc-weekday'>{w}</Text>)}</View>
        {monthGrid(month).map((week) => (
          <View key={week[0].date} className='sc-week'>
            {week.map((d) => (
              <View key={d.date} aria-label={d.date} aria-selected={d.date === selected}
                className={`sc-day${d.inMonth ? '' : ' sc-day--out'}${d.date === today ? ' sc-day--today' : ''}${d.date === selected ? ' sc-day--on' : ''}`}
                onClick={() => pick(d.date)}>
                <Text>{d.day}</Text>
                <View className={`sc-dot${marked.includes(d.date) ? '' : ' sc-dot--none'}`} />
              </View>
            ))}
          </View>
        ))}
      </View>
      <Text className='sc-section__title'>{dayjs(selected).format('M月D日')}</Text>
      {error && <PageState status='error' text={error} onRetry={() => void load()} />}
      {!error && !day && <PageState status='loading' />}
      {!error && day && day.entries.length === 0 && day.tasks.length === 0 && meetings.length === 0 && <Text className='sc-empty'>当天暂无日程</Text>}
      {!error && day?.entries.map((e) => (
        <View key={e.id} className='sc-card' onClick={() => void Taro.navigateTo({ url: entryUrl(e.id) })}>
          <Text className='sc-card__title'>{e.title}</Text>
          <Text className='sc-meta'>{`${timeText(e)}${e.place ? ` · ${e.place}` : ''}`}</Text>
        </View>
      ))}
      {!error && meetings.map((m) => (
        <View key={m.id} className='sc-card sc-card--meeting' onClick={() => void Taro.navigateTo({ url: meetingUrl(m.id) })}>
          <Text className='sc-card__title'>{`会议：${m.subject}`}</Text>
          <Text className='sc-meta'>{`${m.startTime}${m.place ? ` · ${m.place}` : ''} · ${m.stateName}`}</Text>
        </View>
      ))}
      {!error && day?.tasks.map((t) => (
        <View key={t.id} className='sc-card sc-card--task' onClick={() => void Taro.navigateTo({ url: taskUrl(t.id) })}>
          <Text className='sc-card__title'>{`任务：${t.title}`}</Text>
          <Text className='sc-meta'>{`${t.billNo} · ${t.stateName} · 当日截止`}</Text>
        </View>
      ))}
      <View className='sc-actions'>
        <View className='sc-btn sc-btn--primary' onClick={() => void Taro.navigateTo({ url: newUrl(selected) })}><Text>新建日程</Text></View>
      </View>
    </View>
  )
}
