// Adding or editing a camera (the sections' project managers and chief engineers): its section, name, place and
// chainage, and the platform's device and channel ids, typed or picked from the channels the platform lists.
import { useEffect, useState } from 'react'
import { Input, Picker, Switch, Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { errorText } from '@/lib/error-text'
import type { VideoCameraInput, VideoCameraVO, VideoChannelVO } from '@shared/api/video'
import { getChannels, saveCamera } from '../api/video'

export interface SectionOption { id: string; fullName: string }

interface Props {
  /** the camera edited, or null for a new one */
  camera: VideoCameraVO | null
  sections: SectionOption[]
  /** the platform is configured: its channels can be listed */
  configured: boolean
  onSaved: (c: VideoCameraVO) => void
  onCancel: () => void
}

export function CameraForm({ camera, sections, configured, onSaved, onCancel }: Props) {
  const [v, setV] = useState<VideoCameraInput>(() => ({
    id: camera?.id, contractId: camera?.contractId ?? sections[0]?.id ?? '', name: camera?.name ?? '', location: camera?.location ?? '',
    chainage: camera?.chainage ?? '', deviceId: camera?.deviceId ?? '', channelId: camera?.channelId ?? '', enabled: camera?.enabled ?? true
  }))
  const [channels, setChannels] = useState<VideoChannelVO[]>([])
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    if (!configured) return
    getChannels().then(setChannels).catch((e) => setError(errorText(e, '读取视频平台通道失败')))
  }, [configured])
  const set = (k: keyof VideoCameraInput) => (e: { detail: { value: string } }) => setV((o) => ({ ...o, [k]: e.detail.value }))
  const sectionIndex = Math.max(0, sections.findIndex((s) => s.id === v.contractId))

  const submit = async () => {
    setSaving(true)
    setError('')
    try {
      onSaved(await saveCamera(v))
    } catch (e) {
      setError(errorText(e, '保存失败'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <View className='cv-form'>
      <Text className='cv-form__title'>{camera ? '编辑摄像头' : '新增摄像头'}</Text>
      {camera ? <Text className='cv-form__row'>{camera.contractName}</Text> : (
        <Picker mode='selector' range={sections.map((s) => s.fullName)} value={sectionIndex} onChange={(e) => setV((o) => ({ ...o, contractId: sections[Number(e.detail.value)]?.id ?? '' }))}>
          <Text className='cv-form__row'>合同段：{sections[sectionIndex]?.fullName ?? '请选择'} ▾</Text>
        </Picker>
      )}
      <Input className='cv-form__input' placeholder='摄像头名称' value={v.name} maxlength={100} onInput={set('name')} />
      <Input className='cv-form__input' placeholder='安装位置' value={v.location} maxlength={200} onInput={set('location')} />
      <Input className='cv-form__input' placeholder='桩号，如 K12+087' value={v.chainage} maxlength={30} onInput={set('chainage')} />
      {channels.length > 0 ? (
        <Picker mode='selector' range={channels.map((c) => `${c.name}（${c.deviceName}${c.online ? '' : '，离线'}）`)} onChange={(e) => {
          const c = channels[Number(e.detail.value)]
          if (c) setV((o) => ({ ...o, deviceId: c.deviceId, channelId: c.channelId, name: o.name || c.name }))
        }}>
          <Text className='cv-form__row cv-form__row--link'>从视频平台选择通道 ▾</Text>
        </Picker>
      ) : null}
      <Input className='cv-form__input' placeholder='设备编号（国标编码）' value={v.deviceId} maxlength={64} onInput={set('deviceId')} />
      <Input className='cv-form__input' placeholder='通道编号（国标编码）' value={v.channelId} maxlength={64} onInput={set('channelId')} />
      <View className='cv-form__row'>
        <Text>启用</Text>
        <Switch checked={v.enabled !== false} onChange={(e) => setV((o) => ({ ...o, enabled: e.detail.value }))} />
      </View>
      {error ? <View className='cv-form__error' role='alert'>{error}</View> : null}
      <View className='cv-form__buttons'>
        <AtButton size='small' onClick={onCancel}>取消</AtButton>
        <AtButton size='small' type='primary' loading={saving} disabled={saving} onClick={() => void submit()}>保存</AtButton>
      </View>
    </View>
  )
}
