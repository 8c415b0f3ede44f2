// 人脸录入 (faceRecognition): a registered worker's face photo, enrolled or re-taken. A worker enrols his own; a
// section manager may also pick a worker from the registry and enrol his. The photo is taken with the camera,
// previewed, uploaded with its progress, and the server checks it shows one face before keeping it; what it says
// (no face, two faces) is shown under the photo.
import { useCallback, useEffect, useState } from 'react'
import { View, Text, Image, Input } from '@tarojs/components'
import type { FaceEnrolmentVO } from '@shared/api/attendance-face'
import type { WorkerVO } from '@shared/api/attendance'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { formatDate } from '@/utils/format-date'
import { getWorkers } from '../api'
import { enrolFace, getMyFaces, getWorkerFace } from '../api/face'
import { FaceShotView, useFaceShot } from './face-shot'
import './attendance.scss'
import './face.scss'

export function FaceEnrolScreen({ workerId, contractId }: { workerId?: string; contractId?: string }) {
  const [target, setTarget] = useState<FaceEnrolmentVO | null>(null)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const [problem, setProblem] = useState('')
  const [done, setDone] = useState(false)
  const [registry, setRegistry] = useState<WorkerVO[] | null>(null)
  const [keyword, setKeyword] = useState('')
  const [picking, setPicking] = useState(false)
  const shot = useFaceShot()

  const load = useCallback(async () => {
    try {
      if (workerId) setTarget(await getWorkerFace(workerId))
      else {
        const mine = await getMyFaces(contractId)
        setTarget(mine[0] ?? null)
      }
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }, [workerId, contractId])
  useEffect(() => { void load() }, [load])

  /** the registry, for those who may see it (managers); others never see the picker */
  const search = useCallback(async (k: string) => {
    try {
      const page = await getWorkers({ contractId, keyword: k || undefined, state: 'active', currentPage: 1, pageSize: 50 })
      setRegistry(page.list)
    } catch {
      setRegistry(null)
    }
  }, [contractId])
  useEffect(() => { void search('') }, [search])

  const choose = async (w: WorkerVO) => {
    setPicking(false)
    setProblem('')
    setDone(false)
    shot.setState('empty')
    try {
      setTarget(await getWorkerFace(w.id))
    } catch (err) {
      setProblem(errorText(err, '加载失败'))
    }
  }

  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error') return <PageState status='error' text={error} onRetry={() => void load()} />

  const submit = async () => {
    if (!target || shot.state === 'uploading' || shot.state === 'checking') return
    if (!shot.picked) return setProblem('请先拍摄正脸照片')
    setProblem('')
    try {
      const photo = await shot.upload()
      const saved = await enrolFace(target.workerId, photo)
      setTarget(saved)
      shot.setState('ok')
      setDone(true)
    } catch (err) {
      shot.setState('bad')
      setProblem(errorText(err, '人脸录入失败'))
    }
  }
  const retake = async () => {
    setProblem('')
    setDone(false)
    await shot.take()
  }
  const busy = shot.state === 'uploading' || shot.state === 'checking'

  return (
    <View className='att'>
      {target ? (
        <View className='face-target'>
          {target.photo ? <Image className='face-target__photo' src={target.photo.url} mode='aspectFill' aria-label='已录入的人脸照片' /> : <View className='face-target__photo' />}
          <View className='face-target__main'>
            <Text className='face-target__name'>{target.realName}</Text>
            <Text className='face-target__sub'>{[target.team, target.trade].filter(Boolean).join(' · ')}</Text>
            <Text className={target.enrolled ? 'att-place__ok' : 'att-place__bad'}>
              {target.enrolled ? `已录入人脸${target.time ? `（${formatDate(target.time, 'yyyy-mm-dd hh:MM')}）` : ''}` : '尚未录入人脸'}
            </Text>
          </View>
        </View>
      ) : (
        <PageState status='empty' inline text={registry ? '请从劳务人员名册中选择要录入人脸的人员' : '您不在劳务人员名册中，无需录入人脸'} />
      )}

      {registry && (
        <View style={{ marginTop: '16rpx' }}>
          <Text className='att-place__link' onClick={() => setPicking(!picking)}>{picking ? '收起名册' : target ? '为其他劳务人员录入' : '选择劳务人员'}</Text>
          {picking && (
            <View>
              <Input className='att-search' placeholder='搜索姓名、班组、工种' value={keyword}
                onInput={(e) => setKeyword(e.detail.value)} onConfirm={() => void search(keyword)} />
              {registry.length === 0 && <PageState status='empty' inline text='没有找到人员' />}
              {registry.map((w) => (
                <View key={w.id} className='att-row' role='button' onClick={() => void choose(w)}>
                  <View className='att-row__main'>
                    <Text className='att-row__title'>{w.realName}</Text>
                    <Text className='att-row__sub'>{[w.contractName, w.team, w.trade].filter(Boolean).join(' · ')}</Text>
                  </View>
                </View>
              ))}
            </View>
          )}
        </View>
      )}

      {target && (
        <View className='face-shot'>
          <FaceShotView shot={shot} hint={done ? '人脸录入成功，打卡时将与此照片比对' : '请在光线充足处正对镜头，摘下帽子和口罩'} />
          {done && <Text className='face-result att-place__ok'>✓ 人脸录入成功</Text>}
          {problem && <Text className='att-place__bad'>{problem}</Text>}
          <View className='face-actions'>
            <View className='att-submit face-ghost' role='button' onClick={() => { if (!busy) void retake() }}>{shot.picked ? '重新拍摄' : '拍照'}</View>
            {shot.picked && !done && (
              <View className={`att-submit${busy ? ' att-submit--busy' : ''}`} role='button' onClick={() => void submit()}>
                {busy ? '提交中…' : target.enrolled ? '更新人脸' : '录入人脸'}
              </View>
            )}
          </View>
        </View>
      )}
    </View>
  )
}
