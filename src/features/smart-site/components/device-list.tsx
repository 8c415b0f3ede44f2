// 智慧工地: the project's monitoring devices by section (the section in use first) with their latest readings in
// their level's colour, online or not, and the open alarms on top; a device opens its detail, a project manager
// registers a new one.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { SmartDeviceListVO, SmartDeviceVO } from '@shared/api/smart-site'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getDevices } from '../api/smart-site'
import { kindName, when } from '../lib/display'
import { AlarmRow, Readings } from './parts'
import './smart-site.scss'

export interface DeviceListProps {
  projectId: string
  /** the section in use, listed first */
  contractId?: string
  onOpen(id: string): void
  onRegister(): void
}

function DeviceCard({ d, now, onOpen }: { d: SmartDeviceVO; now: number; onOpen(): void }) {
  const state = !d.online ? 'offline' : d.level
  return (
    <View className={`ss-card ss-card--${state}`} onClick={onOpen} role='link' aria-label={d.name}>
      <View className='ss-card__head'>
        <Text className='ss-card__name'>{d.name}</Text>
        <Text className='ss-tag ss-tag--kind'>{kindName(d.kind)}</Text>
        <Text className={`ss-tag ss-tag--${d.online ? 'online' : 'offline'}`}>{d.online ? '在线' : '离线'}</Text>
      </View>
      <Text className='ss-meta'>{`${d.location || '未填安装位置'} · ${d.lastReadingAt === null ? '从未上报' : `最后上报 ${when(d.lastReadingAt, now)}`}`}</Text>
      <Readings device={d} />
    </View>
  )
}

export function DeviceList({ projectId, contractId, onOpen, onRegister }: DeviceListProps) {
  const [data, setData] = useState<SmartDeviceListVO>()
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const load = useCallback(async () => {
    setLoading(true)
    setError('')
    try {
      setData(await getDevices(projectId))
    } catch (e) {
      setError(errorText(e, '加载失败，请重试'))
    } finally {
      setLoading(false)
    }
  }, [projectId])
  useEffect(() => { void load() }, [load])
  usePullDownRefresh(() => void load().finally(() => Taro.stopPullDownRefresh()))

  if (!data) {
    if (error) return <PageState status='error' text={error} onRetry={() => void load()} />
    return <PageState status={loading ? 'loading' : 'empty'} />
  }
  const now = Date.now()
  const sections = [...new Set(data.list.map((d) => d.contractId))].sort((a, b) => Number(b === contractId) - Number(a === contractId))
  const alarms = data.list.flatMap((d) => d.openAlarms).sort((a, b) => Number(b.level === 'alarm') - Number(a.level === 'alarm') || b.openedAt - a.openedAt)
  const online = data.list.filter((d) => d.online).length
  return (
    <View className='ss-body'>
      {error ? <View className='ss-stale' role='alert'>{`${error}，显示的是上次的数据`}</View> : null}
      <View className='ss-summary'>
        {[['设备', data.list.length], ['在线', online], ['离线', data.list.length - online], ['未恢复报警', alarms.length]].map(([label, value]) => (
          <View key={label} className='ss-summary__item' aria-label={`${label} ${value}`}>
            <Text className='ss-summary__value'>{value}</Text>
            <Text className='ss-summary__label'>{label}</Text>
          </View>
        ))}
      </View>
      {alarms.length ? <Text className='ss-group'>未恢复的报警</Text> : null}
      {alarms.map((a) => <AlarmRow key={a.id} alarm={a} now={now} onOpen={() => onOpen(a.deviceId)} />)}
      {data.list.length === 0 ? <PageState status='empty' inline text={data.canManage ? '暂无监测设备，可登记塔吊、扬尘噪声等监测设备' : '暂无监测设备'} /> : null}
      {sections.map((c) => {
        const devices = data.list.filter((d) => d.contractId === c)
        return (
          <View key={c}>
            <Text className='ss-group'>{devices[0]?.contractName || '合同段'}</Text>
            {devices.map((d) => <DeviceCard key={d.id} d={d} now={now} onOpen={() => onOpen(d.id)} />)}
          </View>
        )
      })}
      {data.canManage ? (
        <View className='ss-actions'>
          <View className='ss-btn ss-btn--primary' onClick={onRegister}>登记设备</View>
        </View>
      ) : null}
    </View>
  )
}
