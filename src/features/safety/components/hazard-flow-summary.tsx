// The read part of the hazard's flow form: what a supervisor judges at a glance on the phone. The level and title,
// the place (chainage, structure, the GPS point on the map), what is wrong, the photos before and after side by side,
// the requirement, who rectifies it by when (overdue marked), and the rectification done. Only the fields the node
// lets the user read and does not ask him to write are here; the rest are in the form below.
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import { getUsersByIds } from '@/engines/lowcode'
import { openPlace } from '@/lib/location'
import { CATEGORY_DICTIONARY, LEVEL_DICTIONARY, MAJOR_LEVEL } from '../lib/hazard'
import { dateText, overdueDays, photoUrls, pointOf } from '../lib/hazard-view'
import { useDictionaryChips } from './use-dictionary-chips'

type Row = Record<string, unknown>
const text = (v: unknown) => (typeof v === 'string' ? v : '')

export interface HazardSummaryProps {
  values: Row
  /** the photos after as the form holds them now (the rectifier's uploads show as they go up) */
  afterPhotos: unknown
  /** the field is read here (the node's rights) and not written (then it is in the form) */
  shown(vModel: string): boolean
  label(vModel: string, fallback: string): string
}

function useUserName(id: string): string {
  const [name, setName] = useState('')
  useEffect(() => {
    let live = true
    if (!id) return undefined
    getUsersByIds([id]).then((users) => { if (live) setName(String(users[0]?.realName || users[0]?.fullName || '').split('/')[0]) }, () => undefined)
    return () => { live = false }
  }, [id])
  return name
}

function PhotoColumn({ title, urls, empty }: { title: string; urls: string[]; empty: string }) {
  return (
    <View className='hzf__col' aria-label={title}>
      <Text className='hzf__col-title'>{title}</Text>
      {urls.length
        ? urls.map((url) => <Image key={url} className='hzf__photo' src={url} mode='aspectFill' onClick={() => void Taro.previewImage({ current: url, urls })} />)
        : <View className='hzf__photo hzf__photo--empty'><Text>{empty}</Text></View>}
    </View>
  )
}

/** the hazard's place on WeChat's map page, or the app's /open-location in the browser */
function openMap(position: unknown, name: string, address: string): void {
  const point = pointOf(position)
  if (!point) return
  openPlace({ ...point, name, address }).catch(() => void Taro.showToast({ title: `坐标 ${String(position)}`, icon: 'none', duration: 2500 }))
}

export function HazardSummary({ values, afterPhotos, shown, label }: HazardSummaryProps) {
  const levels = useDictionaryChips(LEVEL_DICTIONARY)
  const categories = useDictionaryChips(CATEGORY_DICTIONARY)
  const responsible = useUserName(shown('responsible') ? text(values.responsible) : '')
  const level = text(values.hazardLevel)
  const major = level === MAJOR_LEVEL
  const levelName = levels.find((l) => l.value === level)?.label ?? (major ? '重大隐患' : level ? '一般隐患' : '')
  const category = categories.find((c) => c.value === text(values.hazardCategory))?.label ?? ''
  const overdue = shown('deadline') ? overdueDays(values, Date.now()) : 0
  const meta = [shown('hazardNo') && text(values.hazardNo), shown('foundDate') && dateText(values.foundDate) && `${dateText(values.foundDate)}发现`, shown('hazardCategory') && category]
    .filter(Boolean).join(' · ')
  const place = [shown('chainage') && text(values.chainage), shown('location') && text(values.location)].filter(Boolean).join(' ')
  const before = photoUrls(values.photos)
  const after = photoUrls(afterPhotos)
  const hasPoint = shown('position') && pointOf(values.position) !== null

  return (
    <View className='hzf__summary'>
      <View className='hzf__head'>
        {shown('hazardLevel') && levelName ? <Text className={`hzf__level${major ? ' hzf__level--major' : ''}`}>{levelName}</Text> : null}
        {shown('hazardTitle') ? <Text className='hzf__title'>{text(values.hazardTitle)}</Text> : null}
      </View>
      {meta ? <Text className='hzf__meta'>{meta}</Text> : null}
      {place || hasPoint ? (
        <View className='hzf__place'>
          <Text className='hzf__place-text'>{place || '未填写部位'}</Text>
          {hasPoint ? <View className='hzf__map' role='link' onClick={() => openMap(values.position, text(values.hazardTitle) || '隐患位置', place)}><Text>{`定位 ${text(values.position)} ›`}</Text></View> : null}
        </View>
      ) : null}
      {shown('description') ? <Block title={label('description', '隐患描述')} body={text(values.description)} /> : null}
      {shown('photos') || shown('afterPhotos') ? (
        <View className='hzf__compare'>
          <PhotoColumn title={`整改前 · ${label('photos', '隐患照片')}`} urls={before} empty='无照片' />
          <PhotoColumn title={`整改后 · ${label('afterPhotos', '整改后照片')}`} urls={after} empty='待整改' />
        </View>
      ) : null}
      {shown('requirement') ? <Block title={label('requirement', '整改要求')} body={text(values.requirement)} /> : null}
      {shown('responsible') || shown('deadline') ? (
        <View className='hzf__who'>
          {shown('responsible') ? <Text className='hzf__who-item'>{`${label('responsible', '整改责任人')}：${responsible || '—'}${shown('responsibleUnit') && text(values.responsibleUnit) ? `（${text(values.responsibleUnit)}）` : ''}`}</Text> : null}
          {shown('deadline') ? (
            <View className='hzf__who-item'>
              <Text>{`${label('deadline', '整改期限')}：${dateText(values.deadline) || '—'}`}</Text>
              {overdue ? <Text className='hzf__overdue'>{`已逾期${overdue}天`}</Text> : null}
            </View>
          ) : null}
        </View>
      ) : null}
      {shown('measures') ? <Block title={label('measures', '整改措施')} body={text(values.measures)} empty='尚未整改' /> : null}
      {shown('completeDate') && dateText(values.completeDate) ? <Text className='hzf__meta'>{`${label('completeDate', '整改完成日期')}：${dateText(values.completeDate)}`}</Text> : null}
    </View>
  )
}

function Block({ title, body, empty = '—' }: { title: string; body: string; empty?: string }) {
  return (
    <View className='hzf__block'>
      <Text className='hzf__block-title'>{title}</Text>
      <Text className={`hzf__block-body${body ? '' : ' hzf__block-body--empty'}`}>{body || empty}</Text>
    </View>
  )
}
