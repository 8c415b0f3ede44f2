// One task: what it is, who it is for, who acts next, its timeline (progress reports with their site photos,
// submissions, audit opinions) and the actions the caller has in its state. A progress report goes through the
// outbox (its photos may still be on the phone); withdrawing, returning, passing and submitting ask first.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Image, Input, Text, Textarea, View } from '@tarojs/components'
import { TASK_PRIORITY_NAMES, type TaskAction, type TaskDetail, type TaskFile } from '@shared/api/tasks'
import { KeepPhotosOfflineContext, PageState, SitePhotoPicker, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { QUEUED_SUBMISSION_TEXT } from '@/lib/outbox'
import { formatDate } from '@/utils'
import { randomId } from '@/utils/random'
import { getTask, moveTask, QUEUED_TEXT, sendProgress, type TaskMove } from '../api/tasks'
import { PRIORITY_COLOURS, STATE_COLOURS } from '../lib/task'
import { ActionButton } from './action-button'
import './tasks.scss'

const toast = (title: string, icon: 'none' | 'success' = 'none') => void Taro.showToast({ title, icon, duration: icon === 'none' ? 2500 : 1500 })

type Mode = Exclude<TaskAction, 'accept'>

const FORMS: Record<Mode, { title: string; label: string; placeholder: string; required: string; confirm?: string; button: string }> = {
  update: { title: '汇报进展', label: '进展说明', placeholder: '今天完成了什么、遇到什么问题', required: '请填写进展说明', button: '提交进展' },
  submit: { title: '提交审核', label: '完成情况', placeholder: '任务完成情况说明', required: '请填写完成情况', confirm: '提交后由发布人审核，审核期间不能再汇报进展。确定提交？', button: '提交审核' },
  pass: { title: '审核通过', label: '审核意见', placeholder: '审核意见（选填）', required: '', confirm: '确定审核通过？通过后任务完成。', button: '审核通过' },
  return: { title: '退回', label: '退回意见', placeholder: '说明需要整改或补充的内容', required: '请填写退回意见', confirm: '确定退回该任务？将由办理人整改后重新提交。', button: '确认退回' },
  cancel: { title: '撤销任务', label: '撤销原因', placeholder: '撤销原因', required: '请填写撤销原因', confirm: '撤销后任务终止，不能恢复。确定撤销？', button: '确认撤销' }
}

const BUTTONS: { action: TaskAction; label: string; kind: 'primary' | 'plain' | 'danger' }[] = [
  { action: 'cancel', label: '撤销', kind: 'danger' },
  { action: 'return', label: '退回', kind: 'danger' },
  { action: 'pass', label: '审核通过', kind: 'primary' },
  { action: 'update', label: '汇报进展', kind: 'plain' },
  { action: 'submit', label: '提交审核', kind: 'primary' },
  { action: 'accept', label: '接收任务', kind: 'primary' }
]

function Photos({ photos }: { photos: TaskFile[] }) {
  if (!photos.length) return null
  const urls = photos.map((p) => p.url)
  return (
    <View className='tk-photos'>
      {photos.map((p) => (
        <Image key={p.url} className='tk-photo' src={p.url} mode='aspectFill' onClick={() => void Taro.previewImage({ urls, current: p.url })} />
      ))}
    </View>
  )
}

export function TaskDetailScreen({ id }: { id: string }) {
  const [task, setTask] = useState<TaskDetail | null>(null)
  const [failure, setFailure] = useState('')
  const [mode, setMode] = useState<Mode | null>(null)
  const [text, setText] = useState('')
  const [percent, setPercent] = useState('')
  const [photos, setPhotos] = useState<UploadItem[]>([])
  const [busy, setBusy] = useState(false)
  const submission = useRef(randomId(32))

  const load = useCallback(async () => {
    if (!id) return setFailure('缺少任务编号，无法查看')
    try {
      setTask(await getTask(id))
      setFailure('')
    } catch (err) {
      setFailure(errorText(err, '任务加载失败'))
    }
  }, [id])
  useEffect(() => { void load() }, [load])
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  const open = (m: Mode) => {
    setMode(m)
    setText('')
    setPhotos([])
    setPercent(task ? String(task.progress) : '')
    submission.current = randomId(32)
  }

  const act = async (action: TaskAction) => {
    if (!task || busy) return
    if (action !== 'accept') return open(action)
    setBusy(true)
    try {
      const r = await moveTask(task, 'accept', {}, randomId(32))
      if (r.queued) return toast(QUEUED_SUBMISSION_TEXT)
      setTask(r.task)
      toast('已接收，请按期完成', 'success')
    } catch (err) {
      toast(errorText(err, '接收失败'))
    } finally {
      setBusy(false)
    }
  }

  const confirmForm = async () => {
    if (!task || !mode || busy) return
    const form = FORMS[mode]
    const value = text.trim()
    if (form.required && !value) return toast(form.required)
    if (mode === 'update') {
      const p = percent.trim() === '' ? task.progress : Number(percent)
      if (!Number.isInteger(p) || p < 0 || p > 100) return toast('完成进度应为0到100的整数')
      if (p < task.progress) return toast(`完成进度不能小于当前进度${task.progress}%`)
      setBusy(true)
      try {
        const sent = await sendProgress(task, { percent: p, content: value, photos }, submission.current)
        toast(sent.queued ? QUEUED_TEXT : '进展已提交', sent.queued ? 'none' : 'success')
        setMode(null)
        if (!sent.queued) await load()
      } catch (err) {
        toast(errorText(err, '提交失败'))
      } finally {
        setBusy(false)
      }
      return
    }
    const res = await Taro.showModal({ title: form.title, content: form.confirm ?? '', confirmText: '确定', cancelText: '再想想' })
    if (!res.confirm) return
    setBusy(true)
    try {
      const body = mode === 'submit' ? { content: value, photos } : mode === 'cancel' ? { reason: value } : { opinion: value }
      const r = await moveTask(task, mode as TaskMove, body, submission.current)
      setMode(null)
      if (r.queued) return toast(QUEUED_SUBMISSION_TEXT)
      setTask(r.task)
      toast(r.msg || '操作成功', 'success')
    } catch (err) {
      toast(errorText(err, '操作失败'))
    } finally {
      setBusy(false)
    }
  }

  if (failure) return <PageState status='error' text={failure} onRetry={id ? () => void load() : undefined} />
  if (!task) return <PageState status='loading' />
  const colour = STATE_COLOURS[task.state]
  const form = mode ? FORMS[mode] : null
  const buttons = BUTTONS.filter((b) => task.actions.includes(b.action))

  return (
    <View className='tk-detail'>
      <View className='tk-section'>
        <View className='tk-card__head'>
          <Text className='tk-card__title'>{task.title}</Text>
          {task.overdue && <Text className='tk-tag tk-tag--overdue'>逾期</Text>}
          <Text className='tk-tag' style={{ color: colour, borderColor: colour }}>{task.stateName}</Text>
        </View>
        {task.nextText ? <Text className='tk-next'>{task.nextText}</Text> : null}
        <View className='tk-row'><Text className='tk-label'>任务编号</Text><Text className='tk-value'>{task.billNo}</Text></View>
        <View className='tk-row'>
          <Text className='tk-label'>优先级</Text>
          <Text className='tk-value' style={{ color: PRIORITY_COLOURS[task.priority] }}>{TASK_PRIORITY_NAMES[task.priority]}</Text>
        </View>
        <View className='tk-row'><Text className='tk-label'>截止日期</Text><Text className='tk-value'>{task.dueDate}</Text></View>
        <View className='tk-row'><Text className='tk-label'>发布人</Text><Text className='tk-value'>{task.publisherName}</Text></View>
        <View className='tk-row'><Text className='tk-label'>接收{task.assignType === 'section' ? '合同段' : '人'}</Text><Text className='tk-value'>{task.assigneeText}</Text></View>
        {task.handlerName ? <View className='tk-row'><Text className='tk-label'>办理人</Text><Text className='tk-value'>{task.handlerName}</Text></View> : null}
        <View className='tk-row'><Text className='tk-label'>完成进度</Text><Text className='tk-value'>{`${task.progress}%`}</Text></View>
      </View>
      <View className='tk-section'>
        <Text className='tk-section__title'>任务内容</Text>
        <Text className='tk-content'>{task.content}</Text>
        {task.attachments.map((f) => (
          <Text key={f.url} className='tk-file' onClick={() => void Taro.previewImage({ urls: [f.url] })}>{`附件：${f.name || '文件'}`}</Text>
        ))}
      </View>
      {form && mode && (
        <View className='tk-sheet'>
          <Text className='tk-section__title'>{form.title}</Text>
          {mode === 'update' && (
            <View className='tk-row'>
              <Text className='tk-label'>完成进度%</Text>
              <Input className='tk-input' type='number' value={percent} maxlength={3} placeholder={`不小于${task.progress}`} onInput={(e) => setPercent(e.detail.value)} />
            </View>
          )}
          <Textarea className='tk-textarea' value={text} maxlength={1000} placeholder={form.placeholder} onInput={(e) => setText(e.detail.value)} />
          {(mode === 'update' || mode === 'submit') && (
            // a photo taken without signal stays on the phone (待上传) and goes up with the report from the outbox
            <KeepPhotosOfflineContext.Provider value>
              <SitePhotoPicker value={photos} onChange={setPhotos} limit={9} fileSize={5} sizeUnit='MB' sourceType={['camera', 'album']} />
            </KeepPhotosOfflineContext.Provider>
          )}
        </View>
      )}
      <View className='tk-section'>
        <Text className='tk-section__title'>办理记录</Text>
        {task.updates.map((u) => (
          <View key={u.id} className='tk-step'>
            <View className='tk-step__dot' />
            <View className='tk-step__head'>
              <Text>{u.userName}</Text>
              <Text>{u.kindName}</Text>
              {u.percent !== null && <Text>{`${u.percent}%`}</Text>}
              <Text className='tk-step__time'>{formatDate(u.createdAt, 'yyyy-mm-dd hh:MM')}</Text>
            </View>
            {u.content ? <Text className='tk-step__text'>{u.content}</Text> : null}
            <Photos photos={u.photos} />
          </View>
        ))}
      </View>
      {form ? (
        <View className='tk-actions'>
          <ActionButton label='取消' busy={busy} onClick={() => setMode(null)} />
          <ActionButton label={busy ? '提交中…' : form.button} kind={mode === 'return' || mode === 'cancel' ? 'danger' : 'primary'} busy={busy} onClick={() => void confirmForm()} />
        </View>
      ) : buttons.length > 0 && (
        <View className='tk-actions'>
          {buttons.map((b) => (
            <ActionButton key={b.action} label={b.label} kind={b.kind} busy={busy} onClick={() => void act(b.action)} />
          ))}
        </View>
      )}
    </View>
  )
}
