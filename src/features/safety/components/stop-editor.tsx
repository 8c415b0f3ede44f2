// One stop of a site patrol as the patroller fills it where he stands: the place from the GPS fix on the chainage line
// (typed over when the fix is off), what he sees, stamped photos and the result; a problem asks its category and level
// and suggests the person responsible (the chiefs of the section whose stretch holds the chainage) and the deadline
// (by level), as the quick report does.
import { useEffect, useMemo, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Input, Textarea, Picker } from '@tarojs/components'
import dayjs from 'dayjs'
import { SitePhotoPicker, type UploadItem } from '@/components'
import { storage } from '@/lib/storage'
import { CATEGORY_DICTIONARY, LEVEL_DICTIONARY, MAJOR_LEVEL, defaultDeadline } from '../lib/hazard'
import { STOP_RESULTS, emptyStop, stopMissing, stopResult, text, type StopRow } from '../lib/patrol'
import { Chips, type Chip } from './chips'
import { useDictionaryChips } from './use-dictionary-chips'
import { useReportPlace } from './use-report-place'

export interface StopEditorProps {
  /** the stop to change; undefined for a new one */
  stop?: StopRow
  /** its number on the patrol (1-based), for the title */
  number: number
  onSave(stop: StopRow): void
  onCancel(): void
}

export function StopEditor({ stop, number, onSave, onCancel }: StopEditorProps) {
  const projectId = storage.get('project')?.id ?? ''
  const place = useReportPlace(projectId)
  const [row, setRow] = useState<StopRow>(() => stop ?? emptyStop())
  const patch = (change: StopRow) => setRow((r) => ({ ...r, ...change }))
  const categories = useDictionaryChips(CATEGORY_DICTIONARY)
  const levels = useDictionaryChips(LEVEL_DICTIONARY).map((c) => (c.value === MAJOR_LEVEL ? { ...c, colour: '#fa3534' } : c))
  const problem = stopResult(row) === 'problem'
  const registered = Boolean(text(row.hazardNo))

  // an edited stop keeps its chainage; the fix fills a new one (and its position) once it is there
  useEffect(() => { if (text(stop?.chainage)) place.setChainage(text(stop?.chainage)) }, [])
  useEffect(() => { patch({ chainage: place.chainage }) }, [place.chainage])
  useEffect(() => { if (place.position && !text(row.position)) patch({ position: place.position }) }, [place.position])
  const chiefs = useMemo<Chip[]>(() => (place.section?.responsibles ?? []).map((p) => ({ value: p.id, label: p.fullName.split('/')[0] })), [place.section])
  useEffect(() => {
    if (problem && !text(row.responsible) && chiefs[0]) patch({ responsible: chiefs[0].value })
  }, [chiefs, problem])

  const pickLevel = (v: string) => patch({ hazardLevel: v || 'dd-hazardLevel-general', deadline: defaultDeadline(v, Date.now()) })
  const pickResult = (v: string) => {
    if (!v || registered) return
    patch(v === 'problem' && typeof row.deadline !== 'number' ? { result: v, deadline: defaultDeadline(text(row.hazardLevel), Date.now()) } : { result: v })
  }
  const save = () => {
    const missing = stopMissing(row)
    if (missing) return void Taro.showToast({ title: missing, icon: 'none' })
    onSave({ ...row, place: text(row.place).trim(), observation: text(row.observation).trim() })
  }
  const categoryIndex = categories.findIndex((c) => c.value === text(row.hazardCategory))

  return (
    <View className='pt-editor' aria-label={`第${number}个巡检点`}>
      <Text className='hz-card__title'>{`${stop ? '修改' : '添加'}第${number}个巡检点`}</Text>
      <View className='hz-row'>
        <Text className='hz-label'>桩号</Text>
        <Input className='hz-input' value={place.chainage} maxlength={20} placeholder={place.locating ? '定位中…' : '如 K12+300'} onInput={(e) => place.setChainage(e.detail.value.trim().toUpperCase())} />
      </View>
      <View className='hz-row hz-row--note'>
        <Text className='pt-note'>
          {place.section ? `${place.section.contractName}（${place.section.mileage}）` : place.sectionError || (place.locating ? '正在获取位置…' : '未定位到线路，请填写桩号')}
        </Text>
      </View>
      <View className='hz-row'>
        <Text className='hz-label'>巡检部位</Text>
        <Input className='hz-input' value={text(row.place)} maxlength={100} placeholder='结构物或作业点，如 3号桥5号墩' onInput={(e) => patch({ place: e.detail.value })} />
      </View>
      <Textarea className='hz-textarea' value={text(row.observation)} maxlength={500} placeholder='巡检情况：现场看到了什么' onInput={(e) => patch({ observation: e.detail.value })} />
      <SitePhotoPicker value={(Array.isArray(row.photos) ? row.photos : []) as UploadItem[]} onChange={(photos) => patch({ photos })} limit={6} fileSize={5} sizeUnit='MB' sourceType={['camera', 'album']} />
      <Chips label='巡检结果' options={STOP_RESULTS} value={stopResult(row)} onChange={pickResult} />
      {problem && (
        <View className='pt-problem'>
          <Picker mode='selector' range={categories.map((c) => c.label)} value={Math.max(categoryIndex, 0)} onChange={(e) => patch({ hazardCategory: categories[Number(e.detail.value)]?.value ?? '' })}>
            <View className='hz-row'>
              <Text className='hz-label'>隐患类别</Text>
              <Text className='hz-value'>{categoryIndex >= 0 ? categories[categoryIndex].label : '请选择'}</Text>
            </View>
          </Picker>
          <Chips label='隐患等级' options={levels} value={text(row.hazardLevel)} onChange={pickLevel} />
          <Textarea className='hz-textarea' value={text(row.requirement)} maxlength={500} placeholder='整改要求（可不填）' onInput={(e) => patch({ requirement: e.detail.value })} />
          <Text className='hz-label'>整改责任人</Text>
          {chiefs.length
            ? <Chips label='整改责任人' options={chiefs} value={text(row.responsible)} onChange={(v) => patch({ responsible: v })} />
            : <Text className='pt-note'>{text(row.responsible) ? '已选定责任人' : '按桩号查到责任合同段后可选责任人'}</Text>}
          <Picker mode='date' value={typeof row.deadline === 'number' ? dayjs(row.deadline).format('YYYY-MM-DD') : ''} onChange={(e) => patch({ deadline: dayjs(e.detail.value).startOf('day').valueOf() })}>
            <View className='hz-row'>
              <Text className='hz-label'>整改期限</Text>
              <Text className='hz-value'>{typeof row.deadline === 'number' ? dayjs(row.deadline).format('YYYY-MM-DD') : '请选择'}</Text>
            </View>
          </Picker>
        </View>
      )}
      <View className='pt-editor__actions'>
        <View className='pt-btn' role='button' onClick={onCancel}><Text>取消</Text></View>
        <View className='pt-btn pt-btn--primary' role='button' onClick={save}><Text>保存巡检点</Text></View>
      </View>
    </View>
  )
}
