// The checklist of a safety inspection (安全检查's child table checkItems) as an inspector goes through it on site:
// each item with its standard and three taps 合格 / 不合格 / 不涉及; a failed item asks what is wrong, its category and
// level right there. Items may be added or taken off (after a confirmation). On the detail it is read only, and a
// failed item that finishing registered as a hazard shows the hazard's number and opens it.
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Input, Textarea, Picker } from '@tarojs/components'
import type { WidgetProps } from '@/engines/lowcode'
import { getDictionaryOptions } from '@/engines/lowcode'
import { CATEGORY_DICTIONARY, LEVEL_DICTIONARY, MAJOR_LEVEL } from '../lib/hazard'
import { hazardDetailUrl } from '../lib/pages'
import { Chips, type Chip } from './chips'
import './safety.scss'

type Row = Record<string, unknown>
type Result = 'pass' | 'fail' | 'na'

const RESULTS: Chip[] = [
  { value: 'pass', label: '合格', colour: '#19be6b' }, { value: 'fail', label: '不合格', colour: '#fa3534' }, { value: 'na', label: '不涉及', colour: '#909399' }
]
const text = (v: unknown) => (typeof v === 'string' ? v : '')
/** the stored code, or the label the detail's display values carry */
export function resultOf(row: Row): Result | '' {
  const r = text(row.result)
  const hit = RESULTS.find((o) => o.value === r || o.label === r)
  return hit ? (hit.value as Result) : ''
}

export function checklistCounts(rows: Row[]): Record<Result, number> {
  const counts = { pass: 0, fail: 0, na: 0 }
  for (const row of rows) {
    const r = resultOf(row)
    if (r) counts[r] += 1
  }
  return counts
}

function openHazard(row: Row): void {
  const id = text(row.hazardId)
  if (id) void Taro.navigateTo({ url: hazardDetailUrl(id) })
}

export function useOptions(type: string): Chip[] {
  const [options, setOptions] = useState<Chip[]>([])
  useEffect(() => {
    let live = true
    getDictionaryOptions(type).then(
      (rows) => { if (live) setOptions(rows.map((r) => ({ value: String(r.id), label: String(r.fullName) }))) },
      () => undefined
    )
    return () => { live = false }
  }, [type])
  return options
}

export function ChecklistWidget({ field, value, onChange, disabled, error }: WidgetProps<Row[] | null>) {
  const rows = Array.isArray(value) ? value : []
  const categories = useOptions(CATEGORY_DICTIONARY)
  const levels = useOptions(LEVEL_DICTIONARY).map((c) => (c.value === MAJOR_LEVEL ? { ...c, colour: '#fa3534' } : c))
  const [adding, setAdding] = useState('')
  const counts = checklistCounts(rows)

  const patch = (i: number, change: Row) => onChange(rows.map((r, k) => (k === i ? { ...r, ...change } : r)))
  const remove = async (i: number) => {
    const res = await Taro.showModal({ title: '删除检查项', content: `确定删除“${text(rows[i].itemName)}”吗？`, confirmText: '删除', confirmColor: '#fa3534' })
    if (res.confirm) onChange(rows.filter((_, k) => k !== i))
  }
  const add = () => {
    const name = adding.trim()
    if (!name) return void Taro.showToast({ title: '请输入检查项目名称', icon: 'none' })
    onChange([...rows, { itemName: name, standard: '', result: 'pass', problem: '', hazardCategory: '', hazardLevel: 'dd-hazardLevel-general', hazardNo: '', hazardId: '' }])
    setAdding('')
  }

  return (
    <View className='ck'>
      <Text className='ck__title'>{field?.label || '检查项目'}</Text>
      <View className='ck__summary' aria-label='检查项统计'>
        <Text>{`共${rows.length}项`}</Text>
        <Text className='ck__pass'>{`合格${counts.pass}`}</Text>
        <Text className='ck__fail'>{`不合格${counts.fail}`}</Text>
        <Text className='ck__na'>{`不涉及${counts.na}`}</Text>
      </View>
      {rows.length === 0 && <Text className='ck__empty'>暂无检查项目</Text>}
      {rows.map((row, i) => {
        const result = resultOf(row)
        const categoryIndex = categories.findIndex((c) => c.value === text(row.hazardCategory) || c.label === text(row.hazardCategory))
        return (
          <View key={text(row.id) || `${i}-${text(row.itemName)}`} className={`ck__item${result === 'fail' ? ' ck__item--fail' : ''}`}>
            <View className='ck__head'>
              <Text className='ck__name'>{`${i + 1}. ${text(row.itemName)}`}</Text>
              {!disabled && <View className='ck__remove' role='button' aria-label={`删除${text(row.itemName)}`} onClick={() => void remove(i)}><Text>删除</Text></View>}
            </View>
            {text(row.standard) ? <Text className='ck__standard'>{text(row.standard)}</Text> : null}
            {disabled
              ? <Text className={`ck__result ck__result--${result || 'none'}`}>{RESULTS.find((o) => o.value === result)?.label ?? '未检查'}</Text>
              : <Chips label={`${text(row.itemName)}检查结果`} options={RESULTS} value={result} onChange={(v) => v && patch(i, { result: v })} />}
            {result === 'fail' && disabled && (
              <View className='ck__failed'>
                <Text className='ck__problem'>{text(row.problem)}</Text>
                {text(row.hazardNo)
                  ? <View className='ck__link' role='link' onClick={() => openHazard(row)}><Text>{`隐患 ${text(row.hazardNo)} ›`}</Text></View>
                  : <Text className='ck__hint'>完成检查后登记为隐患</Text>}
              </View>
            )}
            {result === 'fail' && !disabled && (
              <View className='ck__failed'>
                <Textarea className='hz-textarea' value={text(row.problem)} maxlength={500} placeholder='问题描述：现场看到了什么' onInput={(e) => patch(i, { problem: e.detail.value })} />
                <Picker mode='selector' range={categories.map((c) => c.label)} value={Math.max(categoryIndex, 0)} onChange={(e) => patch(i, { hazardCategory: categories[Number(e.detail.value)]?.value ?? '' })}>
                  <View className='hz-row'>
                    <Text className='hz-label'>隐患类别</Text>
                    <Text className='hz-value'>{categoryIndex >= 0 ? categories[categoryIndex].label : '请选择'}</Text>
                  </View>
                </Picker>
                <Chips label={`${text(row.itemName)}隐患等级`} options={levels} value={text(row.hazardLevel)} onChange={(v) => v && patch(i, { hazardLevel: v })} />
              </View>
            )}
          </View>
        )
      })}
      {!disabled && (
        <View className='ck__add'>
          <Input className='hz-input' value={adding} maxlength={50} placeholder='添加检查项目' onInput={(e) => setAdding(e.detail.value)} />
          <View className='ck__add-btn' role='button' onClick={add}><Text>添加</Text></View>
        </View>
      )}
      {error ? <View className='ck__error' role='alert'><Text>{error}</Text></View> : null}
    </View>
  )
}
