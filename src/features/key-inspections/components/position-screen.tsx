// 手动定位: a foreman sets or corrects where his section's key points are, standing there and taking one fix (its
// accuracy shown; the server takes a fix of ±50 m or better) or typing coordinates, after a confirmation. The
// server works out the chainage from the section's line when the place lies on the works.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import type { KeyPointVO } from '@shared/api/key-inspections'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { locateOnce, type Fix } from '@/lib/location'
import { formatDate } from '@/utils/format-date'
import { haversine } from '@/utils/geofence'
import { getPoints, setPointPosition } from '../api'
import './key-inspections.scss'

/** the server refuses a fix worse than this (metres) */
export const POSITION_ACCURACY_M = 50

const coordinate = (text: string, min: number, max: number) => {
  const n = Number(text.trim())
  return text.trim() !== '' && Number.isFinite(n) && n >= min && n <= max ? n : undefined
}

export function PositionScreen({ projectId }: { projectId?: string }) {
  const [points, setPoints] = useState<KeyPointVO[]>()
  const [error, setError] = useState('')
  const [chosen, setChosen] = useState<KeyPointVO>()
  const [fix, setFix] = useState<Fix | null>(null)
  const [locating, setLocating] = useState(false)
  const [lng, setLng] = useState('')
  const [lat, setLat] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    if (!projectId) return
    setError('')
    try {
      const list = await getPoints(projectId)
      setPoints(list)
      setChosen((c) => (c ? list.find((p) => p.id === c.id) : c))
    } catch (e) {
      setError(errorText(e, '加载失败'))
    }
  }, [projectId])
  useEffect(() => { void load() }, [load])
  usePullDownRefresh(() => void load().finally(() => Taro.stopPullDownRefresh()))

  if (!projectId) return <PageState status='empty' text='请先选择项目' />
  if (!points && error) return <PageState status='error' text={error} onRetry={() => void load()} />
  if (!points) return <PageState status='loading' />

  const choose = (p: KeyPointVO) => { setChosen(p); setFix(null); setLng(''); setLat(''); setProblem('') }
  const locate = async () => {
    setLocating(true)
    setProblem('')
    try { setFix(await locateOnce({ timeoutMs: 10_000 })) } catch { setFix(null); setProblem('无法获取当前位置，请开启定位权限后重试') } finally { setLocating(false) }
  }
  const save = async (p: KeyPointVO, at: { longitude: number; latitude: number }, source: 'fix' | 'manual', accuracy?: number) => {
    const moved = Math.round(haversine(p, at))
    const res = await Taro.showModal({ title: '确认设置位置', content: `将「${p.name}」的位置设为 ${at.longitude.toFixed(6)}, ${at.latitude.toFixed(6)}（距原位置约${moved}米）？` })
    if (!res.confirm) return
    setBusy(true)
    try {
      const saved = await setPointPosition(p.id, { longitude: at.longitude, latitude: at.latitude, accuracy, source })
      setPoints((list) => list?.map((x) => (x.id === saved.id ? saved : x)))
      setChosen(saved)
      setFix(null)
      void Taro.showToast({ title: '位置已更新', icon: 'success' })
    } catch (e) {
      setProblem(errorText(e, '保存失败'))
    } finally {
      setBusy(false)
    }
  }
  const useFix = () => {
    if (!chosen || !fix || busy) return
    if (fix.accuracy === undefined) return setProblem('本次定位没有精度信息，请重新定位')
    if (fix.accuracy > POSITION_ACCURACY_M) return setProblem(`定位精度不足（±${Math.round(fix.accuracy)}米），请到开阔处重新定位`)
    void save(chosen, fix, 'fix', Math.round(fix.accuracy))
  }
  const useTyped = () => {
    if (!chosen || busy) return
    const longitude = coordinate(lng, 73, 136)
    const latitude = coordinate(lat, 3, 54)
    if (longitude === undefined) return setProblem('经度应为73～136之间的数字')
    if (latitude === undefined) return setProblem('纬度应为3～54之间的数字')
    void save(chosen, { longitude, latitude }, 'manual')
  }

  return (
    <View className='kin'>
      {points.length === 0 ? <PageState status='empty' inline text='您所在的合同段尚未设置重点巡查部位' /> : null}
      {points.map((p) => (
        <View key={p.id} className='kin-card' role='radio' aria-checked={chosen?.id === p.id} onClick={() => choose(p)}
          style={chosen?.id === p.id ? { border: '2rpx solid #2979ff' } : undefined}>
          <View className='kin-card__head'>
            <Text className='kin-card__name'>{p.name}</Text>
            {!p.enabled ? <Text className='kin-missed'>已停用</Text> : null}
          </View>
          <Text className='kin-card__sub'>{[p.kind, p.chainage, p.contractName].filter(Boolean).join(' · ')}</Text>
          <Text className='kin-card__sub'>{`${p.longitude.toFixed(6)}, ${p.latitude.toFixed(6)}`}{p.positionedTime ? ` · ${formatDate(p.positionedTime, 'mm-dd hh:MM')}现场定位${p.positionAccuracy === null ? '（手工输入）' : `（±${p.positionAccuracy}米）`}` : ''}</Text>
        </View>
      ))}
      {chosen ? (
        <View className='kin-form'>
          <Text className='kin-head__title'>{`设置「${chosen.name}」的位置`}</Text>
          <Text className='kin-muted'>站在部位处获取定位，精度需在±{POSITION_ACCURACY_M}米以内</Text>
          {locating ? <Text className='kin-muted'>正在定位…</Text> : null}
          {fix ? (
            <>
              <Text className={fix.accuracy !== undefined && fix.accuracy <= POSITION_ACCURACY_M ? 'kin-ok' : 'kin-bad'}>
                {`当前位置 ${fix.longitude.toFixed(6)}, ${fix.latitude.toFixed(6)}，精度${fix.accuracy === undefined ? '未知' : ` ±${Math.round(fix.accuracy)}米`}`}
              </Text>
              <Text className='kin-muted'>{`距原位置约${Math.round(haversine(chosen, fix))}米`}</Text>
            </>
          ) : null}
          <View className='kin-chips'>
            <View className='kin-chip' role='button' onClick={() => void locate()}>{fix ? '重新定位' : '获取当前位置'}</View>
            {fix ? <View className='kin-chip kin-chip--on' role='button' onClick={useFix}>使用此位置</View> : null}
          </View>
          <Text className='kin-label'>或输入坐标（GCJ-02）</Text>
          <Input className='kin-input' type='digit' placeholder='经度，如 120.261234' value={lng} onInput={(e) => { setLng(e.detail.value); setProblem('') }} />
          <Input className='kin-input' type='digit' placeholder='纬度，如 29.861234' value={lat} onInput={(e) => { setLat(e.detail.value); setProblem('') }} />
          <View className='kin-chip' role='button' onClick={useTyped}>使用输入的坐标</View>
          {problem ? <View className='kin-bad' role='alert'>{problem}</View> : null}
        </View>
      ) : points.length > 0 ? <Text className='kin-muted'>选择一个部位设置其位置</Text> : null}
    </View>
  )
}
