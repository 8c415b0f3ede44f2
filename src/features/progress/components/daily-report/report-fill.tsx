// The fill page of the daily report: the day's fillings summed up (they are the report's content, filled in 进度填报),
// and what the section adds: weather as chips, temperature, staff on site, machines and notes. 保存 keeps a draft;
// 提交审批 sends it to the supervisor after a confirmation, and then it is closed to edits until returned.
import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Text, Textarea, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getDailyReport, isEditable, saveDailyReport, type DailyReport } from '../../api/daily-report'
import { wan } from '@/utils/money'
import { QUEUED_SUBMISSION_TEXT } from '@/lib/outbox'
import { randomId } from '@/utils/random'
import '../progress.scss'

export const WEATHERS = ['晴', '多云', '阴', '小雨', '中雨', '大雨', '雪', '雾']

export interface ReportFillScreenProps {
  contractId: string
  date?: string
  onSaved(): void
}

export function checkReport(staff: string): string {
  if (staff.trim() !== '' && !/^\d{1,6}$/.test(staff.trim())) return '出勤人数应为不小于0的整数'
  return ''
}

export function ReportFillScreen({ contractId, date: asked, onSaved }: ReportFillScreenProps) {
  const date = asked || dayjs().format('YYYY-MM-DD')
  const [report, setReport] = useState<DailyReport | null>(null)
  const [error, setError] = useState('')
  const [weather, setWeather] = useState('')
  const [temperature, setTemperature] = useState('')
  const [staff, setStaff] = useState('')
  const [machines, setMachines] = useState('')
  const [notes, setNotes] = useState('')
  const [saving, setSaving] = useState(false)

  const load = useCallback(async () => {
    setError('')
    try {
      const r = await getDailyReport(contractId, date)
      setReport(r)
      setWeather(r.weather)
      setTemperature(r.temperature)
      setStaff(r.state === -1 ? '' : String(r.staff))
      setMachines(r.machines)
      setNotes(r.notes)
    } catch (err) {
      setError(errorText(err, '加载失败'))
    }
  }, [contractId, date])
  useEffect(() => { if (contractId) void load() }, [contractId, load])

  const save = async (submit: boolean) => {
    const why = checkReport(staff) || (submit && report?.items.length === 0 ? '当天还没有填报进度，不能提交日报' : '') || (submit && !weather ? '请选择天气' : '')
    if (why) return void Taro.showToast({ title: why, icon: 'none', duration: 2000 })
    if (saving) return
    if (submit) {
      const res = await Taro.showModal({ title: '提交审批', content: `提交${date}的施工日报？提交后在审批完成前不能修改。`, confirmText: '提交' })
      if (!res.confirm) return
    }
    setSaving(true)
    try {
      const sent = await saveDailyReport({ contractId, date, weather, temperature: temperature.trim(), staff: staff.trim(), machines: machines.trim(), notes: notes.trim(), submit }, randomId(32))
      if (sent.queued) void Taro.showToast({ title: QUEUED_SUBMISSION_TEXT, icon: 'none', duration: 2500 })
      else void Taro.showToast({ title: submit ? '已提交审批' : '已保存', icon: 'success' })
      onSaved()
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '保存失败'), icon: 'none', duration: 2500 })
    } finally {
      setSaving(false)
    }
  }

  if (!contractId) return <PageState status='empty' text='请先选择合同段' />
  if (error) return <PageState status='error' text={error} onRetry={() => void load()} />
  if (!report) return <PageState status='loading' />
  if (!isEditable(report.state)) return <PageState status='empty' text={`${date}的日报${report.stateName}，不能修改`} />
  return (
    <View className='pg'>
      <View className='pg-card'>
        <Text className='pg-card__title'>{report.contractName}  {date}</Text>
        <Text className='pg-meta'>当日填报 {report.items.length} 项，产值 {wan(report.totalValue)}，照片 {report.photoCount} 张</Text>
        {report.items.slice(0, 5).map((i) => <Text key={i.id} className='pg-meta pg-ellipsis'>· {i.name} {i.quantity.toFixed(2)}{i.unit}</Text>)}
        {report.items.length > 5 && <Text className='pg-meta'>等{report.items.length}项</Text>}
        {report.approveOpinion && <Text className='pg-meta' style={{ color: '#fa3534' }}>退回意见：{report.approveOpinion}</Text>}
      </View>
      <View className='pg-card'>
        <Text className='pg-card__title'>天气</Text>
        <View className='pg-switch' role='radiogroup' aria-label='天气' style={{ flexWrap: 'wrap' }}>
          {WEATHERS.map((w) => (
            <View key={w} role='radio' aria-checked={w === weather} className={`pg-chip${w === weather ? ' pg-chip--on' : ''}`} onClick={() => setWeather(w === weather ? '' : w)}><Text>{w}</Text></View>
          ))}
        </View>
        <View className='pg-row'>
          <Text className='pg-label'>气温</Text>
          <Input className='pg-input' value={temperature} maxlength={32} placeholder='如 12～20℃' onInput={(e) => setTemperature(e.detail.value)} />
        </View>
        <View className='pg-row'>
          <Text className='pg-label'>出勤人数</Text>
          <Input className='pg-input' type='number' value={staff} placeholder='人' aria-label='出勤人数' onInput={(e) => setStaff(e.detail.value)} />
        </View>
        <Textarea className='pg-textarea' value={machines} maxlength={500} placeholder='机械设备：如 挖掘机2台、压路机1台' onInput={(e) => setMachines(e.detail.value)} />
        <Textarea className='pg-textarea' value={notes} maxlength={2000} placeholder='备注：材料进场、质量安全、存在问题等' onInput={(e) => setNotes(e.detail.value)} />
      </View>
      <View className='pg-bottom'>
        <Text className='pg-bottom__btn' onClick={() => void save(false)}>保存</Text>
        <Text className='pg-bottom__btn pg-bottom__btn--primary' onClick={() => void save(true)}>{saving ? '提交中…' : '提交审批'}</Text>
      </View>
    </View>
  )
}
