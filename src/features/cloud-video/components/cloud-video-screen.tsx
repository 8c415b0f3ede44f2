// The Cloud video tab: the cameras of the user's sections of the project in use, by section; one tapped opens
// above the list with its live picture, snapshot and recordings. Without a video platform the tab says so and how
// to configure it (the list still shows what is registered). The sections' managers add, edit and disable cameras.
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import type { VideoCameraListVO, VideoCameraVO, VideoStatusVO } from '@shared/api/video'
import { getCameras, getVideoStatus } from '../api/video'
import { CameraForm, type SectionOption } from './camera-form'
import { CameraPanel } from './camera-panel'
import './cloud-video.scss'

export interface CloudVideoScreenProps {
  projectId: string
  /** the section in use; '' for all of the user's sections in the project */
  contractId?: string
  /** the sections a manager may add a camera to */
  sections: SectionOption[]
  header?: ReactNode
}

export function CloudVideoScreen({ projectId, contractId = '', sections, header }: CloudVideoScreenProps) {
  const [status, setStatus] = useState<VideoStatusVO | null>(null)
  const [data, setData] = useState<VideoCameraListVO | null>(null)
  const [error, setError] = useState('')
  const [open, setOpen] = useState<VideoCameraVO | null>(null)
  const [manage, setManage] = useState(false)
  const [editing, setEditing] = useState<VideoCameraVO | 'new' | null>(null)

  const load = useCallback(async () => {
    if (!projectId) return
    setError('')
    try {
      const [s, d] = await Promise.all([getVideoStatus(), getCameras(projectId, contractId, manage)])
      setStatus(s)
      setData(d)
    } catch (e) {
      setError(errorText(e, '摄像头加载失败'))
    }
  }, [projectId, contractId, manage])
  useEffect(() => { void load() }, [load])
  useEffect(() => { setData(null); setOpen(null) }, [projectId, contractId])
  usePullDownRefresh(() => void load().finally(() => Taro.stopPullDownRefresh()))

  let body: ReactNode
  if (!projectId) body = <PageState status='empty' text='请先选择项目' />
  else if (!data && error) body = <PageState status='error' text={error} onRetry={() => void load()} />
  else if (!data) body = <PageState status='loading' />
  else {
    const groups = new Map<string, VideoCameraVO[]>()
    for (const c of data.list) groups.set(c.contractName, [...(groups.get(c.contractName) ?? []), c])
    body = (
      <View className='cv__body'>
        {status && !status.configured ? (
          <View className='cv__notice' role='alert'>
            <Text className='cv__notice-title'>视频平台未配置</Text>
            <Text className='cv__notice-text'>{status.hint}</Text>
          </View>
        ) : null}
        {error ? <View className='cv__stale' role='alert'>{`${error}，显示的是上次的数据`}</View> : null}
        {open ? <CameraPanel key={open.id} camera={open} onClose={() => setOpen(null)} /> : null}
        {data.manages ? (
          <View className='cv__tools'>
            <Text className='cv__tool' onClick={() => { setManage(!manage); setEditing(null) }}>{manage ? '完成' : '管理摄像头'}</Text>
            {manage ? <Text className='cv__tool' onClick={() => setEditing('new')}>新增摄像头</Text> : null}
          </View>
        ) : null}
        {editing ? (
          <CameraForm
            camera={editing === 'new' ? null : editing}
            sections={sections}
            configured={status?.configured === true}
            onCancel={() => setEditing(null)}
            onSaved={() => { setEditing(null); void load() }}
          />
        ) : null}
        {data.list.length === 0 ? <PageState status='empty' inline text='您所在的合同段还没有登记摄像头' /> : [...groups].map(([section, cams]) => (
          <View key={section} className='cv__card'>
            <Text className='cv__section'>{section}</Text>
            {cams.map((c) => (
              <View key={c.id} className={`cv__camera${c.enabled ? '' : ' cv__camera--off'}`} onClick={() => { if (!manage && c.enabled) setOpen(c) }}>
                <View className='cv__camera-text'>
                  <Text className='cv__camera-name'>{c.name}</Text>
                  <Text className='cv__camera-sub'>{[c.chainage, c.location].filter(Boolean).join(' · ') || '未填写位置'}</Text>
                </View>
                {manage ? <Text className='cv__edit' onClick={() => setEditing(c)}>{c.enabled ? '编辑' : '已停用 · 编辑'}</Text> : <Text className='cv__go'>›</Text>}
              </View>
            ))}
          </View>
        ))}
      </View>
    )
  }
  return (
    <View className='cv'>
      {header}
      {body}
    </View>
  )
}
