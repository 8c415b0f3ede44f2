// Pieces the list and the detail share: a device's latest readings as coloured chips, an alarm's line, and the key
// shown the one time it exists on the phone.
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { SmartAlarmVO, SmartDeviceVO } from '@shared/api/smart-site'
import { LEVEL_COLOURS, LEVEL_NAMES, metricName, number, valueText, when } from '../lib/display'
import './smart-site.scss'

export function Readings({ device }: { device: SmartDeviceVO }) {
  if (!device.latest.length) return <Text className='ss-meta'>尚未收到读数</Text>
  return (
    <View className='ss-readings'>
      {device.latest.map((r) => (
        <View key={r.metric} className='ss-reading' aria-label={`${metricName(device.kind, r.metric)} ${valueText(device.kind, r.metric, r.value)} ${LEVEL_NAMES[r.level]}`}>
          <Text className='ss-reading__label'>{metricName(device.kind, r.metric)}</Text>
          <Text className='ss-reading__value' style={{ color: LEVEL_COLOURS[r.level] }}>{valueText(device.kind, r.metric, r.value)}</Text>
        </View>
      ))}
    </View>
  )
}

export function alarmTitle(a: SmartAlarmVO): string {
  return `${a.deviceName} ${metricName(a.kind, a.metric)}${LEVEL_NAMES[a.level]}：最高 ${valueText(a.kind, a.metric, a.peakValue)}（${LEVEL_NAMES[a.level]}值 ${number(a.limit)}）`
}

export function AlarmRow({ alarm, now, onOpen }: { alarm: SmartAlarmVO; now: number; onOpen?: () => void }) {
  const closed = alarm.closedAt !== null
  return (
    <View className={`ss-alarm ss-alarm--${closed ? 'closed' : alarm.level}`} onClick={onOpen} role={onOpen ? 'link' : undefined}>
      <Text className='ss-alarm__title'>{alarmTitle(alarm)}</Text>
      <Text className='ss-meta'>{closed ? `${when(alarm.openedAt, now)} 至 ${when(alarm.closedAt as number, now)} · 已恢复` : `${when(alarm.openedAt, now)} 起 · 未恢复 · 最新 ${valueText(alarm.kind, alarm.metric, alarm.lastValue)}`}</Text>
    </View>
  )
}

/** the key of a device, shown once: copy it into the device now */
export function KeyNotice({ name, deviceKey, onDone }: { name: string; deviceKey: string; onDone(): void }) {
  return (
    <View className='ss-body'>
      <View className='ss-section'>
        <Text className='ss-section__title'>{`${name} 的设备密钥`}</Text>
        <Text className='ss-key' selectable>{deviceKey}</Text>
        <Text className='ss-basis'>密钥只显示这一次，服务器只保存其摘要。请立即配置到设备：上传读数时放在请求头 X-Device-Key 中（POST /api/smartsite/ingest）。遗失后可在设备详情中重置密钥，旧密钥随即失效。</Text>
      </View>
      <View className='ss-actions'>
        <View className='ss-btn' onClick={() => void Taro.setClipboardData({ data: deviceKey })}>复制密钥</View>
        <View className='ss-btn ss-btn--primary' onClick={onDone}>我已保存</View>
      </View>
    </View>
  )
}
