// One meeting: when and where, host and scope, the agenda, the attendees with who has and has not signed in, the
// minutes with photos, the resolutions with the task each became, and the caller's actions in its state: an
// attendee signs in (会议当天); the organiser or host edits it, records the minutes (记录纪要), opens it (开始会议),
// publishes the minutes (the resolutions become tasks) or cancels it with a reason. Each move asks first.
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Image, Text, Textarea, View } from '@tarojs/components'
import type { MeetingDetail, MeetingFile } from '@shared/api/supervision-meetings'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { resolveUrl } from '@/lib/request'
import { moveMeeting, getMeeting, type MeetingMove } from '../api/meetings'
import { STATE_COLOURS, TYPE_COLOURS, timeOf } from '../lib/meeting'
import './meetings.scss'

const toast = (title: string, icon: 'none' | 'success' = 'none') => void Taro.showToast({ title, icon, duration: icon === 'none' ? 2500 : 1500 })

function Photos({ photos }: { photos: MeetingFile[] }) {
  if (!photos.length) return null
  const urls = photos.map((p) => resolveUrl(p.url))
  return (
    <View className='sm-photos'>
      {urls.map((u) => <Image key={u} className='sm-photo' src={u} mode='aspectFill' onClick={() => void Taro.previewImage({ urls, current: u })} />)}
    </View>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return <View className='sm-row'><Text className='sm-label'>{label}</Text><Text className='sm-value'>{value || '—'}</Text></View>
}

export interface MeetingDetailProps {
  id: string
  editUrl(id: string): string
  minutesUrl(id: string): string
  taskUrl(id: string): string
}

const ASK: Record<Exclude<MeetingMove, 'cancel'>, { title: string; content: string }> = {
  'sign-in': { title: '会议签到', content: '确认您已到达会场并签到？' },
  hold: { title: '开始会议', content: '开始会议后不能再修改会议时间、地点和主持人，确定开始？' },
  publish: { title: '发布会议纪要', content: '发布后纪要不能再修改，决议事项将转为任务发给责任人。确定发布？' }
}

export function MeetingDetailScreen({ id, editUrl, minutesUrl, taskUrl }: MeetingDetailProps) {
  const [m, setM] = useState<MeetingDetail | null>(null)
  const [failure, setFailure] = useState('')
  const [cancelling, setCancelling] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    if (!id) return setFailure('缺少会议编号，无法查看')
    try {
      setM(await getMeeting(id))
      setFailure('')
    } catch (err) {
      setFailure(errorText(err, '会议加载失败'))
    }
  }, [id])
  useEffect(() => { void load() }, [load])
  // back from editing or the minutes: show the saved meeting
  useDidShow(() => { if (m) void load() })
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  const move = async (what: MeetingMove, body: Record<string, unknown> = {}) => {
    if (!m || busy) return
    if (what !== 'cancel') {
      const res = await Taro.showModal({ ...ASK[what], confirmText: '确定', cancelText: '再想想' })
      if (!res.confirm) return
    } else {
      if (!reason.trim()) return toast('请填写取消原因')
      const res = await Taro.showModal({ title: '取消会议', content: '取消后将通知全部参会人员，且不能恢复。确定取消？', confirmText: '取消会议', cancelText: '再想想' })
      if (!res.confirm) return
    }
    setBusy(true)
    try {
      const r = await moveMeeting(m.id, what, body)
      setM(r.meeting)
      setCancelling(false)
      toast(r.msg || '操作成功', 'success')
    } catch (err) {
      toast(errorText(err, '操作失败'))
    } finally {
      setBusy(false)
    }
  }

  if (failure) return <PageState status='error' text={failure} onRetry={id ? () => void load() : undefined} />
  if (!m) return <PageState status='loading' />
  const colour = STATE_COLOURS[m.state]
  const can = (a: MeetingDetail['actions'][number]) => m.actions.includes(a)
  const unsigned = m.attendees.filter((a) => a.signedAt === null)
  const open = m.state === 'draft' || m.state === 'held'

  return (
    <View className='sm-detail'>
      <View className='sm-section'>
        <View className='sm-card__head'>
          <Text className='sm-type' style={{ background: TYPE_COLOURS[m.type] }}>{m.typeName}</Text>
          <Text className='sm-card__title'>{m.subject}</Text>
          <Text className='sm-tag' style={{ color: colour, borderColor: colour }}>{m.stateName}</Text>
        </View>
        <Row label='会议编号' value={m.meetingNo} />
        <Row label='会议时间' value={`${m.meetingDate} ${m.startTime}`} />
        <Row label='会议地点' value={m.place} />
        <Row label='主持人' value={m.hostName} />
        <Row label='组织人' value={m.organiserName} />
        <Row label='会议范围' value={m.scopeText} />
        {m.state === 'cancelled' && <Row label='取消原因' value={m.cancelReason} />}
      </View>
      {m.mine.attendee && open && (
        <View className='sm-section'>
          {m.mine.signedAt ? (
            <Text className='sm-next'>{`您已于 ${timeOf(m.mine.signedAt)} 签到`}</Text>
          ) : can('signIn') ? (
            <View className={`sm-signin${busy ? ' sm-btn--busy' : ''}`} role='button' onClick={() => void move('sign-in')}>
              <Text>签到</Text>
              <Text className='sm-signin__sub'>{m.startTime}</Text>
            </View>
          ) : (
            <Text className='sm-hint'>{`会议当天（${m.meetingDate}）可在此签到`}</Text>
          )}
        </View>
      )}
      <View className='sm-section'>
        <Text className='sm-section__title'>会议议程</Text>
        {m.agenda.map((a, i) => <Text key={i} className='sm-content'>{`${i + 1}. ${a}`}</Text>)}
      </View>
      <View className='sm-section'>
        <Text className='sm-section__title'>{`参会人员（签到 ${m.signedCount}/${m.attendeeCount}）`}</Text>
        {unsigned.length > 0 && open && <Text className='sm-count'>{`未签到：${unsigned.map((a) => a.realName).join('、')}`}</Text>}
        {m.attendees.map((a) => (
          <View key={a.userId} className='sm-person'>
            <Text className='sm-person__name'>{a.realName}</Text>
            <Text className='sm-person__org'>{a.organize}</Text>
            {a.signedAt ? <Text className='sm-signed'>{`${timeOf(a.signedAt)} 已签到`}</Text> : <Text className='sm-unsigned'>未签到</Text>}
          </View>
        ))}
      </View>
      {(m.minutes || m.photos.length > 0 || m.state !== 'draft') && m.state !== 'cancelled' && (
        <View className='sm-section'>
          <Text className='sm-section__title'>会议纪要</Text>
          <Text className='sm-content'>{m.minutes || '尚未填写会议纪要'}</Text>
          <Photos photos={m.photos} />
        </View>
      )}
      {m.resolutions.length > 0 && (
        <View className='sm-section'>
          <Text className='sm-section__title'>{`决议事项（${m.resolutions.length}项）`}</Text>
          {m.resolutions.map((r, i) => (
            <View key={r.id} className='sm-resolution'>
              <Text className='sm-resolution__text'>{`${i + 1}. ${r.content}`}</Text>
              <Text className='sm-resolution__meta'>{`责任${r.ownerType === 'section' ? '合同段' : '人'}：${r.ownerText}  完成期限：${r.dueDate}`}</Text>
              {r.taskId
                ? <View className='sm-resolution__task' role='link' onClick={() => void Taro.navigateTo({ url: taskUrl(r.taskId) })}><Text>{`任务 ${r.taskBillNo} · ${r.taskStateName} ›`}</Text></View>
                : <Text className='sm-resolution__meta'>发布纪要后转为任务</Text>}
            </View>
          ))}
        </View>
      )}
      {cancelling && (
        <View className='sm-sheet'>
          <Text className='sm-section__title'>取消会议</Text>
          <Textarea className='sm-textarea' value={reason} maxlength={500} placeholder='取消原因（将通知全部参会人员）' onInput={(e) => setReason(e.detail.value)} />
        </View>
      )}
      {m.actions.some((a) => a !== 'signIn') && (
        <View className='sm-actions'>
          {cancelling ? (
            <>
              <View className='sm-btn' role='button' onClick={() => { if (!busy) setCancelling(false) }}><Text>返回</Text></View>
              <View className={`sm-btn sm-btn--danger${busy ? ' sm-btn--busy' : ''}`} role='button' onClick={() => void move('cancel', { reason })}><Text>确认取消</Text></View>
            </>
          ) : (
            <>
              {can('cancel') && <View className='sm-btn sm-btn--danger' role='button' onClick={() => { setReason(''); setCancelling(true) }}><Text>取消会议</Text></View>}
              {can('edit') && <View className='sm-btn' role='button' onClick={() => void Taro.navigateTo({ url: editUrl(m.id) })}><Text>修改</Text></View>}
              {can('editMinutes') && <View className='sm-btn' role='button' onClick={() => void Taro.navigateTo({ url: minutesUrl(m.id) })}><Text>记录纪要</Text></View>}
              {can('hold') && <View className='sm-btn sm-btn--primary' role='button' onClick={() => void move('hold')}><Text>开始会议</Text></View>}
              {can('publish') && <View className='sm-btn sm-btn--primary' role='button' onClick={() => void move('publish')}><Text>发布纪要</Text></View>}
            </>
          )}
        </View>
      )}
    </View>
  )
}
