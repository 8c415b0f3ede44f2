// The quick report (隐患上报): photo first (stamped with time, place and chainage), the place from the GPS fix and
// the chainage line, category and level as chips, the section responsible and its chief suggested from the place,
// the deadline from the level. An open report of the same place and category in the last days is shown before
// sending. It is sent as the low-code form sends a new record, filed under the section responsible: without signal
// (or with photos still on the phone) it waits in the outbox and goes once, when the network is back.
import { useEffect, useMemo, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Input, Textarea, Picker, Button } from '@tarojs/components'
import dayjs from 'dayjs'
import { KeepPhotosOfflineContext, SitePhotoPicker, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { randomId } from '@/utils/random'
import { getDictionaryOptions, sendNewRecord } from '@/engines/lowcode'
import { getHazardDuplicates } from '../api/duplicates'
import { CATEGORY_DICTIONARY, HAZARD_MODEL_ID, LEVEL_DICTIONARY, MAJOR_LEVEL, defaultDeadline, isMajor, reportTitle } from '../lib/hazard'
import { Chips, type Chip } from './chips'
import { useReportPlace } from './use-report-place'
import './safety.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2000 })
const chipsOf = (rows: Record<string, unknown>[]): Chip[] => rows.map((r) => ({ value: String(r.id), label: String(r.fullName) }))

async function confirmDespite(lines: string[]): Promise<boolean> {
  const res = await Taro.showModal({
    title: '附近已有同类隐患', content: `${lines.join('\n')}\n可能是同一隐患，是否仍要上报？`, confirmText: '仍要上报', cancelText: '查看后再报'
  })
  return Boolean(res.confirm)
}

export function ReportHazard({ onSent }: { onSent(): void }) {
  const projectId = storage.get('project')?.id ?? ''
  const place = useReportPlace(projectId)
  const [photos, setPhotos] = useState<UploadItem[]>([])
  const [levels, setLevels] = useState<Chip[]>([])
  const [categories, setCategories] = useState<Chip[]>([])
  const [level, setLevel] = useState('')
  const [category, setCategory] = useState('')
  const [location, setLocation] = useState('')
  const [description, setDescription] = useState('')
  const [requirement, setRequirement] = useState('')
  const [responsible, setResponsible] = useState('')
  const [deadline, setDeadline] = useState<number | null>(null)
  const [sending, setSending] = useState(false)
  const submission = useRef(randomId(32))

  useEffect(() => {
    void getDictionaryOptions(LEVEL_DICTIONARY).then((rows) => setLevels(chipsOf(rows).map((c) => (c.value === MAJOR_LEVEL ? { ...c, colour: '#fa3534' } : c))))
    void getDictionaryOptions(CATEGORY_DICTIONARY).then((rows) => setCategories(chipsOf(rows)))
  }, [])
  // the section's first chief is suggested; the reporter may pick another of them
  const chiefs = useMemo<Chip[]>(() => (place.section?.responsibles ?? []).map((p) => ({ value: p.id, label: p.fullName.split('/')[0] })), [place.section])
  useEffect(() => setResponsible((now) => (chiefs.some((c) => c.value === now) ? now : chiefs[0]?.value ?? '')), [chiefs])
  const pickLevel = (v: string) => {
    setLevel(v)
    if (v) setDeadline(defaultDeadline(v, Date.now()))
  }

  const missing = (): string => {
    if (!projectId) return '请先在工作台选择项目'
    if (!photos.length) return '请先拍摄隐患照片'
    if (!category) return '请选择隐患类别'
    if (!level) return '请选择隐患等级'
    if (!location.trim()) return '请填写隐患部位'
    if (!description.trim()) return '请填写隐患描述'
    if (!requirement.trim()) return '请填写整改要求'
    if (place.sectionError) return place.sectionError
    if (!place.section) return '未找到该桩号所在的施工合同段，请核对桩号'
    if (!responsible) return '该合同段没有工区长，请在隐患台账中指定整改责任人'
    if (!deadline) return '请选择整改期限'
    return ''
  }

  const send = async () => {
    const why = missing()
    if (why) return toast(why)
    if (sending || !place.section || !deadline) return
    setSending(true)
    try {
      // without signal there is nobody to ask: the report goes anyway
      const earlier = place.chainage ? await getHazardDuplicates(projectId, place.chainage, category).catch(() => []) : []
      const lines = earlier.map((d) => `${d.hazardNo} ${d.chainage} ${d.hazardTitle}（${d.recordStateName}，${d.reporterName}）`)
      if (earlier.length && !(await confirmDespite(lines))) return
      const categoryName = categories.find((c) => c.value === category)?.label ?? ''
      const data = {
        foundDate: dayjs().startOf('day').valueOf(), hazardTitle: reportTitle(categoryName, place.chainage, location.trim()), hazardLevel: level,
        hazardCategory: category, chainage: place.chainage, position: place.position, location: location.trim(), description: description.trim(),
        photos, requirement: requirement.trim(), responsibleUnit: place.section.contractor, responsible, deadline
      }
      const sent = await sendNewRecord({
        modelId: HAZARD_MODEL_ID, data, idempotencyKey: submission.current, filedUnder: { projectId, contractId: place.section.contractId },
        queue: { userId: storage.get('userInfo')?.userId ?? '', title: '隐患上报', summary: data.hazardTitle }
      })
      const title = sent.queued ? sent.msg : isMajor(level) ? '已上报，重大隐患请提交审批' : '上报成功'
      void Taro.showToast({ title, icon: 'none', duration: sent.queued ? 2500 : 1500 })
      onSent()
    } catch (err) {
      toast(errorText(err, '上报失败'))
    } finally {
      setSending(false)
    }
  }

  return (
    <View className='hz-report'>
      <View className='hz-card'>
        <Text className='hz-card__title'>隐患照片</Text>
        {/* a photo taken without signal stays on the phone (待上传) and goes up with the report */}
        <KeepPhotosOfflineContext.Provider value>
          <SitePhotoPicker value={photos} onChange={setPhotos} limit={6} fileSize={5} sizeUnit='MB' sourceType={['camera', 'album']} />
        </KeepPhotosOfflineContext.Provider>
      </View>
      <View className='hz-card'>
        <View className='hz-row'>
          <Text className='hz-label'>桩号</Text>
          <Input className='hz-input' value={place.chainage} placeholder={place.locating ? '定位中…' : '如 K12+300'} onInput={(e) => place.setChainage(String(e.detail.value ?? '').trim().toUpperCase())} />
        </View>
        <View className='hz-row'>
          <Text className='hz-label'>隐患部位</Text>
          <Input className='hz-input' value={location} maxlength={100} placeholder='结构物或作业点' onInput={(e) => setLocation(e.detail.value)} />
        </View>
        <View className='hz-row hz-row--note'>
          <Text className='hz-label'>责任合同段</Text>
          <Text className='hz-value'>{place.section ? `${place.section.enCode} ${place.section.contractor}` : place.sectionError || (place.chainage ? '该桩号不在施工合同段范围内' : '按桩号自动带出')}</Text>
        </View>
        {chiefs.length > 0 && <Chips label='整改责任人' options={chiefs} value={responsible} onChange={(v) => v && setResponsible(v)} />}
      </View>
      <View className='hz-card'>
        <Text className='hz-card__title'>隐患类别</Text>
        <Chips label='隐患类别' options={categories} value={category} onChange={setCategory} />
        <Text className='hz-card__title'>隐患等级</Text>
        <Chips label='隐患等级' options={levels} value={level} onChange={pickLevel} />
      </View>
      <View className='hz-card'>
        <Textarea className='hz-textarea' value={description} maxlength={1000} placeholder='隐患描述：现场看到了什么' onInput={(e) => setDescription(e.detail.value)} />
        <Textarea className='hz-textarea' value={requirement} maxlength={1000} placeholder='整改要求：应当怎样整改' onInput={(e) => setRequirement(e.detail.value)} />
        <Picker mode='date' value={deadline ? dayjs(deadline).format('YYYY-MM-DD') : ''} onChange={(e) => setDeadline(dayjs(e.detail.value).startOf('day').valueOf())}>
          <View className='hz-row'>
            <Text className='hz-label'>整改期限</Text>
            <Text className='hz-value'>{deadline ? dayjs(deadline).format('YYYY-MM-DD') : '选择等级后自动带出'}</Text>
          </View>
        </Picker>
      </View>
      <View className='hz-actions'>
        <Button className='hz-btn hz-btn--primary' loading={sending} disabled={sending} onClick={() => void send()}>上报</Button>
      </View>
    </View>
  )
}
