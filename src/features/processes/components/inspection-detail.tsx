// One inspection request: the item and process, the self-check with its photos and attachments, and the decision.
// The section's supervision engineer accepts it (the next process may start) or returns it with an opinion.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Image, Text, Textarea, View } from '@tarojs/components'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { openFile } from '@/lib/media'
import { decideInspection, getInspection, type InspectionDetail } from '../api/processes'
import { inspectionTone, timeText } from '../lib/states'
import './processes.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })

export function InspectionDetailScreen({ id }: { id: string }) {
  const [detail, setDetail] = useState<InspectionDetail | null>(null)
  const [error, setError] = useState('')
  const [opinion, setOpinion] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    setError('')
    try {
      setDetail(await getInspection(id))
    } catch (err) {
      setError(errorText(err, '加载失败'))
    }
  }, [id])
  useEffect(() => { void load() }, [load])
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  const decide = async (approve: boolean) => {
    if (busy || !detail) return
    if (!approve && !opinion.trim()) return toast('请填写驳回意见')
    const res = await Taro.showModal({
      title: approve ? '验收通过' : '驳回报验',
      content: approve ? `确认工序「${detail.processName}」验收合格？通过后施工单位可开始下道工序。` : `驳回工序「${detail.processName}」的报验？`,
      confirmText: approve ? '验收' : '驳回', cancelText: '取消'
    })
    if (!res.confirm) return
    setBusy(true)
    try {
      setDetail(await decideInspection(id, approve, opinion))
      void Taro.showToast({ title: approve ? '已验收' : '已驳回', icon: 'none' })
    } catch (err) {
      toast(errorText(err, '操作失败'))
    } finally {
      setBusy(false)
    }
  }

  if (error && !detail) return <PageState status='error' text={error} onRetry={() => void load()} />
  if (!detail) return <PageState status='loading' />
  const d = detail
  const preview = (url: string) => void Taro.previewImage({ current: url, urls: d.photos.map((p) => p.url) })
  return (
    <View className='ep'>
      <View className='ep-section'>
        <View className='ep-card__head'>
          <Text className='ep-card__title'>{`${d.itemName} · ${d.processName}`}</Text>
          <Text className={`ep-tag ep-tag--${inspectionTone(d.state)}`}>{d.stateName}</Text>
        </View>
        <View className='ep-row'><Text className='ep-label'>合同段</Text><Text className='ep-value'>{d.contractName}</Text></View>
        <View className='ep-row'><Text className='ep-label'>所属</Text><Text className='ep-value'>{d.path}</Text></View>
        <View className='ep-row'><Text className='ep-label'>施工部位</Text><Text className='ep-value'>{d.part}</Text></View>
        <View className='ep-row'><Text className='ep-label'>报验工序</Text><Text className='ep-value'>{`第${d.seq}道 ${d.processName}`}</Text></View>
        <View className='ep-row'><Text className='ep-label'>申请人</Text><Text className='ep-value'>{`${d.applicantName}  ${timeText(d.appliedAt)}`}</Text></View>
      </View>
      <View className='ep-section'>
        <Text className='ep-section__title'>{`施工自检：${d.selfCheckResult}`}</Text>
        <Text className='ep-content'>{d.selfCheckContent}</Text>
        {d.photos.length > 0 && (
          <View className='ep-photos'>
            {d.photos.map((p) => <Image key={p.url} className='ep-photo' src={p.url} mode='aspectFill' onClick={() => preview(p.url)} />)}
          </View>
        )}
        {d.attachments.map((f) => (
          <Text key={f.url} className='ep-file' onClick={() => void openFile({ url: f.url, name: f.name }).catch((err) => toast(errorText(err, '附件打开失败')))}>{`📎 ${f.name || '附件'}`}</Text>
        ))}
      </View>
      {d.state !== 1 && (
        <View className='ep-section'>
          <Text className='ep-section__title'>监理审核</Text>
          <View className='ep-row'><Text className='ep-label'>审核人</Text><Text className='ep-value'>{`${d.inspectorName}  ${timeText(d.inspectedAt)}`}</Text></View>
          <View className='ep-row'><Text className='ep-label'>{d.state === 2 ? '验收意见' : '驳回意见'}</Text><Text className='ep-value'>{d.opinion || '—'}</Text></View>
        </View>
      )}
      {d.mayDecide && (
        <>
          <View className='ep-section'>
            <Text className='ep-field'>审核意见（驳回时必填）</Text>
            <Textarea className='ep-textarea' value={opinion} maxlength={500} placeholder='如：经检查符合设计及规范要求，同意进入下道工序' onInput={(e) => setOpinion(e.detail.value)} />
          </View>
          <View className='ep-actions'>
            <View className={`ep-btn ep-btn--danger${busy ? ' ep-btn--busy' : ''}`} role='button' onClick={() => void decide(false)}><Text>驳回</Text></View>
            <View className={`ep-btn ep-btn--primary${busy ? ' ep-btn--busy' : ''}`} role='button' onClick={() => void decide(true)}><Text>验收通过</Text></View>
          </View>
        </>
      )}
    </View>
  )
}
