// One order: what was found where, the requirement and deadline, who acts next, every move (replies with their
// photos and signatures, returns with the opinion, the closing) and the caller's actions in its state: the section
// replies (整改回复: what was done, photos, signature); the supervision engineer closes it or returns it. Each move
// asks first; made without signal it waits in 待发送 and is sent once; 打印 hands over the order as a PDF.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Image, Text, Textarea, View } from '@tarojs/components'
import type { OrderAction, OrderDetail, OrderFile } from '@shared/api/supervision-orders'
import { KeepPhotosOfflineContext, PageState, SignatureInput, SitePhotoPicker, useUploadsPending, type UploadItem } from '@/components'
import { saveExport } from '@/engines/lowcode'
import { errorText } from '@/lib/error-text'
import { QUEUED_SUBMISSION_TEXT } from '@/lib/outbox'
import { resolveUrl } from '@/lib/request'
import { formatDate } from '@/utils'
import { randomId } from '@/utils/random'
import { getOrder, moveOrder, printOrder } from '../api/orders'
import { STATE_COLOURS, TYPE_COLOURS } from '../lib/order'
import './orders.scss'

const toast = (title: string, icon: 'none' | 'success' = 'none') => void Taro.showToast({ title, icon, duration: icon === 'none' ? 2500 : 1500 })

const FORMS: Record<OrderAction, { title: string; placeholder: string; required: string; confirm: string; button: string; sign: boolean }> = {
  reply: {
    title: '整改回复', placeholder: '整改完成情况：采取的措施、完成时间、自检结果', required: '请填写整改情况', sign: true,
    confirm: '回复后由监理工程师复核。确定提交整改回复？', button: '提交回复'
  },
  close: { title: '复查闭合', placeholder: '复查意见（选填，默认：经复查，整改到位，同意闭合。）', required: '', sign: true, confirm: '确定闭合该指令？闭合后不能再修改。', button: '确认闭合' },
  return: { title: '退回整改', placeholder: '说明仍未整改到位的内容', required: '请填写复查意见', sign: false, confirm: '确定退回？合同段需重新整改并回复。', button: '确认退回' }
}

function Photos({ photos }: { photos: OrderFile[] }) {
  if (!photos.length) return null
  const urls = photos.map((p) => resolveUrl(p.url))
  return (
    <View className='so-photos'>
      {urls.map((u) => <Image key={u} className='so-photo' src={u} mode='aspectFill' onClick={() => void Taro.previewImage({ urls, current: u })} />)}
    </View>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return <View className='so-row'><Text className='so-label'>{label}</Text><Text className='so-value'>{value || '—'}</Text></View>
}

export function OrderDetailScreen({ id }: { id: string }) {
  const [order, setOrder] = useState<OrderDetail | null>(null)
  const [failure, setFailure] = useState('')
  const [mode, setMode] = useState<OrderAction | null>(null)
  const [text, setText] = useState('')
  const [photos, setPhotos] = useState<UploadItem[]>([])
  const [sign, setSign] = useState('')
  const [busy, setBusy] = useState(false)
  const pending = useUploadsPending()
  /** one key per filled form: the outbox and a retry after a lost answer make the move once */
  const submission = useRef('')

  const load = useCallback(async () => {
    if (!id) return setFailure('缺少指令编号，无法查看')
    try {
      setOrder(await getOrder(id))
      setFailure('')
    } catch (err) {
      setFailure(errorText(err, '监理指令加载失败'))
    }
  }, [id])
  useEffect(() => { void load() }, [load])
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  const open = (m: OrderAction) => {
    setMode(m)
    submission.current = randomId(32)
    setText('')
    setPhotos([])
    setSign('')
  }

  const confirm = async () => {
    if (!order || !mode || busy) return
    const form = FORMS[mode]
    const value = text.trim()
    if (form.required && !value) return toast(form.required)
    if (mode === 'reply' && photos.length === 0) return toast('请上传整改后的现场照片')
    if (pending) return toast(pending)
    if (form.sign && !sign) return toast('请签名')
    const res = await Taro.showModal({ title: form.title, content: form.confirm, confirmText: '确定', cancelText: '再想想' })
    if (!res.confirm) return
    setBusy(true)
    try {
      const body = mode === 'reply' ? { content: value, photos, signImg: sign } : { opinion: value, signImg: sign }
      const r = await moveOrder(order, mode, body, submission.current)
      setMode(null)
      if (r.queued) return toast(QUEUED_SUBMISSION_TEXT)
      setOrder(r.order)
      toast(r.msg || '操作成功', 'success')
    } catch (err) {
      toast(errorText(err, '操作失败'))
    } finally {
      setBusy(false)
    }
  }

  const print = async () => {
    if (!order || busy) return
    setBusy(true)
    void Taro.showLoading({ title: '正在生成...', mask: true })
    try {
      const file = await printOrder(order.id)
      void Taro.hideLoading()
      await saveExport(file)
    } catch (err) {
      void Taro.hideLoading()
      toast(errorText(err, '生成失败'))
    } finally {
      setBusy(false)
    }
  }

  if (failure) return <PageState status='error' text={failure} onRetry={id ? () => void load() : undefined} />
  if (!order) return <PageState status='loading' />
  const colour = STATE_COLOURS[order.state]
  const form = mode ? FORMS[mode] : null

  return (
    <View className='so-detail'>
      <View className='so-section'>
        <View className='so-card__head'>
          <Text className='so-type' style={{ background: TYPE_COLOURS[order.type] }}>{order.typeName}</Text>
          <Text className='so-card__title'>{order.subject}</Text>
          {order.overdue && <Text className='so-tag so-tag--overdue'>逾期</Text>}
          <Text className='so-tag' style={{ color: colour, borderColor: colour }}>{order.stateName}</Text>
        </View>
        {order.nextText ? <Text className='so-next'>{order.nextText}</Text> : null}
        <Row label='指令编号' value={order.orderNo} />
        <Row label='接收单位' value={order.sectionText} />
        <Row label='桩号' value={order.chainage} />
        <Row label='部位' value={order.part} />
        <Row label='整改期限' value={order.deadline} />
        <Row label='签发人' value={order.issuerName} />
      </View>
      <View className='so-section'>
        <Text className='so-section__title'>存在问题</Text>
        <Text className='so-content'>{order.finding}</Text>
        <Photos photos={order.photos} />
        <Text className='so-section__title so-section__title--gap'>整改要求</Text>
        <Text className='so-content'>{order.requirement}</Text>
      </View>
      {form && mode && (
        <View className='so-sheet'>
          <Text className='so-section__title'>{form.title}</Text>
          <Textarea className='so-textarea' value={text} maxlength={mode === 'reply' ? 2000 : 1000} placeholder={form.placeholder} onInput={(e) => setText(e.detail.value)} />
          {mode === 'reply' && (
            // a photo taken without signal stays on the phone (待上传) and goes up with the reply from the outbox
            <KeepPhotosOfflineContext.Provider value>
              <SitePhotoPicker value={photos} onChange={setPhotos} limit={9} fileSize={5} sizeUnit='MB' sourceType={['camera', 'album']} />
            </KeepPhotosOfflineContext.Provider>
          )}
          <Text className='so-hint'>{form.sign ? '签名' : '签名（选填）'}</Text>
          <SignatureInput value={sign} onChange={setSign} title={form.title} />
        </View>
      )}
      <View className='so-section'>
        <Text className='so-section__title'>办理记录</Text>
        {order.steps.map((s) => (
          <View key={s.id} className='so-step'>
            <View className='so-step__dot' />
            <View className='so-step__head'>
              <Text>{s.userName}</Text>
              <Text>{s.kindName}</Text>
              <Text className='so-step__time'>{formatDate(s.createdAt, 'yyyy-mm-dd hh:MM')}</Text>
            </View>
            {s.content ? <Text className='so-step__text'>{s.content}</Text> : null}
            <Photos photos={s.photos} />
            {s.signImg ? <Image className='so-sign' src={resolveUrl(s.signImg)} mode='aspectFit' /> : null}
          </View>
        ))}
      </View>
      <View className='so-actions'>
        {form ? (
          <>
            <View className='so-btn' role='button' onClick={() => { if (!busy) setMode(null) }}><Text>取消</Text></View>
            <View className={`so-btn ${mode === 'return' ? 'so-btn--danger' : 'so-btn--primary'}${busy ? ' so-btn--busy' : ''}`} role='button' onClick={() => void confirm()}>
              <Text>{busy ? '提交中…' : form.button}</Text>
            </View>
          </>
        ) : (
          <>
            <View className={`so-btn${busy ? ' so-btn--busy' : ''}`} role='button' onClick={() => void print()}><Text>打印</Text></View>
            {order.actions.includes('return') && <View className='so-btn so-btn--danger' role='button' onClick={() => open('return')}><Text>退回整改</Text></View>}
            {order.actions.includes('close') && <View className='so-btn so-btn--primary' role='button' onClick={() => open('close')}><Text>复查闭合</Text></View>}
            {order.actions.includes('reply') && <View className='so-btn so-btn--primary' role='button' onClick={() => open('reply')}><Text>整改回复</Text></View>}
          </>
        )}
      </View>
    </View>
  )
}
