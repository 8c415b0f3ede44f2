// The record's state on its detail page (models with record states): the current state with 超期 and the due time,
// the moves the user may make now (each opening a sheet that asks what it requires, or a confirmation when it asks
// nothing) and the timeline of moves with who, when, the opinion, photos and signature. After a move the page
// reloads the record and this panel.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import type { RecordMoveVO, RecordStatesVO, RecordTransitionVO } from '@shared/api/visualdev-states'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { previewImages } from '@/lib/media'
import { resolveUrl } from '@/lib/request'
import { formatDate } from '@/utils'
import type { LcField } from '../../types'
import { getRecordStates, transitionRecord } from '../../api/states'
import { asksNothing } from './needs'
import { OverdueTag, RecordStateTag } from './state-tags'
import { TransitionSheet } from './transition-sheet'
import './record-states.scss'

export interface RecordStatesPanelProps {
  modelId: string
  id: string
  /** the model's form fields (a move may ask for some of them) */
  fields: LcField[]
  /** the record's display values */
  values: Record<string, unknown>
  /** changes when the page reloaded the record */
  refreshKey?: number
  /** a move was made: the page reloads the record */
  onMoved: () => void
  /** told whether the record's current state is final (the page then offers no edit) */
  onFinal?: (final: boolean) => void
}

const when = (ms: number) => formatDate(ms, 'yyyy-mm-dd hh:MM')

async function confirmMove(t: RecordTransitionVO): Promise<boolean> {
  const res = await Taro.showModal({ title: t.name, content: `确定${t.name}吗？提交后状态为“${t.toName}”。` }).catch(() => ({ confirm: false }))
  return Boolean(res.confirm)
}

function Move({ move }: { move: RecordMoveVO }) {
  const urls = move.photos.map((p) => p.url)
  return (
    <View className='lc-history__item'>
      <View className='lc-history__dot' />
      <View className='lc-history__head'>
        <Text className='lc-history__who'>{`${move.userName || '未知用户'} ${move.transitionName}`}</Text>
        <Text className='lc-history__when'>{when(move.createdAt)}</Text>
      </View>
      <View className='lc-states__move-to'>
        <Text>{`${move.fromName} → ${move.toName}`}</Text>
      </View>
      {move.opinion !== '' && <View className='lc-states__opinion'><Text>{move.opinion}</Text></View>}
      {urls.length > 0 && (
        <View className='lc-states__photos'>
          {move.photos.map((p, i) => (
            <Image key={`${p.fileId}-${i}`} className='lc-states__photo' src={resolveUrl(p.url)} mode='aspectFill'
              aria-label={`查看照片${i + 1}`} onClick={() => void previewImages(urls, p.url)} />
          ))}
        </View>
      )}
      {move.signImg !== '' && <Image className='lc-states__sign' src={resolveUrl(move.signImg)} mode='aspectFit' aria-label='签名' />}
    </View>
  )
}

export function RecordStatesPanel({ modelId, id, fields, values, refreshKey = 0, onMoved, onFinal }: RecordStatesPanelProps) {
  const [data, setData] = useState<RecordStatesVO | null>(null)
  const [error, setError] = useState('')
  const [open, setOpen] = useState<RecordTransitionVO | null>(null)
  const request = useRef(0)
  // the page's callback, read when a load answers (a new function each render must not reload the states)
  const finalRef = useRef(onFinal)
  finalRef.current = onFinal

  const load = useCallback(async () => {
    const n = ++request.current
    setError('')
    try {
      const answer = await getRecordStates(modelId, id)
      if (n === request.current) {
        setData(answer)
        finalRef.current?.(Boolean(answer.current.final))
      }
    } catch (err) {
      if (n === request.current) setError(errorText(err, '记录状态加载失败'))
    }
  }, [modelId, id])

  useEffect(() => {
    void load()
  }, [load, refreshKey])

  const moved = () => {
    setOpen(null)
    onMoved()
  }
  const start = async (t: RecordTransitionVO) => {
    if (!asksNothing(t.needs)) return setOpen(t)
    if (!(await confirmMove(t))) return
    try {
      const msg = await transitionRecord(modelId, id, { transition: t.code })
      void Taro.showToast({ title: msg || '操作成功', icon: 'success', duration: 1500 })
      moved()
    } catch (err) {
      void Taro.showToast({ title: errorText(err, `${t.name}失败`), icon: 'none', duration: 2000 })
    }
  }

  if (error && !data) return <View className='lc-states'><PageState inline status='error' text={error} onRetry={() => void load()} /></View>
  if (!data) return <View className='lc-states'><PageState inline status='loading' /></View>
  const { current } = data
  return (
    <View className='lc-states' aria-label='记录状态'>
      <View className='lc-states__current'>
        <Text className='lc-states__title'>当前状态</Text>
        <RecordStateTag name={current.name} colour={current.colour} />
        {current.overdue && <OverdueTag />}
      </View>
      {current.dueAt !== null && (
        <View className={`lc-states__due${current.overdue ? ' lc-states__due--over' : ''}`}>
          <Text>{`办理期限：${when(current.dueAt)}`}</Text>
        </View>
      )}
      {data.transitions.length > 0 && (
        <View className='lc-states__actions'>
          {data.transitions.map((t) => (
            <View key={t.code} className='lc-states__action' role='button' onClick={() => void start(t)}>
              <Text>{t.name}</Text>
            </View>
          ))}
        </View>
      )}
      <View className='lc-history lc-states__timeline' aria-label='状态记录'>
        <View className='lc-history__title'><Text>状态记录</Text></View>
        {data.timeline.length === 0 ? <PageState inline status='empty' text='暂无状态变更' />
          : data.timeline.map((m) => <Move key={m.id} move={m} />)}
      </View>
      {open && (
        <TransitionSheet modelId={modelId} id={id} transition={open} fields={fields} filled={values} onClose={() => setOpen(null)} onDone={moved} />
      )}
    </View>
  )
}
