// One batch: where it came from and went, each test item's result against the limit it was checked by, with 合格
// or 不合格 per item and for the batch, and the change record (who, when, old → new, why) with a warning when the
// record and the results no longer agree. Results are entered here; a recorded result changes only with a reason.
import { useCallback, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Input, Textarea } from '@tarojs/components'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { useLoaded } from '@/lib/use-loaded'
import { getMaterial, recordResults } from '../api'
import { labFlowUrl } from '../lib'
import { ChangeRecord, ResultActions } from './change-record'
import { StateTag } from './state-tag'
import './laboratory.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })
const NUMBER = /^-?\d+(\.\d{1,3})?$/
const verdict = (p: boolean | null) => (p === null ? '未检' : p ? '合格' : '不合格')

export function MaterialDetail({ id }: { id: string }) {
  const fetch = useCallback(() => getMaterial(id), [id])
  const { data: m, error, reload: load } = useLoaded(fetch)
  const [editing, setEditing] = useState(false)
  const [values, setValues] = useState<Record<string, string>>({})
  const [reason, setReason] = useState('')
  const [saving, setSaving] = useState(false)


  if (error) return <PageState status='error' text={error} onRetry={() => void load()} />
  if (!m) return <PageState status='loading' />

  const startEditing = () => {
    setValues(Object.fromEntries(m.results.map((r) => [r.itemCode, r.value === null ? '' : String(r.value)])))
    setReason('')
    setEditing(true)
  }
  const changed = m.results.filter((r) => {
    const v = (values[r.itemCode] ?? '').trim()
    return v !== '' && (r.value === null || Number(v) !== r.value)
  })
  const needsReason = changed.some((r) => r.value !== null)

  const save = async () => {
    if (saving) return
    for (const r of changed) if (!NUMBER.test(values[r.itemCode].trim())) return toast(`${r.itemName}应为数字，最多三位小数`)
    if (changed.length === 0) return toast('检测结果没有变化')
    if (needsReason && reason.trim().length < 4) return toast('修改已录入的检测结果须填写修改原因（至少4个字）')
    if (needsReason) {
      const names = changed.filter((r) => r.value !== null).map((r) => `${r.itemName} ${r.value} → ${values[r.itemCode].trim()}`).join('\n')
      const ok = await Taro.showModal({ title: '修改检测结果', content: `${names}\n修改将连同原因永久记录，确定修改？`, confirmText: '确定修改' })
      if (!ok.confirm) return
    }
    setSaving(true)
    try {
      const r = await recordResults(id, changed.map((x) => ({ itemCode: x.itemCode, value: Number(values[x.itemCode]) })), reason.trim())
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
      <View className={`lab-verdict lab-verdict--${m.state}`}>
        <Text className='lab-verdict__name'>{m.materialName}</Text>
        <StateTag state={m.state} name={m.stateName} />
      </View>
      {!m.intact && <View className='lab-warning'><Text>检测结果与修改记录不一致，记录可能被篡改，请联系管理员核查</Text></View>}
      <View className='lab-form'>
        <Text className='lab-form__title'>进场信息</Text>
        {[
          ['合同段', m.contractName], ['规格型号', m.specification || '—'], ['批号', m.batchNo], ['进场数量', `${m.quantity}${m.unit}`], ['供应商', m.supplier],
          ['进场日期', m.arrivalDate], ['取样日期', m.sampleDate || '—'], ['样品编号', m.sampleNo || '—'], ['拟用部位', m.usePart || '—'], ['登记人', m.creatorName]
        ].map(([k, v]) => (
          <View key={k} className='lab-row'><Text className='lab-label'>{k}</Text><Text className='lab-value lab-value--wrap'>{v}</Text></View>
        ))}
      </View>
      <View className='lab-form'>
        <Text className='lab-form__title'>检测结果（已检 {m.testedItems}/{m.totalItems} 项）</Text>
        {m.results.map((r) => (
          <View key={r.itemCode} className={`lab-row lab-result${r.passed === false ? ' lab-result--failed' : ''}`}>
            <View className='lab-item'>
              <Text className='lab-item__name'>{r.itemName}</Text>
              <Text className='lab-item__limit'>标准 {r.limitText} {r.unit}（{r.standard}）</Text>
            </View>
            {editing ? (
              <Input className='lab-input lab-input--value' aria-label={r.itemName} type='digit' maxlength={12} placeholder='实测值'
                value={values[r.itemCode] ?? ''} onInput={(e) => setValues((v) => ({ ...v, [r.itemCode]: e.detail.value }))} />
            ) : (
              <Text className='lab-result__value'>{r.value === null ? '—' : `${r.value}${r.unit}`}</Text>
            )}
            {!editing && <Text className={`lab-result__verdict lab-result__verdict--${r.passed === null ? 'none' : r.passed ? 'pass' : 'fail'}`}>{verdict(r.passed)}</Text>}
          </View>
        ))}
        {editing && needsReason && (
          <Textarea className='lab-textarea' aria-label='修改原因' maxlength={500} placeholder='修改原因（必填，如：加倍取样复检、原始记录誊抄错误）'
            value={reason} onInput={(e) => setReason(e.detail.value)} />
        )}
      </View>
      <ChangeRecord changes={m.changes} />
      <ResultActions editing={editing} saving={saving} complete={m.testedItems >= m.totalItems} flowUrl={m.state !== 0 ? labFlowUrl('material', m.id) : undefined}
        onEdit={startEditing} onCancel={() => setEditing(false)} onSave={() => void save()} />
    </View>
  )
}
