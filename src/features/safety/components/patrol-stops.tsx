// The stops of a site patrol (现场巡检's child table patrolStops) as the patroller walks the line: on the form each
// stop as a card (place, chainage, what was seen, photos, result), added where he stands and changed or taken off
// (after a confirmation); a stop whose problem is registered keeps it. On the detail, read only: a problem stop not
// yet registered is registered as a hidden danger with one tap (登记隐患, after a confirmation), and a registered one
// shows the hazard's number and opens it.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import type { WidgetProps } from '@/engines/lowcode'
import { errorText } from '@/lib/error-text'
import { registerStopHazard } from '../api/site-inspection'
import { hazardDetailUrl } from '../lib/pages'
import { STOP_RESULTS, stopResult, text, type StopRow } from '../lib/patrol'
import { StopEditor } from './stop-editor'
import './safety.scss'

const photoUrls = (v: unknown) => (Array.isArray(v) ? v.map((p) => text((p as { url?: unknown })?.url)).filter(Boolean) : [])

function Photos({ value }: { value: unknown }) {
  const urls = photoUrls(value)
  if (!urls.length) return null
  return (
    <View className='hz-photos'>
      {urls.map((url) => <Image key={url} className='hz-item__photo' src={url} mode='aspectFill' onClick={() => void Taro.previewImage({ current: url, urls })} />)}
    </View>
  )
}

interface CardProps {
  stop: StopRow
  index: number
  /** the form: change and remove */
  onEdit?(): void
  onRemove?(): void
  /** the detail: register its problem */
  onRegister?(): void
  registering?: boolean
}

function StopCard({ stop, index, onEdit, onRemove, onRegister, registering }: CardProps) {
  const result = STOP_RESULTS.find((o) => o.value === stopResult(stop))
  const hazardNo = text(stop.hazardNo)
  const problem = result?.value === 'problem'
  const where = [text(stop.chainage), text(stop.arrivedAt).slice(0, 5)].filter(Boolean).join(' · ')
  const meta = [text(stop.hazardCategory), text(stop.hazardLevel), text(stop.responsible) && `责任人 ${text(stop.responsible)}`, text(stop.deadline) && `期限 ${text(stop.deadline)}`]
    .filter(Boolean).join(' · ')
  return (
    <View className={`ck__item${problem ? ' ck__item--fail' : ''}`} aria-label={`巡检点${index + 1}`}>
      <View className='ck__head'>
        <Text className='ck__name'>{`${index + 1}. ${text(stop.place)}`}</Text>
        {result ? <Text className={`ck__result ck__result--${problem ? 'fail' : 'pass'}`}>{result.label}</Text> : null}
      </View>
      {where ? <Text className='ck__standard'>{where}</Text> : null}
      <Text className='ck__problem'>{text(stop.observation)}</Text>
      <Photos value={stop.photos} />
      {problem && (
        <View className='ck__failed'>
          {/* the detail's values read as people read them (names, labels, dates); the form's are codes */}
          {!onEdit && meta ? <Text className='ck__standard'>{meta}</Text> : null}
          {hazardNo
            ? <View className='ck__link' role='link' onClick={() => void Taro.navigateTo({ url: hazardDetailUrl(text(stop.hazardId)) })}><Text>{`已登记隐患 ${hazardNo} ›`}</Text></View>
            : onRegister
              ? <View className='ck__add-btn pt-register' role='button' aria-disabled={registering} onClick={registering ? undefined : onRegister}><Text>{registering ? '登记中…' : '登记隐患'}</Text></View>
              : <Text className='ck__hint'>保存后可登记为隐患，完成巡检时自动登记</Text>}
        </View>
      )}
      {onEdit && (
        <View className='pt-card__actions'>
          {!hazardNo && onRemove ? <View className='ck__remove' role='button' aria-label={`删除${text(stop.place)}`} onClick={onRemove}><Text>删除</Text></View> : null}
          <View className='ck__link' role='button' aria-label={`修改${text(stop.place)}`} onClick={onEdit}><Text>修改</Text></View>
        </View>
      )}
    </View>
  )
}

export function PatrolStopsWidget({ field, value, onChange, disabled, error, formValues }: WidgetProps<StopRow[] | null>) {
  const rows = Array.isArray(value) ? value : []
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  // the detail's numbers registered here, until the detail loads again
  const [registered, setRegistered] = useState<Record<number, { hazardNo: string; hazardId: string }>>({})
  const [busy, setBusy] = useState<number | null>(null)
  const shown = rows.map((r, i) => (registered[i] ? { ...r, ...registered[i] } : r))
  const problems = shown.filter((r) => stopResult(r) === 'problem').length

  const remove = async (i: number) => {
    const res = await Taro.showModal({ title: '删除巡检点', content: `确定删除“${text(rows[i].place)}”吗？`, confirmText: '删除', confirmColor: '#fa3534' })
    if (res.confirm) onChange(rows.filter((_, k) => k !== i))
  }
  const save = (stop: StopRow) => {
    onChange(editing === 'new' ? [...rows, stop] : rows.map((r, k) => (k === editing ? stop : r)))
    setEditing(null)
  }
  const register = async (i: number) => {
    const patrolId = text(formValues.id)
    if (!patrolId) return
    const res = await Taro.showModal({ title: '登记隐患', content: `将“${text(rows[i].place)}”发现的问题登记到隐患台账，并通知整改责任人。`, confirmText: '登记' })
    if (!res.confirm) return
    setBusy(i)
    try {
      const hazard = await registerStopHazard(patrolId, i)
      setRegistered((m) => ({ ...m, [i]: { hazardNo: hazard.hazardNo, hazardId: hazard.hazardId } }))
      void Taro.showToast({ title: `已登记隐患 ${hazard.hazardNo}`, icon: 'none' })
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '登记隐患失败'), icon: 'none', duration: 2500 })
    } finally {
      setBusy(null)
    }
  }

  return (
    <View className='ck pt-stops'>
      <Text className='ck__title'>{field?.label || '巡检点'}</Text>
      <View className='ck__summary' aria-label='巡检点统计'>
        <Text>{`共${shown.length}个巡检点`}</Text>
        <Text className='ck__pass'>{`正常${shown.length - problems}`}</Text>
        <Text className='ck__fail'>{`发现问题${problems}`}</Text>
      </View>
      {shown.length === 0 && editing === null && <Text className='ck__empty'>{disabled ? '暂无巡检点' : '暂无巡检点，到达第一个巡检点后点“添加巡检点”'}</Text>}
      {shown.map((stop, i) => (editing === i
        ? <StopEditor key={`edit-${i}`} stop={stop} number={i + 1} onSave={save} onCancel={() => setEditing(null)} />
        : <StopCard
          key={`${i}-${text(stop.place)}`}
          stop={stop}
          index={i}
          onEdit={disabled ? undefined : () => setEditing(i)}
          onRemove={disabled ? undefined : () => void remove(i)}
          onRegister={disabled && text(formValues.id) ? () => void register(i) : undefined}
          registering={busy === i}
        />))}
      {editing === 'new' && <StopEditor number={rows.length + 1} onSave={save} onCancel={() => setEditing(null)} />}
      {!disabled && editing === null && (
        <View className='pt-add' role='button' onClick={() => setEditing('new')}><Text>＋ 添加巡检点</Text></View>
      )}
      {error ? <View className='ck__error' role='alert'><Text>{error}</Text></View> : null}
    </View>
  )
}
