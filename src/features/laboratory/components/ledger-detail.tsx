// One ledger record: where and what was tested, the design value and the limits it gave, each point/group against
// its limit with 合格 or 不合格 (and the mean of cubes), the verdict, and the change record (who, when, old → new,
// why) with a warning when the record and the values no longer agree. Values are entered here; a recorded value
// changes only with a reason, asked for and confirmed before it is sent.
import { useCallback, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Input, Textarea } from '@tarojs/components'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { useLoaded } from '@/lib/use-loaded'
import { getLedger, recordLedgerValues } from '../api'
import { KIND_NAMES, labFlowUrl } from '../lib'
import { ChangeRecord, ResultActions } from './change-record'
import { StateTag } from './state-tag'
import './laboratory.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })
const NUMBER = /^-?\d+(\.\d{1,3})?$/

export function LedgerDetail({ id }: { id: string }) {
  const fetch = useCallback(() => getLedger(id), [id])
  const { data: l, error, reload: load } = useLoaded(fetch)
  const [editing, setEditing] = useState(false)
  const [values, setValues] = useState<string[]>([])
  const [reason, setReason] = useState('')
  const [saving, setSaving] = useState(false)


  if (error) return <PageState status='error' text={error} onRetry={() => void load()} />
  if (!l) return <PageState status='loading' />

  const points = l.results.filter((p) => p.itemCode !== 'mean')
  const mean = l.results.find((p) => p.itemCode === 'mean')
  const startEditing = () => {
    setValues(points.map((p) => (p.value === null ? '' : String(p.value))))
    setReason('')
    setEditing(true)
  }
  const changed = points.map((p, i) => ({ p, v: (values[i] ?? '').trim() })).filter(({ p, v }) => v !== '' && (p.value === null || Number(v) !== p.value))
  const needsReason = changed.some(({ p }) => p.value !== null)

  const save = async () => {
    if (saving) return
    for (const { p, v } of changed) if (!NUMBER.test(v)) return toast(`${p.itemName}应为数字，最多三位小数`)
    if (changed.length === 0) return toast('检测结果没有变化')
    if (needsReason && reason.trim().length < 4) return toast('修改已录入的检测结果须填写修改原因（至少4个字）')
    if (needsReason) {
      const lines = changed.filter(({ p }) => p.value !== null).map(({ p, v }) => `${p.itemName} ${p.value} → ${v}`).join('\n')
      const ok = await Taro.showModal({ title: '修改检测结果', content: `${lines}\n修改将连同原因永久记录，确定修改？`, confirmText: '确定修改' })
      if (!ok.confirm) return
    }
    setSaving(true)
    try {
      const send = points.map((p, i) => (changed.some((c) => c.p.itemCode === p.itemCode) ? Number(values[i]) : null))
      const r = await recordLedgerValues(id, send, reason.trim())
      void Taro.showToast({ title: r.state === 2 ? '已保存：检测不合格' : r.state === 1 ? '已保存：检测合格' : '已保存', icon: r.state === 2 ? 'none' : 'success' })
      setEditing(false)
      await load()
    } catch (e) {
      toast(errorText(e, '保存失败'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <View className='lab-page'>
      <View className={`lab-verdict lab-verdict--${l.state}`}>
        <Text className='lab-verdict__name'>{l.itemName}</Text>
        {l.inspectionType === 'spot' && <Text className='lab-badge'>监理抽检</Text>}
        <StateTag state={l.state} name={l.stateName} />
      </View>
      {!l.intact && <View className='lab-warning'><Text>检测结果与修改记录不一致，记录可能被篡改，请联系管理员核查</Text></View>}
      <View className='lab-form'>
        <Text className='lab-form__title'>{KIND_NAMES[l.kind]}</Text>
        {[
          ['合同段', l.contractName], ['记录编号', l.recordNo], ['工程部位', l.partName], ['桩号', l.chainage || '—'],
          ['设计值', l.designText || (l.designValue === null ? '—' : `${l.designValue}${l.unit}`)],
          ['判定标准', `每${l.pointLabel} ${l.limitText}${l.unit}${l.meanLimitText ? `，平均值 ${l.meanLimitText}${l.unit}` : ''}`], ['依据', l.standard],
          ...(l.kind === 'construction' ? [['成型日期', l.sampleDate || '—'], ['龄期', l.ageDays ? `${l.ageDays}天` : '—']] : []),
          ['检测日期', l.testDate], ['样品编号', l.sampleNo || '—'], ['登记人', l.creatorName], ...(l.remark ? [['备注', l.remark]] : [])
        ].map(([k, v]) => (
          <View key={k} className='lab-row'><Text className='lab-label'>{k}</Text><Text className='lab-value lab-value--wrap'>{v}</Text></View>
        ))}
      </View>
      <View className='lab-form'>
        <Text className='lab-form__title'>实测值（已检 {l.testedPoints}/{l.points}，{l.unit}）</Text>
        <View className='lab-points'>
          {points.map((p, i) => (
            <View key={p.itemCode} className={`lab-point${p.passed === false ? ' lab-point--fail' : ''}`}>
              <Text className='lab-point__name'>{p.itemName}{p.passed === false ? ' 不合格' : ''}</Text>
              {editing ? (
                <Input className='lab-point__input' aria-label={p.itemName} type='digit' maxlength={12} placeholder='实测值'
                  value={values[i] ?? ''} onInput={(e) => setValues((v) => { const next = [...v]; next[i] = e.detail.value; return next })} />
              ) : (
                <Text className='lab-point__value'>{p.value === null ? '—' : p.value}</Text>
              )}
            </View>
          ))}
        </View>
        {mean && (
          <View className={`lab-row lab-result${mean.passed === false ? ' lab-result--failed' : ''}`}>
            <View className='lab-item'><Text className='lab-item__name'>平均值</Text><Text className='lab-item__limit'>标准 {mean.limitText} {l.unit}</Text></View>
            <Text className='lab-result__value'>{mean.value === null ? '—' : `${mean.value}${l.unit}`}</Text>
            <Text className={`lab-result__verdict lab-result__verdict--${mean.passed === null ? 'none' : mean.passed ? 'pass' : 'fail'}`}>{mean.passed === null ? '未检' : mean.passed ? '合格' : '不合格'}</Text>
          </View>
        )}
        {editing && needsReason && (
          <Textarea className='lab-textarea' aria-label='修改原因' maxlength={500} placeholder='修改原因（必填，如：钻芯复检、原始记录誊抄错误）'
            value={reason} onInput={(e) => setReason(e.detail.value)} />
        )}
      </View>
      <ChangeRecord changes={l.changes} />
      <ResultActions editing={editing} saving={saving} complete={l.testedPoints >= l.points} flowUrl={l.state !== 0 ? labFlowUrl(l.kind, l.id) : undefined}
        onEdit={startEditing} onCancel={() => setEditing(false)} onSave={() => void save()} />
    </View>
  )
}
