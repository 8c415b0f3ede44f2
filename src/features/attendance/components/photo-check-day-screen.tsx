// 外勤拍照签到's front page: today's field sign-ins on the section (the places visited, with their photos' reasons and
// distance from the site), and 拍照签到 for the next one (operationForm). Back from the form, the list is read again.
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { AttendanceTodayVO } from '@shared/api/attendance'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { getToday } from '../api'
import { PunchCard } from './punch-card'
import './attendance.scss'

export function PhotoCheckDayScreen() {
  const [today, setToday] = useState<AttendanceTodayVO>()
  const [error, setError] = useState('')
  const load = useCallback(async () => {
    try {
      setToday(await getToday())
      setError('')
    } catch (err) {
      setError(errorText(err, '加载失败'))
    }
  }, [])
  useEffect(() => { void load() }, [load])
  useDidShow(() => { if (today) void load() })
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  if (error && !today) return <PageState status='error' text={error} onRetry={() => void load()} />
  if (!today) return <PageState status='loading' />
  const field = today.punches.filter((p) => p.field)
  return (
    <View className='att'>
      <View className='att-head'>
        <Text className='att-head__section'>{today.contractName}</Text>
        <Text className='att-head__rule'>离开工地办事（材料厂验收、业主处开会）时，在到达地点拍照签到并写明事由</Text>
      </View>
      <View className='att-section-title'><Text>{`今日外勤签到（${field.length}）`}</Text></View>
      {field.length === 0 && <PageState status='empty' inline text='今天还没有外勤签到' />}
      {field.map((p) => <PunchCard key={p.id} punch={p} />)}
      <View className='att-submit' role='button' onClick={() => void Taro.navigateTo({ url: routes.attendance.photoCheckForm })}>拍照签到</View>
    </View>
  )
}
