// 打卡地图 (recordPageMap): one's own punches of a day against the section's fences, on WeChat's map in the
// mini-program (a schematic in the browser), with the day's punches listed below; another day is picked above.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Picker, Text, View } from '@tarojs/components'
import type { AttendanceTodayVO, PunchVO } from '@shared/api/attendance'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getToday } from '../api'
import { clockTime, ownPunches } from '../lib/month-punches'
import { chinaToday } from '../lib/rules'
import { FenceMap } from './fence-map/fence-map'
import { PunchCard } from './punch-card'
import './attendance.scss'

export function RecordMapScreen({ contractId, day: initial }: { contractId?: string; day?: string }) {
  const today = chinaToday()
  const [day, setDay] = useState(initial && /^\d{4}-\d{2}-\d{2}$/.test(initial) && initial <= today ? initial : today)
  const [head, setHead] = useState<AttendanceTodayVO>()
  const [punches, setPunches] = useState<PunchVO[]>([])
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')

  const load = useCallback(async () => {
    try {
      const h = await getToday(contractId)
      setPunches(await ownPunches(h.contractId, day, day))
      setHead(h)
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }, [contractId, day])

  useEffect(() => { setStatus('loading'); void load() }, [load])
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error' || !head) return <PageState status='error' text={error} onRetry={() => { setStatus('loading'); void load() }} />

  // an entered punch (补录) has no position of its own: listed below, not on the map
  const marks = punches.filter((p) => !p.manual).map((p) => ({ id: p.id, longitude: p.longitude, latitude: p.latitude, inside: p.inside, label: `${p.kind === 'in' ? '上班' : '下班'} ${clockTime(p.punchTime)}` }))
  return (
    <View className='att'>
      <Picker mode='date' value={day} end={today} onChange={(e) => setDay(e.detail.value)}>
        <View className='att-head'>
          <Text className='att-head__section'>{day} ▾</Text>
          <Text className='att-head__rule'>{head.contractName}</Text>
        </View>
      </Picker>
      {head.fences.length === 0 && punches.length === 0
        ? <PageState status='empty' inline text='该合同段尚未设置考勤围栏，当天也没有打卡' />
        : <FenceMap fences={head.fences} punches={marks} />}
      <View className='att-section-title'><Text>当天打卡</Text></View>
      {punches.length === 0 && <PageState status='empty' inline text='这一天没有打卡' />}
      {punches.map((p) => <PunchCard key={p.id} punch={p} />)}
    </View>
  )
}
