// 发布预警: type, level, area and optional chainage range, the sections it concerns (none: the whole project), how long
// it stays in force from now, content and measures. The server checks everything and says what is wrong.
import { useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { WARNING_TYPES, type WarningDetail, type WarningLevel } from '@shared/api/warnings'
import type { ContractVO } from '@shared/api/oauth'
import { NavBar } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { issueWarning } from '../api/warnings'
import { LEVEL_COLOURS, levelText } from '../lib/display'
import './warnings.scss'

const HOURS = [6, 12, 24, 48, 72]

/** the form with its own navigation bar: leaving with something filled in asks first (nothing is kept) */
export function IssueForm({ onIssued, onCancel }: { onIssued(w: WarningDetail): void; onCancel(): void }) {
  const projectId = storage.get('project')?.id ?? ''
  const contracts = ((storage.get('contractList') ?? []) as ContractVO[]).filter((c) => c.projectId === projectId)
  const [type, setType] = useState('')
  const [level, setLevel] = useState<WarningLevel | 0>(0)
  const [area, setArea] = useState('')
  const [chainage, setChainage] = useState('')
  const [sections, setSections] = useState<string[]>([])
  const [hours, setHours] = useState(24)
  const [content, setContent] = useState('')
  const [measures, setMeasures] = useState('')
  const [busy, setBusy] = useState(false)
  const dirty = type !== '' || level !== 0 || area !== '' || chainage !== '' || sections.length > 0 || content !== '' || measures !== ''
  const [sent, setSent] = useState(false)
  const confirmLeave = useLeaveGuard(dirty && !sent, DISCARD_QUESTION)
  const leave = async () => { if (await confirmLeave()) onCancel() }
  // the page enables pull-down for its list: a form has nothing to reload
  usePullDownRefresh(() => { void Taro.stopPullDownRefresh() })

  const submit = async () => {
    if (busy) return
    setBusy(true)
    try {
      // the validity starts when the server receives it: the phone's clock may be off
      const w = await issueWarning({ projectId, contractIds: sections, type, level, area, chainage, validHours: hours, content, measures })
      void Taro.showToast({ title: '发布成功', icon: 'success' })
      setSent(true)
      onIssued(w)
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '发布失败'), icon: 'none' })
    } finally {
      setBusy(false)
    }
  }
  const toggle = (id: string) => setSections((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))

  return (
    <>
    <NavBar title='发布预警' back onBack={() => void leave()} />
    <View className='ew-form'>
      <View className='ew-field'>
        <Text className='ew-field__label'>预警类型</Text>
        <View className='ew-chips'>
          {WARNING_TYPES.map((t) => <View key={t} className={`ew-chip${t === type ? ' ew-chip--on' : ''}`} onClick={() => setType(t)}><Text>{t}</Text></View>)}
        </View>
      </View>
      <View className='ew-field'>
        <Text className='ew-field__label'>预警级别</Text>
        <View className='ew-chips'>
          {([4, 3, 2, 1] as WarningLevel[]).map((l) => (
            <View key={l} className={`ew-chip${l === level ? ' ew-chip--on' : ''}`} style={l === level ? { background: LEVEL_COLOURS[l], color: '#fff', borderColor: LEVEL_COLOURS[l] } : { color: LEVEL_COLOURS[l] }} onClick={() => setLevel(l)}>
              <Text>{levelText(l)}</Text>
            </View>
          ))}
        </View>
      </View>
      <View className='ew-field'>
        <Text className='ew-field__label'>预警区域</Text>
        <Input className='ew-input' value={area} maxlength={200} placeholder='如：TJ-01 高边坡及桥梁施工区' onInput={(e) => setArea(e.detail.value)} />
        <Text className='ew-field__label' style={{ marginTop: '20rpx' }}>桩号范围（选填）</Text>
        <Input className='ew-input' value={chainage} maxlength={60} placeholder='如：K12+000～K15+500' onInput={(e) => setChainage(e.detail.value)} />
      </View>
      <View className='ew-field'>
        <Text className='ew-field__label'>涉及合同段（不选为全项目）</Text>
        <View className='ew-chips'>
          {contracts.map((c) => <View key={c.id} className={`ew-chip${sections.includes(c.id) ? ' ew-chip--on' : ''}`} onClick={() => toggle(c.id)}><Text>{c.enCode}</Text></View>)}
        </View>
      </View>
      <View className='ew-field'>
        <Text className='ew-field__label'>有效时长（自发布起）</Text>
        <View className='ew-chips'>
          {HOURS.map((h) => <View key={h} className={`ew-chip${h === hours ? ' ew-chip--on' : ''}`} onClick={() => setHours(h)}><Text>{`${h}小时`}</Text></View>)}
        </View>
      </View>
      <View className='ew-field'>
        <Text className='ew-field__label'>预警内容</Text>
        <Textarea className='ew-textarea' value={content} maxlength={2000} placeholder='请填写预警内容' onInput={(e) => setContent(e.detail.value)} />
      </View>
      <View className='ew-field'>
        <Text className='ew-field__label'>防范措施</Text>
        <Textarea className='ew-textarea' value={measures} maxlength={2000} placeholder='请填写需落实的防范措施' onInput={(e) => setMeasures(e.detail.value)} />
      </View>
      <View className='ew-actions'>
        <View className={`ew-btn ew-btn--primary${busy ? ' ew-btn--off' : ''}`} onClick={() => void submit()}><Text>发布预警</Text></View>
      </View>
    </View>
    </>
  )
}
