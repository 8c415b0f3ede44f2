// 发起流程: the flows I may launch, by category, filtered by name on the device (the list is short and whole).
import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getLaunchableFlows, type FlowGroup, type FlowTemplateItem, type FlowVersion } from '../../api/templates'
import { SearchBox } from '../lists/search-box'
import { openNewTask, startFlow } from './start-flow'
import { VersionSheet } from './version-sheet'
import './launch.scss'

type Status = 'loading' | 'ready' | 'error'

function filterGroups(groups: FlowGroup[], keyword: string): FlowGroup[] {
  const k = keyword.trim().toLowerCase()
  if (!k) return groups
  return groups
    .map((g) => ({ ...g, flows: g.flows.filter((f) => f.fullName.toLowerCase().includes(k) || (f.enCode ?? '').toLowerCase().includes(k)) }))
    .filter((g) => g.flows.length > 0)
}

export function TemplateList({ active }: { active: boolean }) {
  const [groups, setGroups] = useState<FlowGroup[]>([])
  const [status, setStatus] = useState<Status>('loading')
  const [error, setError] = useState('')
  const [keyword, setKeyword] = useState('')
  const [picking, setPicking] = useState<{ flow: FlowTemplateItem; versions: FlowVersion[] } | null>(null)
  const [opening, setOpening] = useState(false)

  const load = async () => {
    if (status === 'error') setStatus('loading')
    try {
      setGroups(await getLaunchableFlows())
      setStatus('ready')
    } catch (err) {
      const text = errorText(err, '流程列表加载失败')
      // a failed refresh keeps the flows on screen
      if (status === 'ready') void Taro.showToast({ title: text, icon: 'none', duration: 2000 })
      else {
        setError(text)
        setStatus('error')
      }
    }
  }

  useEffect(() => {
    void load()
  }, [])

  usePullDownRefresh(() => {
    if (active) void load().finally(() => Taro.stopPullDownRefresh())
  })

  const open = async (flow: FlowTemplateItem) => {
    if (opening) return
    setOpening(true)
    try {
      // with none to launch startFlow has said why (no right to launch, network)
      const versions = await startFlow(flow)
      if (versions.length) setPicking({ flow, versions })
    } finally {
      setOpening(false)
    }
  }

  const shown = filterGroups(groups, keyword)
  const body = () => {
    if (status === 'loading') return <PageState status='loading' />
    if (status === 'error') return <PageState status='error' text={error} onRetry={() => void load()} />
    if (shown.length === 0) return <PageState status='empty' text={keyword ? '没有找到相关流程' : '暂无可发起的流程'} />
    return shown.map((group) => (
      <View key={group.id} className='wf-launch__group'>
        <Text className='wf-launch__group-title'>{group.name}</Text>
        <View className='wf-launch__grid'>
          {group.flows.map((flow) => (
            <View key={flow.id} className='wf-launch__flow' role='button' aria-label={`发起${flow.fullName}`} onClick={() => void open(flow)}>
              <View className='wf-launch__icon' style={{ background: flow.iconBackground || '#2979ff' }}>
                <Text>{flow.fullName.slice(0, 1)}</Text>
              </View>
              <Text className='wf-launch__name' numberOfLines={2}>
                {flow.fullName}
              </Text>
            </View>
          ))}
        </View>
      </View>
    ))
  }

  return (
    <View className='wf-launch'>
      <SearchBox placeholder='搜索流程名称' onSearch={setKeyword} />
      {body()}
      {picking && (
        <VersionSheet
          title={`选择${picking.flow.fullName}的流程版本`}
          versions={picking.versions}
          onClose={() => setPicking(null)}
          onPick={(v) => {
            setPicking(null)
            openNewTask(picking.flow, v)
          }}
        />
      )}
    </View>
  )
}
