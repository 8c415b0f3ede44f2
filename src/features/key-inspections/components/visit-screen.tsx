// 新增巡查 (visitationIncreased): a visit to one key point, at the place. One location fix (the attendance clock's
// locateOnce), the distance to the point shown before the tap (the server decides with the same great-circle
// distance and refuses with it when too far, or a poor or faked fix); at least one stamped site photo; 正常 or
// 发现问题 with notes, and a problem can go into the hazard register in the same step. The visit goes under its own
// key: a resend after a lost answer is the same visit; a refusal wrote nothing, so the corrected one gets a new key.
import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, Textarea, View } from '@tarojs/components'
import type { KeyPlanItemVO, KeyVisitInput, VisitCondition } from '@shared/api/key-inspections'
import { PageState, pendingUploadMessage, SitePhotoPicker, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { locateOnce, type Fix } from '@/lib/location'
import { RequestError } from '@/lib/request'
import { formatDate } from '@/utils/format-date'
import { haversine } from '@/utils/geofence'
import { randomId } from '@/utils/random'
import { getPlan, sendVisit } from '../api'
import { FREQUENCY_LABELS, missedText, periodWord, STATUS_COLOURS, STATUS_LABELS } from '../lib/plan'
import './key-inspections.scss'

export const NO_FIX = '无法获取当前位置，请开启定位权限后重试'

export function VisitScreen({ projectId, pointId }: { projectId?: string; pointId?: string }) {
  const [point, setPoint] = useState<KeyPlanItemVO>()
  const [canVisit, setCanVisit] = useState(false)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const [fix, setFix] = useState<Fix | null>(null)
  const [locating, setLocating] = useState(true)
  const [photos, setPhotos] = useState<UploadItem[]>([])
  const [condition, setCondition] = useState<VisitCondition>('normal')
  const [notes, setNotes] = useState('')
  const [hazard, setHazard] = useState(false)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const [key, setKey] = useState(() => randomId(32))

  const locate = useCallback(async () => {
    setLocating(true)
    try { setFix(await locateOnce({ timeoutMs: 10_000 })) } catch { setFix(null) } finally { setLocating(false) }
  }, [])
  const load = useCallback(async () => {
    if (!projectId || !pointId) {
      setError(!projectId ? '请先选择项目' : '缺少巡查部位')
      setStatus('error')
      return
    }
    setStatus('loading')
    try {
      const plan = await getPlan(projectId)
      const found = plan.list.find((p) => p.id === pointId)
      if (!found) throw new Error('重点巡查部位不存在或已停用')
      setPoint(found)
      setCanVisit(plan.canVisit)
      setStatus('ready')
      if (plan.canVisit) void locate()
    } catch (e) {
      setError(errorText(e, '加载失败'))
      setStatus('error')
    }
  }, [projectId, pointId, locate])
  useEffect(() => { void load() }, [load])

  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error' || !point) return <PageState status='error' text={error} onRetry={() => void load()} />

  const distance = fix ? Math.round(haversine(fix, point)) : undefined
  const submit = async () => {
    if (busy) return
    if (!fix) return setProblem(NO_FIX)
    if (photos.length === 0) return setProblem('请至少拍摄一张现场照片')
    const pending = pendingUploadMessage()
    if (pending) return setProblem(pending)
    if (condition === 'problem' && !notes.trim()) return setProblem('发现问题时请描述问题')
    setProblem('')
    const body: KeyVisitInput = {
      pointId: point.id, longitude: fix.longitude, latitude: fix.latitude, accuracy: fix.accuracy === undefined ? undefined : Math.round(fix.accuracy),
      clientTime: Date.now(), condition, notes: notes.trim(), photos: photos.map((p) => ({ fileId: p.fileId, url: p.url, name: p.name })),
      registerHazard: condition === 'problem' && hazard
    }
    setBusy(true)
    try {
      const visit = await sendVisit(body, key)
      void Taro.showToast({ title: visit.hazardNo ? `巡查已提交，隐患${visit.hazardNo}已登记` : '巡查已提交', icon: 'none', duration: 2500 })
      setTimeout(() => void Taro.navigateBack(), 1200)
    } catch (err) {
      setProblem(errorText(err, '提交失败'))
      // a refusal (code 400) wrote nothing: the corrected visit is a new one; a lost answer keeps its key for the retry
      if (err instanceof RequestError && err.code === 400) setKey(randomId(32))
    } finally {
      setBusy(false)
    }
  }

  const last = point.lastVisit
  return (
    <View className='kin'>
      <View className='kin-head'>
        <View className='kin-card__head'>
          <Text className='kin-card__name'>{point.name}</Text>
          {point.missedCount > 0 ? <Text className='kin-missed'>{missedText(point.missedCount)}</Text> : null}
          <Text className='kin-status' style={{ background: STATUS_COLOURS[point.status] }}>{STATUS_LABELS[point.status]}</Text>
        </View>
        <Text className='kin-card__sub'>{[point.kind, point.chainage, `${FREQUENCY_LABELS[point.frequency]}巡查`, point.contractName].filter(Boolean).join(' · ')}</Text>
        <Text className='kin-muted'>
          {last ? `上次巡查：${formatDate(last.visitTime, 'yyyy-mm-dd hh:MM')} ${last.realName} ${last.condition === 'problem' ? `发现问题：${last.notes}` : '正常'}${last.hazardNo ? `（隐患${last.hazardNo}）` : ''}` : '尚无巡查记录'}
        </Text>
      </View>
      {!canVisit ? <PageState status='empty' inline text='您可以查看巡查情况，巡查由安全员、监理工程师、工区长等人员到场进行' /> : (
        <>
          <View className='kin-head'>
            {locating && <Text className='kin-muted'>正在定位…</Text>}
            {!locating && !fix && <Text className='kin-bad'>{NO_FIX}</Text>}
            {!locating && fix && distance !== undefined && (distance <= point.radius
              ? <Text className='kin-ok'>{`您在巡查范围内（距部位约${distance}米）`}</Text>
              : <Text className='kin-bad'>{`距离部位约${distance}米，须在${point.radius}米内才能提交`}</Text>)}
            {!locating && fix?.accuracy !== undefined && <Text className='kin-muted'>{`定位精度 ±${Math.round(fix.accuracy)}米`}</Text>}
            {!locating && <Text className='kin-link' onClick={() => void locate()}>重新定位</Text>}
            {point.status === 'visited' && <Text className='kin-muted'>{`${periodWord(point.frequency)}已巡查过，可再次巡查`}</Text>}
          </View>
          <View className='kin-form'>
            <Text className='kin-label'>现场照片（至少一张）</Text>
            <SitePhotoPicker value={photos} onChange={(v) => { setPhotos(v); setProblem('') }} limit={6} fileSize={5} sizeUnit='MB' sourceType={['camera']} />
            <Text className='kin-label'>现场情况</Text>
            <View className='kin-chips' role='radiogroup'>
              {(['normal', 'problem'] as const).map((c) => (
                <View key={c} role='radio' aria-checked={condition === c} className={`kin-chip${condition === c ? ' kin-chip--on' : ''}`} onClick={() => { setCondition(c); setProblem('') }}>
                  {c === 'normal' ? '正常' : '发现问题'}
                </View>
              ))}
            </View>
            <Text className='kin-label'>{condition === 'problem' ? '问题描述' : '巡查说明（选填）'}</Text>
            <Textarea className='kin-textarea' maxlength={500} value={notes} placeholder={condition === 'problem' ? '如：坡面有浮石，截水沟堵塞' : '如：支护完好，监测数据正常'}
              onInput={(e) => { setNotes(e.detail.value); setProblem('') }} />
            {condition === 'problem' ? (
              <View role='checkbox' aria-checked={hazard} className={`kin-chip${hazard ? ' kin-chip--on' : ''}`} onClick={() => setHazard(!hazard)}>
                {hazard ? '✓ 同时登记为安全隐患' : '同时登记为安全隐患'}
              </View>
            ) : null}
          </View>
          {problem && <View className='kin-bad' role='alert' style={{ display: 'block', marginTop: '16rpx' }}>{problem}</View>}
          <View className={`kin-submit${busy ? ' kin-submit--busy' : ''}`} role='button' onClick={() => void submit()}>{busy ? '提交中…' : '提交巡查'}</View>
        </>
      )}
    </View>
  )
}
