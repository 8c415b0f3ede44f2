// 重点部位: add a key point of a section, or edit one (its kind, chainage, position, the radius a visit counts in,
// daily or weekly, the roles in charge), and disable or enable it after a confirmation. Kept by safety officers,
// supervisors, project managers and chief engineers; the server refuses anyone else.
import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Picker, Text, View } from '@tarojs/components'
import { DEFAULT_KEY_POINT_RADIUS, KEY_POINT_KINDS, KEY_POINT_ROLES, type KeyPointFrequency, type KeyPointVO } from '@shared/api/key-inspections'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { locateOnce } from '@/lib/location'
import { getPlan, getPoints, savePoint, setPointEnabled } from '../api'
import { FREQUENCY_LABELS } from '../lib/plan'
import './key-inspections.scss'

interface Draft { contractId: string; name: string; kind: string; chainage: string; longitude: string; latitude: string; radius: string; frequency: KeyPointFrequency; roles: string[] }

const empty = (contractId: string): Draft => ({ contractId, name: '', kind: KEY_POINT_KINDS[0], chainage: '', longitude: '', latitude: '', radius: String(DEFAULT_KEY_POINT_RADIUS), frequency: 'daily', roles: ['safetyOfficer'] })

export function PointFormScreen({ projectId, id }: { projectId?: string; id?: string }) {
  const [sections, setSections] = useState<{ id: string; name: string }[]>([])
  const [point, setPoint] = useState<KeyPointVO>()
  const [draft, setDraft] = useState<Draft>()
  const [error, setError] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    if (!projectId) return setError('请先选择项目')
    setError('')
    try {
      const plan = await getPlan(projectId)
      if (!plan.canKeep) throw new Error('您没有维护重点巡查部位的权限')
      setSections(plan.sections)
      if (!id) return setDraft(empty(plan.sections[0]?.id ?? ''))
      const found = (await getPoints(projectId)).find((p) => p.id === id)
      if (!found) throw new Error('重点巡查部位不存在')
      setPoint(found)
      setDraft({ contractId: found.contractId, name: found.name, kind: found.kind, chainage: found.chainage, longitude: String(found.longitude), latitude: String(found.latitude), radius: String(found.radius), frequency: found.frequency, roles: found.responsibleRoles })
    } catch (e) {
      setError(errorText(e, '加载失败'))
    }
  }, [projectId, id])
  useEffect(() => { void load() }, [load])

  if (error) return <PageState status='error' text={error} onRetry={() => void load()} />
  if (!draft) return <PageState status='loading' />

  const set = (patch: Partial<Draft>) => { setDraft({ ...draft, ...patch }); setProblem('') }
  const here = async () => {
    try {
      const fix = await locateOnce({ timeoutMs: 10_000 })
      set({ longitude: fix.longitude.toFixed(6), latitude: fix.latitude.toFixed(6) })
    } catch {
      setProblem('无法获取当前位置，请开启定位权限后重试')
    }
  }
  const save = async () => {
    if (busy) return
    if (!draft.contractId) return setProblem('请选择合同段')
    if (!draft.name.trim()) return setProblem('请填写重点部位名称')
    const longitude = Number(draft.longitude)
    const latitude = Number(draft.latitude)
    if (!draft.longitude || !draft.latitude || !Number.isFinite(longitude) || !Number.isFinite(latitude)) return setProblem('请获取或填写部位坐标')
    setBusy(true)
    try {
      await savePoint({ id, contractId: draft.contractId, name: draft.name.trim(), kind: draft.kind, chainage: draft.chainage.trim(), longitude, latitude, radius: Number(draft.radius), frequency: draft.frequency, responsibleRoles: draft.roles })
      void Taro.showToast({ title: '保存成功', icon: 'success' })
      setTimeout(() => void Taro.navigateBack(), 800)
    } catch (e) {
      setProblem(errorText(e, '保存失败'))
    } finally {
      setBusy(false)
    }
  }
  const toggle = async () => {
    if (!point || busy) return
    const res = await Taro.showModal({ title: point.enabled ? '停用重点部位' : '启用重点部位', content: point.enabled ? `停用后「${point.name}」不再列入巡查计划，确定停用？` : `确定重新启用「${point.name}」？` })
    if (!res.confirm) return
    setBusy(true)
    try {
      setPoint(await setPointEnabled(point.id, !point.enabled))
    } catch (e) {
      setProblem(errorText(e, '操作失败'))
    } finally {
      setBusy(false)
    }
  }

  const sectionIndex = Math.max(0, sections.findIndex((s) => s.id === draft.contractId))
  return (
    <View className='kin'>
      <View className='kin-form'>
        <Text className='kin-label'>合同段</Text>
        <Picker mode='selector' range={sections.map((s) => s.name)} value={sectionIndex} disabled={!!id} onChange={(e) => set({ contractId: sections[Number(e.detail.value)]?.id ?? '' })}>
          <View className='kin-input'>{sections[sectionIndex]?.name ?? '请选择合同段'}</View>
        </Picker>
        <Text className='kin-label'>部位名称</Text>
        <Input className='kin-input' maxlength={100} placeholder='如：K12+300右侧高边坡' value={draft.name} onInput={(e) => set({ name: e.detail.value })} />
        <Text className='kin-label'>部位类型</Text>
        <View className='kin-chips'>
          {KEY_POINT_KINDS.map((k) => <Text key={k} className={`kin-chip${draft.kind === k ? ' kin-chip--on' : ''}`} onClick={() => set({ kind: k })}>{k}</Text>)}
        </View>
        <Text className='kin-label'>桩号（选填）</Text>
        <Input className='kin-input' maxlength={20} placeholder='如 K12+300' value={draft.chainage} onInput={(e) => set({ chainage: e.detail.value })} />
        <Text className='kin-label'>坐标（GCJ-02）</Text>
        <Input className='kin-input' type='digit' placeholder='经度' value={draft.longitude} onInput={(e) => set({ longitude: e.detail.value })} />
        <Input className='kin-input' type='digit' placeholder='纬度' value={draft.latitude} onInput={(e) => set({ latitude: e.detail.value })} />
        <Text className='kin-link' onClick={() => void here()}>使用当前位置</Text>
        <Text className='kin-label'>有效半径（米）</Text>
        <Input className='kin-input' type='number' value={draft.radius} onInput={(e) => set({ radius: e.detail.value })} />
        <Text className='kin-label'>巡查频次</Text>
        <View className='kin-chips'>
          {(['daily', 'weekly'] as const).map((f) => <Text key={f} className={`kin-chip${draft.frequency === f ? ' kin-chip--on' : ''}`} onClick={() => set({ frequency: f })}>{FREQUENCY_LABELS[f]}</Text>)}
        </View>
        <Text className='kin-label'>责任角色</Text>
        <View className='kin-chips'>
          {Object.entries(KEY_POINT_ROLES).map(([code, name]) => (
            <Text key={code} className={`kin-chip${draft.roles.includes(code) ? ' kin-chip--on' : ''}`}
              onClick={() => set({ roles: draft.roles.includes(code) ? draft.roles.filter((r) => r !== code) : [...draft.roles, code] })}>{name}</Text>
          ))}
        </View>
      </View>
      {problem ? <View className='kin-bad' role='alert' style={{ display: 'block', marginTop: '16rpx' }}>{problem}</View> : null}
      <View className={`kin-submit${busy ? ' kin-submit--busy' : ''}`} role='button' onClick={() => void save()}>{busy ? '保存中…' : '保存'}</View>
      {point ? <View className='kin-submit kin-submit--plain' role='button' onClick={() => void toggle()}>{point.enabled ? '停用该部位' : '启用该部位'}</View> : null}
    </View>
  )
}
