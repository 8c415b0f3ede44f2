// One device: its latest readings against their limits, a 24 h line of each metric, its alarms (open first, then
// the closed ones of 30 days), and 重置密钥 for the section's project managers.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { kindDef, type SmartDeviceDetailVO } from '@shared/api/smart-site'
import { PageState } from '@/components'
import { LineChart } from '@/components/charts'
import { errorText } from '@/lib/error-text'
import { getDevice, renewDeviceKey } from '../api/smart-site'
import { kindName, limitsText, when } from '../lib/display'
import { AlarmRow, KeyNotice, Readings } from './parts'
import './smart-site.scss'

const hhmm = (ms: number) => when(ms, ms).slice(-5)

export function DeviceDetail({ id }: { id: string }) {
  const [data, setData] = useState<SmartDeviceDetailVO>()
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const [key, setKey] = useState('')
  const [busy, setBusy] = useState(false)
  const load = useCallback(async () => {
    setLoading(true)
    setError('')
    try {
      setData(await getDevice(id))
    } catch (e) {
      setError(errorText(e, '加载失败，请重试'))
    } finally {
      setLoading(false)
    }
  }, [id])
  useEffect(() => { void load() }, [load])
  usePullDownRefresh(() => void load().finally(() => Taro.stopPullDownRefresh()))

  const renew = async () => {
    if (busy || !data) return
    const { confirm } = await Taro.showModal({ title: '重置密钥', content: `重置后“${data.device.name}”的旧密钥立即失效，需要把新密钥配置到设备。确定重置吗？` })
    if (!confirm) return
    setBusy(true)
    try {
      const r = await renewDeviceKey(id)
      setData({ ...data, device: r.device })
      setKey(r.key)
    } catch (e) {
      void Taro.showToast({ title: errorText(e, '重置失败'), icon: 'none' })
    } finally {
      setBusy(false)
    }
  }

  if (!data) {
    if (error) return <PageState status='error' text={error} onRetry={() => void load()} />
    return <PageState status={loading ? 'loading' : 'empty'} />
  }
  const d = data.device
  if (key) return <KeyNotice name={d.name} deviceKey={key} onDone={() => setKey('')} />
  const now = Date.now()
  const metrics = kindDef(d.kind)?.metrics ?? []
  return (
    <View className='ss-body'>
      {error ? <View className='ss-stale' role='alert'>{`${error}，显示的是上次的数据`}</View> : null}
      <View className={`ss-card ss-card--${d.online ? d.level : 'offline'}`}>
        <View className='ss-card__head'>
          <Text className='ss-card__name'>{d.name}</Text>
          <Text className='ss-tag ss-tag--kind'>{kindName(d.kind)}</Text>
          <Text className={`ss-tag ss-tag--${d.online ? 'online' : 'offline'}`}>{d.online ? '在线' : '离线'}</Text>
        </View>
        <Text className='ss-meta'>{`${d.contractName} · ${d.location || '未填安装位置'}`}</Text>
        <Text className='ss-meta'>{d.lastReadingAt === null ? '从未上报（15 分钟无读数即为离线）' : `最后上报 ${when(d.lastReadingAt, now)}（15 分钟无读数即为离线）`}</Text>
        <Readings device={d} />
      </View>
      {metrics.map((m) => {
        const points = data.series.find((s) => s.metric === m.code)?.points ?? []
        return (
          <View key={m.code} className='ss-section'>
            <Text className='ss-section__title'>{`${m.name}（${m.unit}）近 24 小时`}</Text>
            <Text className='ss-basis'>{`限值：${limitsText(m, now)}。${m.basis}`}</Text>
            {points.length ? (
              <LineChart title={`${m.name}近24小时`} unit={m.unit} data={points.map((p) => ({ label: hhmm(p.time), value: p.value }))} />
            ) : <PageState status='empty' inline text='近 24 小时没有读数' />}
          </View>
        )
      })}
      <View className='ss-section'>
        <Text className='ss-section__title'>报警记录</Text>
        {data.alarms.length ? null : <Text className='ss-basis'>近 30 天没有报警</Text>}
      </View>
      {data.alarms.map((a) => <AlarmRow key={a.id} alarm={a} now={now} />)}
      {data.canManage ? (
        <View className='ss-actions'>
          <View className={`ss-btn${busy ? ' ss-btn--off' : ''}`} onClick={() => void renew()}>{`重置密钥（尾号 ${d.keyHint}）`}</View>
        </View>
      ) : null}
    </View>
  )
}
