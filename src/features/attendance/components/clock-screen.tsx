// 考勤打卡: two taps. The screen reads the section's fences and today's punches, takes one location fix and shows
// whether it lies inside a fence (the same geometry the server decides with); the big button clocks in (or out
// after the first punch). The punch goes straight to the server under its own key; without network, or when the
// answer is lost, it waits in the outbox under the same key, so a retry never clocks twice. The server's refusal
// (outside the fence, a faked position, an exited worker) is shown as it says it.
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { View, Text, Picker } from '@tarojs/components'
import type { AttendanceTodayVO, ClockInput, PunchVO } from '@shared/api/attendance'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { locateOnce, type Fix } from '@/lib/location'
import { isOnline } from '@/lib/network'
import { classifySendError, outbox } from '@/lib/outbox'
import { storage } from '@/lib/storage'
import { formatDate } from '@/utils/format-date'
import { randomId } from '@/utils/random'
import { CLOCK_URL, getToday, sendClock } from '../api'
import { nearest } from '../lib/rules'
import { PunchCard } from './punch-card'
import './attendance.scss'

export const QUEUED_CLOCK = '网络不可用，打卡已存入待发送，联网后自动提交'

type Place = { state: 'locating' } | { state: 'failed'; message: string } | { state: 'fixed'; fix: Fix; fenceName: string; distance: number }

export function ClockScreen() {
  const [today, setToday] = useState<AttendanceTodayVO>()
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const [place, setPlace] = useState<Place>({ state: 'locating' })
  const [sending, setSending] = useState(false)
  const [now, setNow] = useState(Date.now())

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])

  const locate = useCallback(async (day: AttendanceTodayVO) => {
    setPlace({ state: 'locating' })
    try {
      const fix = await locateOnce({ timeoutMs: 10_000 })
      const near = nearest(fix, day.fences)
      setPlace({ state: 'fixed', fix, fenceName: near?.fenceName ?? '', distance: near ? near.distance : Infinity })
    } catch {
      setPlace({ state: 'failed', message: '无法获取当前位置，请开启定位权限后重试' })
    }
  }, [])

  const load = useCallback(async (contractId?: string) => {
    try {
      const day = await getToday(contractId)
      setToday(day)
      setStatus('ready')
      void locate(day)
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }, [locate])

  useEffect(() => { void load() }, [load])
  useDidShow(() => { if (today) void load(today.contractId) })
  usePullDownRefresh(() => { void load(today?.contractId).finally(() => Taro.stopPullDownRefresh()) })

  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error' || !today) return <PageState status='error' text={error} onRetry={() => void load()} />

  const clockedIn = today.punches.some((p) => p.kind === 'in')
  const label = clockedIn ? '下班打卡' : '上班打卡'
  const inside = place.state === 'fixed' && place.distance === 0
  const noFence = today.fences.length === 0
  const exited = today.worker?.exited === true

  const clock = async () => {
    if (place.state !== 'fixed' || sending) return
    const key = randomId(32)
    const body: ClockInput = {
      contractId: today.contractId, longitude: place.fix.longitude, latitude: place.fix.latitude,
      accuracy: place.fix.accuracy === undefined ? undefined : Math.round(place.fix.accuracy), clientTime: Date.now()
    }
    const queue = async () => {
      await outbox.enqueue({
        id: key, userId: storage.get('userInfo')?.userId ?? '', title: '考勤打卡', summary: `${label} ${formatDate(body.clientTime, 'hh:MM')}`,
        url: CLOCK_URL, body: { ...body }
      })
      void Taro.showModal({ title: '已存入待发送', content: QUEUED_CLOCK, showCancel: false })
    }
    setSending(true)
    try {
      if (!isOnline()) await queue()
      else {
        const punch = await sendClock(body, key)
        void Taro.showToast({ title: `${punch.kind === 'in' ? '上班' : '下班'}打卡成功${punch.late ? '（迟到）' : punch.early ? '（早退）' : ''}`, icon: 'none', duration: 2500 })
        await load(today.contractId)
      }
    } catch (err) {
      if (classifySendError(err).kind === 'transient') await queue().catch((e) => void Taro.showToast({ title: errorText(e, '打卡失败'), icon: 'none' }))
      else void Taro.showModal({ title: '打卡失败', content: errorText(err, '打卡失败'), showCancel: false })
    } finally {
      setSending(false)
    }
  }

  const sectionIndex = Math.max(0, today.sections.findIndex((s) => s.id === today.contractId))
  return (
    <View className='att'>
      <View className='att-head'>
        {today.sections.length > 1 ? (
          <Picker mode='selector' range={today.sections.map((s) => s.name)} value={sectionIndex} onChange={(e) => void load(today.sections[Number(e.detail.value)].id)}>
            <Text className='att-head__section'>{today.contractName} ▾</Text>
          </Picker>
        ) : <Text className='att-head__section'>{today.contractName}</Text>}
        <Text className='att-head__rule'>上班 {today.rule.workStart} · 下班 {today.rule.workEnd}{today.worker ? ` · ${today.worker.team} ${today.worker.trade}` : ''}</Text>
      </View>

      <View className='att-clock'>
        <View
          className={`att-clock__btn${inside && !exited ? '' : ' att-clock__btn--off'}${sending ? ' att-clock__btn--busy' : ''}`}
          role='button'
          aria-label={label}
          aria-disabled={!inside || exited || sending}
          onClick={() => {
            if (!inside || exited) return
            // the section's rule requires the face: a registered worker clocks in with a photo on the face screen
            if (today.rule.requireFace && today.worker) void Taro.navigateTo({ url: routes.attendance.attendanceFaceRecognition(today.contractId) })
            else void clock()
          }}
        >
          <Text className='att-clock__label'>{sending ? '提交中…' : label}</Text>
          <Text className='att-clock__time'>{formatDate(now, 'hh:MM:ss')}</Text>
        </View>
        <View className='att-place'>
          {exited && <Text className='att-place__bad'>您已退场，无法打卡</Text>}
          {!exited && noFence && <Text className='att-place__bad'>该合同段尚未设置考勤围栏，请联系管理人员</Text>}
          {!exited && !noFence && place.state === 'locating' && <Text className='att-place__muted'>正在定位…</Text>}
          {!exited && !noFence && place.state === 'failed' && <Text className='att-place__bad'>{place.message}</Text>}
          {!exited && !noFence && place.state === 'fixed' && (inside
            ? <Text className='att-place__ok'>✓ 已进入考勤范围：{place.fenceName}</Text>
            : <Text className='att-place__bad'>不在考勤范围内，距离{place.fenceName}约{place.distance}米</Text>)}
          {place.state !== 'locating' && <Text className='att-place__link' onClick={() => void locate(today)}>重新定位</Text>}
        </View>
        {!inside && !exited && !noFence && place.state === 'fixed' && (
          <Text className='att-place__link' onClick={() => void Taro.navigateTo({ url: routes.attendance.fieldAttendanceClock })}>在外办公？去外勤打卡</Text>
        )}
      </View>

      <View className='att-section-title'><Text>今日打卡</Text></View>
      {today.punches.length === 0 && <PageState status='empty' inline text='今天还没有打卡' />}
      {today.punches.map((p: PunchVO) => <PunchCard key={p.id} punch={p} />)}
      <View className='att-links'>
        <Text className='att-place__link' onClick={() => void Taro.navigateTo({ url: routes.attendance.punchClockRecord })}>打卡记录</Text>
        <Text className='att-place__link' onClick={() => void Taro.navigateTo({ url: routes.attendance.punshClockStatistics })}>考勤统计</Text>
        <Text className='att-place__link' onClick={() => void Taro.navigateTo({ url: routes.attendance.recordPage })}>考勤日历</Text>
        <Text className='att-place__link' onClick={() => void Taro.navigateTo({ url: routes.attendance.fenceArea })}>围栏与规则</Text>
      </View>
    </View>
  )
}
