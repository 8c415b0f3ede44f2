// Adding or editing a fence: its name, a circle (centre typed or the phone's position, radius in metres) or a
// polygon (vertices typed, located, or tapped on the mini-program's map), and whether it is in use. The draft is
// drawn over the section's other fences as it is edited; the checks are the server's (lib/fence-form). Leaving with
// unsaved changes asks first.
import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Switch, Text, View } from '@tarojs/components'
import type { FenceVO, GeoPointVO } from '@shared/api/attendance'
import { goBack, NavBar, PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { locateOnce } from '@/lib/location'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { getFences, saveFence } from '../api'
import { checkFence, coord, draftOf, emptyFence, parsePoint, POINT_ERROR, type FenceDraft, type FenceErrors } from '../lib/fence-form'
import { FenceMap } from './fence-map/fence-map'
import type { MapFence } from './fence-map/types'
import './attendance.scss'

export function FenceFormScreen({ contractId, id }: { contractId: string; id?: string }) {
  const [others, setOthers] = useState<FenceVO[]>([])
  const [draft, setDraft] = useState<FenceDraft>(emptyFence)
  const [next, setNext] = useState({ longitude: '', latitude: '' })
  const [errors, setErrors] = useState<FenceErrors & { next?: string }>({})
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [locating, setLocating] = useState(false)
  const confirmLeave = useLeaveGuard(touched, DISCARD_QUESTION)
  const title = id ? '编辑围栏' : '新增围栏'

  const load = useCallback(async () => {
    try {
      const data = await getFences(contractId)
      if (!data.mayManage) throw new Error('您没有设置考勤围栏的权限')
      const old = id ? data.list.find((f) => f.id === id) : undefined
      if (id && !old) throw new Error('围栏不存在或已被删除')
      if (old) setDraft(draftOf(old))
      setOthers(data.list.filter((f) => f.id !== id))
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }, [contractId, id])
  useEffect(() => { void load() }, [load])

  const edit = (patch: Partial<FenceDraft>, field?: keyof FenceErrors) => {
    setDraft((d) => ({ ...d, ...patch }))
    setTouched(true)
    if (field) setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const addVertex = (p: GeoPointVO) => {
    setDraft((d) => ({ ...d, points: [...d.points, { longitude: Number(coord(p.longitude)), latitude: Number(coord(p.latitude)) }] }))
    setTouched(true)
    setErrors((e) => ({ ...e, points: undefined, next: undefined }))
  }
  const locateHere = async () => {
    if (locating) return
    setLocating(true)
    try {
      const fix = await locateOnce({ timeoutMs: 10_000 })
      if (draft.shape === 'circle') edit({ longitude: coord(fix.longitude), latitude: coord(fix.latitude) }, 'center')
      else addVertex(fix)
    } catch {
      void Taro.showToast({ title: '无法获取当前位置，请开启定位权限后重试', icon: 'none' })
    } finally {
      setLocating(false)
    }
  }
  const addTyped = () => {
    const p = parsePoint(next.longitude, next.latitude)
    if (!p) { setErrors((e) => ({ ...e, next: POINT_ERROR })); return }
    addVertex(p)
    setNext({ longitude: '', latitude: '' })
  }
  const submit = async () => {
    const { errors: found, input } = checkFence(draft, contractId, id)
    setErrors(found)
    if (!input || busy) return
    setBusy(true)
    try {
      await saveFence(input)
      setTouched(false)
      void Taro.showToast({ title: '保存成功', icon: 'success' })
      setTimeout(() => goBack(), 600)
    } catch (err) {
      void Taro.showModal({ title: '保存失败', content: errorText(err, '保存失败'), showCancel: false })
    } finally {
      setBusy(false)
    }
  }

  const centre = parsePoint(draft.longitude, draft.latitude)
  const preview: MapFence = { id: id ?? 'draft', name: draft.name.trim(), shape: draft.shape, center: centre ?? null, radius: Number(draft.radius) || 0, points: draft.points }
  const showDraft = draft.shape === 'circle' ? !!centre : draft.points.length > 0
  const field = (label: string, value: string, onInput: (v: string) => void, placeholder: string, type: 'text' | 'digit' | 'number' = 'text') => (
    <View className='att-field'>
      <Text className='att-field__label'>{label}</Text>
      <Input className='att-field__input' type={type} value={value} placeholder={placeholder} maxlength={100} onInput={(e) => onInput(e.detail.value)} />
    </View>
  )
  const err = (text?: string) => (text ? <Text className='att-field__error'>{text}</Text> : null)

  return (
    <View className='page'>
      <NavBar title={title} back onBack={() => void confirmLeave().then((leave) => { if (leave) goBack() })} />
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={error} onRetry={() => { setStatus('loading'); void load() }} />}
      {status === 'ready' && (
        <View className='att'>
          {(others.length > 0 || showDraft) && <FenceMap fences={others} draft={showDraft ? preview : null} onTap={draft.shape === 'polygon' ? addVertex : undefined} />}
          <View className='att-form'>
            {field('围栏名称', draft.name, (v) => edit({ name: v }, 'name'), '如 K86+200 拌合站')}
            {err(errors.name)}
            <View className='att-field'>
              <Text className='att-field__label'>形状</Text>
              <View className='att-chips att-chips--end' role='radiogroup' aria-label='形状'>
                {(['circle', 'polygon'] as const).map((s) => (
                  <View key={s} role='radio' aria-checked={draft.shape === s} className={`att-chip${draft.shape === s ? ' att-chip--on' : ''}`} onClick={() => edit({ shape: s })}>
                    <Text>{s === 'circle' ? '圆形' : '多边形'}</Text>
                  </View>
                ))}
              </View>
            </View>
            {draft.shape === 'circle' ? (
              <View>
                {field('中心经度', draft.longitude, (v) => edit({ longitude: v }, 'center'), '如 120.260000', 'digit')}
                {field('中心纬度', draft.latitude, (v) => edit({ latitude: v }, 'center'), '如 29.860000', 'digit')}
                {err(errors.center)}
                {field('半径（米）', draft.radius, (v) => edit({ radius: v }, 'radius'), '20～5000', 'number')}
                {err(errors.radius)}
              </View>
            ) : (
              <View>
                {draft.points.map((p, i) => (
                  <View key={`${i}-${p.longitude}-${p.latitude}`} className='att-field'>
                    <Text className='att-field__label'>顶点{i + 1}</Text>
                    <Text className='att-field__input'>{coord(p.longitude)}, {coord(p.latitude)}</Text>
                    <Text className='att-place__link att-place__link--bad' onClick={() => edit({ points: draft.points.filter((_, j) => j !== i) }, 'points')}>移除</Text>
                  </View>
                ))}
                {draft.points.length === 0 && <Text className='att-hint'>按顺序添加至少3个顶点（小程序中可直接点击地图添加）</Text>}
                {field('经度', next.longitude, (v) => { setNext((n) => ({ ...n, longitude: v })); setErrors((e) => ({ ...e, next: undefined })) }, '下一个顶点的经度', 'digit')}
                {field('纬度', next.latitude, (v) => { setNext((n) => ({ ...n, latitude: v })); setErrors((e) => ({ ...e, next: undefined })) }, '下一个顶点的纬度', 'digit')}
                {err(errors.next)}
                <Text className='att-place__link' onClick={addTyped}>添加顶点</Text>
                {err(errors.points)}
              </View>
            )}
            <Text className='att-place__link' onClick={() => void locateHere()}>
              {locating ? '正在定位…' : draft.shape === 'circle' ? '使用我的位置作为中心' : '使用我的位置添加顶点'}
            </Text>
            <View className='att-field'>
              <Text className='att-field__label'>启用</Text>
              <View className='att-field__input'><Switch checked={draft.enabled} color='#2979ff' onChange={(e) => edit({ enabled: e.detail.value })} /></View>
            </View>
          </View>
          <View className={`att-submit${busy ? ' att-submit--busy' : ''}`} role='button' onClick={() => void submit()}>{busy ? '保存中…' : '保存'}</View>
        </View>
      )}
    </View>
  )
}
