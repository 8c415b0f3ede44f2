import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText, isRetryable } from '@/lib/error-text'
import { formatDate } from '@/utils'
import type { NoticeInfo } from '../types'
import { getNotice, readNotice } from '../api/notices'
import { useMessageStore } from '../stores/message-store'
import { parseFlowBody, parseRecordBody, recordRoute, resolveNoticeRoute, type FlowBody } from '../lib/notice-route'
import { noticeRouteDeps } from '../lib/open-notice'
import { htmlToText } from '../lib/plain-text'
import './notice-list.scss'

const FLOW_KIND: Record<number, string> = { 1: '我发起的流程', 2: '待我审批的流程', 3: '抄送我的流程' }

function FlowSummary({ body }: { body: FlowBody }) {
  return (
    <View className='notice-detail__flow'>
      <View>
        <Text>{`类型：${FLOW_KIND[body.type] ?? '流程通知'}`}</Text>
      </View>
      <View>
        <Text>流程详情页面尚未开放，请在电脑端处理该流程。</Text>
      </View>
    </View>
  )
}

/**
 * Marks the message read once it is on screen. Silent on purpose (a background mark-as-read): the message is already
 * shown, and one left unread on the server stays in the list's unread count until the next open.
 */
function markRead(id: string): void {
  readNotice(id).then(() => useMessageStore.getState().markNoticeRead(id), () => undefined)
}

/** /pages/message/messageDetail/index?id=: one in-site message, opened through GET /api/message/{id}, then marked read */
export function NoticeDetail({ id }: { id?: string }) {
  const [info, setInfo] = useState<NoticeInfo | null>(null)
  const [failure, setFailure] = useState<{ text: string; retry: boolean } | null>(null)

  const load = async () => {
    if (!id) return
    setFailure(null)
    try {
      const data = await getNotice(id)
      markRead(id)
      // servers that say the type (ours does; JNPF 3.6 does not) keep a JSON-looking notice from being taken for a flow
      const maybeFlow = data.type === undefined || data.type === null || Number(data.type) === 2
      if (maybeFlow && parseFlowBody(data.bodyText)) {
        // a workflow message belongs on the workflow detail page once that page exists
        const url = await resolveNoticeRoute({ id, type: 2, bodyText: data.bodyText }, noticeRouteDeps)
        if (url !== routes.messageDetail(id)) {
          await Taro.redirectTo({ url })
          return
        }
      }
      setInfo(data)
    } catch (err) {
      setFailure({ text: errorText(err, '消息加载失败'), retry: isRetryable(err) })
    }
  }

  useEffect(() => {
    setInfo(null)
    void load()
  }, [id])

  if (!id) return <PageState status='error' text='缺少消息编号，无法查看' />
  if (failure) return <PageState status='error' text={failure.text} onRetry={failure.retry ? () => void load() : undefined} />
  if (!info) return <PageState status='loading' />

  const flow = info.type === undefined || info.type === null || Number(info.type) === 2 ? parseFlowBody(info.bodyText) : null
  const who = (info.releaseUser || info.creatorUser || '').split('/')[0]
  const time = info.releaseTime ?? info.lastModifyTime
  // a reminder about a record (system message) shows its text and opens the record read-only
  const record = flow || Number(info.type) === 2 ? null : parseRecordBody(info.bodyText)
  const body = flow ? '' : (record ? record.content : htmlToText(info.bodyText ?? '')) || info.excerpt || '（无正文）'
  return (
    <View className='notice-detail'>
      <Text className='notice-detail__title'>{info.title}</Text>
      <View className='notice-detail__meta'>
        <Text>{who}</Text>
        <Text>{time ? formatDate(time, 'yyyy-mm-dd hh:MM') : ''}</Text>
      </View>
      {flow ? <FlowSummary body={flow} /> : <Text className='notice-detail__body'>{body}</Text>}
      {record && (
        <AtButton className='notice-detail__open' type='primary' onClick={() => void Taro.navigateTo({ url: recordRoute(record) })}>
          查看记录
        </AtButton>
      )}
    </View>
  )
}
