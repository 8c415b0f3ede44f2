// 流转记录: every operator record, newest first (§4.8: the mobile records tab reverses the list) — who, what
// (handleStatus), when, on which node, the opinion, the hand signature and the attachments.
import { Image, Text, View } from '@tarojs/components'
import type { FlowTaskOperatorRecordModel } from '@shared/api/workflow'
import { FileUploader, normaliseUploadValue } from '@/components'
import { resolveUrl } from '@/lib/request'
import { previewImages } from '@/lib/media'
import { formatDate } from '@/utils'
import { recordStatusTag, TONE_COLOR } from '@/engines/workflow/lib/status'
import './timeline.scss'

const nameOf = (userName: string | undefined) => (userName ?? '').split('/')[0] || userName || ''

/** what the record did to whom: transfer and add-sign name their target */
function targetText(record: FlowTaskOperatorRecordModel): string {
  if (!record.operatorId) return ''
  const who = nameOf(record.operatorId)
  if (record.handleStatus === 7) return `转办给：${who}`
  if (record.handleStatus === 6 || record.handleStatus === 10) return `加签人员：${who}`
  if (record.handleStatus === 5) return `指派给：${who}`
  return ''
}

export function RecordTimeline({ records }: { records: FlowTaskOperatorRecordModel[] }) {
  if (!records.length) return <Text className='wf-timeline__empty'>暂无流转记录</Text>
  const newestFirst = [...records].reverse()
  return (
    <View className='wf-timeline'>
      {newestFirst.map((record) => {
        const tag = recordStatusTag(record.handleStatus)
        const files = normaliseUploadValue(record.fileList)
        const voided = Number(record.status) === -1
        const sign = record.signImg ? resolveUrl(record.signImg) : ''
        const target = targetText(record)
        return (
          <View key={record.id} className={`wf-timeline__item${voided ? ' wf-timeline__item--void' : ''}`}>
            <View className='wf-timeline__dot' style={tag ? { backgroundColor: TONE_COLOR[tag.tone] } : undefined} />
            <View className='wf-timeline__card'>
              <View className='wf-timeline__head'>
                <Text className='wf-timeline__user'>{nameOf(record.userName)}</Text>
                {tag ? (
                  <Text className='wf-timeline__tag' style={{ color: TONE_COLOR[tag.tone], borderColor: TONE_COLOR[tag.tone] }}>
                    {tag.label}
                  </Text>
                ) : null}
                {voided ? <Text className='wf-timeline__void'>已失效</Text> : null}
                <Text className='wf-timeline__time'>{formatDate(record.handleTime, 'yyyy-mm-dd hh:MM')}</Text>
              </View>
              {record.nodeName ? <Text className='wf-timeline__node'>{record.nodeName}</Text> : null}
              {record.delegateUser ? <Text className='wf-timeline__meta'>{`代${nameOf(record.delegateUser)}办理`}</Text> : null}
              {target ? <Text className='wf-timeline__meta'>{target}</Text> : null}
              {record.handleOpinion ? <Text className='wf-timeline__opinion'>{record.handleOpinion}</Text> : null}
              {sign ? (
                <Image className='wf-timeline__sign' src={sign} mode='aspectFit' aria-label={`${nameOf(record.userName)}的签名`} onClick={() => void previewImages([sign])} />
              ) : null}
              {files.length ? (
                <View className='wf-timeline__files'>
                  <FileUploader value={files} onChange={() => undefined} disabled />
                </View>
              ) : null}
            </View>
          </View>
        )
      })}
    </View>
  )
}
