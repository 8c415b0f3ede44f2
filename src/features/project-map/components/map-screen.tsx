// The Map tab: the project's route with each section along it in its colour (its chainage and contractor in the
// legend), and the places worth a visit: open hazards (tap to open the record), today's key inspection points
// (visited green, due orange, missed red; tap to visit) and the bridges and tunnels. The sections' attendance fences
// are drawn on the map too (a tap names one), with a legend entry.
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import type { DashboardMapVO, DashboardMarkerVO } from '@shared/api/dashboard'
import { getProjectMap } from '../api/map'
import { FENCE_COLOUR } from '../lib/fences'
import { markerColour, sectionColour } from '../lib/geometry'
import { markerUrl } from '../lib/marker-url'
import { RouteView } from './route-view'
import './map.scss'

export interface MapScreenProps {
  projectId: string
  /** above the map: the project and section picker of the page */
  header?: ReactNode
}

type Tab = 'hazard' | 'keyPoint' | 'structure'

const STATUS_TEXT = { visited: '已巡', due: '待巡', missed: '漏检' } as const

export function MapScreen({ projectId, header }: MapScreenProps) {
  const [map, setMap] = useState<DashboardMapVO | null>(null)
  const [error, setError] = useState('')
  const [tab, setTab] = useState<Tab>('hazard')
  const load = useCallback(async () => {
    if (!projectId) return
    setError('')
    try {
      setMap(await getProjectMap(projectId))
    } catch (e) {
      setError(errorText(e, '地图加载失败'))
    }
  }, [projectId])
  useEffect(() => { setMap(null); void load() }, [load])
  usePullDownRefresh(() => void load().finally(() => Taro.stopPullDownRefresh()))

  // stable, so the web map is not redrawn on every render
  const open = useCallback((m: DashboardMarkerVO) => {
    const url = markerUrl(m)
    if (url) void Taro.navigateTo({ url })
  }, [])

  let body: ReactNode
  if (!projectId) body = <PageState status='empty' text='请先选择项目' />
  else if (!map && error) body = <PageState status='error' text={error} onRetry={() => void load()} />
  else if (!map) body = <PageState status='loading' />
  else {
    const stretches = map.sections.filter((s) => s.kind === 'construction')
    const shown = map.markers.filter((m) => m.kind === tab)
    const count = (k: Tab) => map.markers.filter((m) => m.kind === k).length
    const fences = map.fences?.length ?? 0
    body = (
      <View className='pmap__body'>
        {error ? <View className='pmap__stale' role='alert'>{`${error}，显示的是上次的数据`}</View> : null}
        {map.line.length > 1 ? <RouteView map={map} onMarker={open} /> : <PageState status='empty' inline text='该项目尚未设置线路控制点，无法在地图上显示线路' />}
        <View className='pmap__card'>
          <Text className='pmap__title'>合同段</Text>
          {stretches.length === 0 ? <Text className='pmap__none'>您所在的合同段没有施工路段</Text> : stretches.map((s, i) => (
            <View key={s.id} className='pmap__section'>
              <View className='pmap__swatch' style={{ background: sectionColour(i) }} />
              <View className='pmap__section-text'>
                <Text className='pmap__section-name'>{`${s.enCode} ${s.mileage}`}</Text>
                <Text className='pmap__section-sub'>{s.contractor}</Text>
              </View>
            </View>
          ))}
          {fences > 0 ? (
            <View className='pmap__section'>
              <View className='pmap__swatch pmap__swatch--fence' style={{ borderColor: FENCE_COLOUR }} />
              <View className='pmap__section-text'>
                <Text className='pmap__section-name'>{`考勤围栏 ${fences}处`}</Text>
                <Text className='pmap__section-sub'>点按地图上的围栏查看名称和合同段</Text>
              </View>
            </View>
          ) : null}
        </View>
        <View className='pmap__card'>
          <View className='pmap__tabs' role='tablist'>
            <View role='tab' aria-selected={tab === 'hazard'} className={`pmap__tab ${tab === 'hazard' ? 'pmap__tab--on' : ''}`} onClick={() => setTab('hazard')}>{`未闭合隐患 ${count('hazard')}`}</View>
            {count('keyPoint') > 0 ? <View role='tab' aria-selected={tab === 'keyPoint'} className={`pmap__tab ${tab === 'keyPoint' ? 'pmap__tab--on' : ''}`} onClick={() => setTab('keyPoint')}>{`重点巡查 ${count('keyPoint')}`}</View> : null}
            <View role='tab' aria-selected={tab === 'structure'} className={`pmap__tab ${tab === 'structure' ? 'pmap__tab--on' : ''}`} onClick={() => setTab('structure')}>{`桥梁隧道 ${count('structure')}`}</View>
          </View>
          {shown.length === 0 ? <Text className='pmap__none'>{tab === 'hazard' ? '暂无未闭合的隐患' : tab === 'keyPoint' ? '暂无重点巡查部位' : '暂无桥梁隧道'}</Text> : shown.map((m) => (
            <View key={`${m.kind}-${m.id}`} className='pmap__marker' onClick={() => open(m)} role={m.kind === 'structure' ? undefined : 'link'}>
              <View className='pmap__dot' style={{ background: markerColour(m) }} />
              <Text className='pmap__chainage'>{m.chainage}</Text>
              <Text className='pmap__marker-name'>{m.name}</Text>
              {m.major ? <Text className='pmap__major'>重大</Text> : null}
              {m.kind === 'keyPoint' && m.status ? <Text className='pmap__major' style={{ background: markerColour(m) }}>{m.missedCount ? `${STATUS_TEXT[m.status]} 已漏检${m.missedCount}次` : STATUS_TEXT[m.status]}</Text> : null}
              {m.kind !== 'structure' ? <Text className='pmap__go'>›</Text> : null}
            </View>
          ))}
        </View>
      </View>
    )
  }
  return (
    <View className='pmap'>
      {header}
      {body}
    </View>
  )
}
