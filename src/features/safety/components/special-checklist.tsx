// The checklist of a 专项排查 (its child table inspectItems) as the inspector works it: 选择检查内容 opens the problem
// library's tree (treeSelect, through the picker bridge) and the picked problems become the rows, each with its
// library wording, level, clause, measures and deadline; on site each row is marked 存在 / 不存在, and a 存在 row takes
// stamped photos and a note. Picking again keeps what was marked; leaving out marked rows is confirmed first. On the
// detail it is read only: a row finishing registered as a hazard shows the hazard's number and opens it.
import Taro from '@tarojs/taro'
import { Image, Text, Textarea, View } from '@tarojs/components'
import type { PickedProblem, ProblemPickPayload } from '@shared/api/pitfalls'
import { SitePhotoPicker, type UploadItem } from '@/components'
import { routes } from '@/config/routes'
import { openPicker } from '@/lib/picker-bridge'
import type { WidgetProps } from '@/engines/lowcode'
import { CATEGORY_DICTIONARY, LEVEL_DICTIONARY, MAJOR_LEVEL } from '../lib/hazard'
import { hazardDetailUrl } from '../lib/pages'
import { FINDINGS, deadlineText, findingCounts, findingOf, mergePicked } from '../lib/special-inspection'
import { useDictionaryChips } from './use-dictionary-chips'
import { Chips } from './chips'
import './safety.scss'

type Row = Record<string, unknown>
const text = (v: unknown) => (typeof v === 'string' ? v : '')
const photosOf = (v: unknown): UploadItem[] => (Array.isArray(v) ? (v as UploadItem[]) : [])

function Photos({ value }: { value: unknown }) {
  const urls = photosOf(value).map((p) => text((p as { url?: unknown }).url)).filter(Boolean)
  if (!urls.length) return null
  return (
    <View className='hz-photos'>
      {urls.map((u) => <Image key={u} className='hz-item__photo' src={u} mode='aspectFill' onClick={() => void Taro.previewImage({ urls, current: u })} />)}
    </View>
  )
}

export function SpecialChecklistWidget({ field, value, onChange, disabled, error, formValues }: WidgetProps<Row[] | null>) {
  const rows = Array.isArray(value) ? value : []
  const levels = useDictionaryChips(LEVEL_DICTIONARY)
  const categories = useDictionaryChips(CATEGORY_DICTIONARY)
  // the stored id, or the name the detail's display values carry
  const nameOf = (v: unknown) => [...levels, ...categories].find((o) => o.value === text(v))?.label ?? text(v)
  const counts = findingCounts(rows)
  const registered = rows.filter((r) => text(r.hazardNo))

  const patch = (i: number, change: Row) => onChange(rows.map((r, k) => (k === i ? { ...r, ...change } : r)))
  const pick = async () => {
    const picked = await openPicker<PickedProblem[], ProblemPickPayload>(routes.problemTreeSelect, { selected: rows.map((r) => text(r.problemId)) })
    if (!picked) return
    const next = mergePicked(rows, picked)
    if (next.dropped.length) {
      const res = await Taro.showModal({
        title: '移除检查内容', content: `有${next.dropped.length}项已填写排查结果，取消选择后将一并移除，确定吗？`, confirmText: '移除', confirmColor: '#fa3534'
      })
      if (!res.confirm) return
    }
    onChange(next.rows)
  }
  const remove = async (i: number) => {
    const res = await Taro.showModal({ title: '移除检查内容', content: `确定移除“${text(rows[i].problem).slice(0, 30)}”吗？`, confirmText: '移除', confirmColor: '#fa3534' })
    if (res.confirm) onChange(rows.filter((_, k) => k !== i))
  }

  return (
    <View className='ck'>
      <Text className='ck__title'>{field?.label || '检查内容'}</Text>
      <View className='ck__summary' aria-label='排查统计'>
        <Text>{`共${rows.length}项`}</Text>
        <Text className='ck__fail'>{`存在${counts.exist}`}</Text>
        <Text className='ck__pass'>{`不存在${counts.absent}`}</Text>
        <Text className='ck__na'>{`未排查${counts.open}`}</Text>
      </View>
      {disabled && registered.length > 0 && (
        <View className='ck__registered' aria-label='已登记隐患'>
          <Text>{`已登记隐患${registered.length}条：${registered.map((r) => text(r.hazardNo)).join('、')}`}</Text>
        </View>
      )}
      {rows.length === 0 && <Text className='ck__empty'>{disabled ? '暂无检查内容' : '尚未选择检查内容，请从问题库选择本次排查的问题'}</Text>}
      {rows.map((row, i) => {
        const finding = findingOf(row)
        const major = row.hazardLevel === MAJOR_LEVEL || text(row.hazardLevel).includes('重大')
        const due = deadlineText(row.rectifyDays, formValues?.inspectDate)
        return (
          <View key={text(row.problemId) || `${i}`} className={`ck__item${finding === 'exist' ? ' ck__item--fail' : ''}`}>
            <View className='ck__head'>
              <Text className='ck__name'>{`${i + 1}. ${[text(row.categoryName), text(row.itemName)].filter(Boolean).join(' / ')}`}</Text>
              {text(row.hazardLevel) && <Text className={`hz-tag ${major ? 'ck__tag--major' : 'ck__tag--general'}`}>{nameOf(row.hazardLevel)}</Text>}
              {!disabled && <View className='ck__remove' role='button' aria-label={`移除第${i + 1}项`} onClick={() => void remove(i)}><Text>移除</Text></View>}
            </View>
            <Text className='ck__problem'>{text(row.problem)}</Text>
            {text(row.basis) ? <Text className='ck__standard'>{`依据：${text(row.basis)}`}</Text> : null}
            {text(row.measures) ? <Text className='ck__standard'>{`整改措施：${text(row.measures)}`}</Text> : null}
            {due ? <Text className='ck__standard'>{due}</Text> : null}
            {disabled
              ? <Text className={`ck__result ck__result--${finding === 'exist' ? 'fail' : finding === 'absent' ? 'pass' : 'none'}`}>{FINDINGS.find((o) => o.value === finding)?.label ?? '未排查'}</Text>
              : <Chips label={`第${i + 1}项排查结果`} options={FINDINGS} value={finding} onChange={(v) => patch(i, { result: v })} />}
            {finding === 'exist' && !disabled && (
              <View className='ck__failed'>
                <SitePhotoPicker value={photosOf(row.photos)} onChange={(photos) => patch(i, { photos })} limit={3} fileSize={5} sizeUnit='MB' sourceType={['camera', 'album']} />
                <Textarea className='hz-textarea' value={text(row.note)} maxlength={300} placeholder='情况说明：现场看到了什么、在什么位置' onInput={(e) => patch(i, { note: e.detail.value })} />
              </View>
            )}
            {disabled && (text(row.note) || photosOf(row.photos).length > 0) ? (
              <View className='ck__failed'>
                {text(row.note) ? <Text className='ck__problem'>{`情况说明：${text(row.note)}`}</Text> : null}
                <Photos value={row.photos} />
              </View>
            ) : null}
            {disabled && finding === 'exist' && (text(row.hazardNo)
              ? <View className='ck__link' role='link' onClick={() => void Taro.navigateTo({ url: hazardDetailUrl(text(row.hazardId)) })}><Text>{`隐患 ${text(row.hazardNo)} ›`}</Text></View>
              : <Text className='ck__hint'>完成排查后登记为隐患</Text>)}
          </View>
        )
      })}
      {!disabled && (
        <View className='ck__pick' role='button' onClick={() => void pick()}>
          <Text>{rows.length ? `重新选择检查内容（已选${rows.length}项）` : '选择检查内容'}</Text>
        </View>
      )}
      {error ? <View className='ck__error' role='alert'><Text>{error}</Text></View> : null}
    </View>
  )
}
