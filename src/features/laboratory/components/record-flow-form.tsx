// The coded forms of the lab's approval flows (施工检测报审, 进场材料检测报审, 工程实体检测报审; formType 1, enCodes
// constructionLedger, incomingMaterial, engineeringEntityData). The form holds the record's id and what the to-do
// lists show; the record itself (values, verdict, change record) is read from the laboratory API, so a reader sees
// it only where the lab's access rules let him, and always as it is now. The launcher adds a 报审说明; a record still
// waiting for results cannot be submitted.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, Textarea, View } from '@tarojs/components'
import type { LabLedgerDetailVO, LabMaterialDetailVO } from '@shared/api/laboratory'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { FieldRow, fieldRight, type FlowFormProps, type SystemFormRegistry } from '@/engines/workflow'
import { getLedger, getMaterial } from '../api'
import { LAB_FLOWS, ledgerUrl, materialUrl, type LabFlowKind } from '../lib'
import { StateTag } from './state-tag'
import './laboratory.scss'

type Loaded = { kind: 'ledger'; r: LabLedgerDetailVO } | { kind: 'material'; r: LabMaterialDetailVO }

/** the form's values of a record: what the flow's title and lists show */
function summaryOf(x: Loaded): Record<string, string> {
  if (x.kind === 'material') {
    const m = x.r
    return { recordId: m.id, recordNo: m.batchNo, itemName: m.materialName, partName: m.usePart, verdict: m.stateName, testDate: m.sampleDate || m.arrivalDate }
  }
  const l = x.r
  return { recordId: l.id, recordNo: l.recordNo, itemName: l.itemName, partName: [l.partName, l.chainage].filter(Boolean).join(' '), verdict: l.stateName, testDate: l.testDate }
}

function LabRecordFlowForm({ kind, launchId, values, formOperates, readOnly, startNode, handleRef }: FlowFormProps & { kind: LabFlowKind; launchId?: string }) {
  const id = typeof values.recordId === 'string' && values.recordId ? values.recordId : launchId ?? ''
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [error, setError] = useState('')
  const [note, setNote] = useState(typeof values.note === 'string' ? values.note : '')
  const noteRight = fieldRight(formOperates, 'note', false, { readOnly, startNode })
  const current = useRef({ loaded, note })
  current.current = { loaded, note }

  const load = useCallback(async () => {
    if (!id) return setError('报审单缺少检测记录')
    setError('')
    try {
      setLoaded(kind === 'material' ? { kind: 'material', r: await getMaterial(id) } : { kind: 'ledger', r: await getLedger(id) })
    } catch (e) {
      setError(errorText(e, '检测记录加载失败'))
    }
  }, [id, kind])
  useEffect(() => { void load() }, [load])

  useEffect(() => {
    handleRef.current = {
      collect: async ({ validate }) => {
        const { loaded: x, note: n } = current.current
        if (!x) {
          if (validate) void Taro.showToast({ title: '检测记录未加载，无法提交', icon: 'none' })
          return validate ? null : { ...values, note: n }
        }
        if (validate && x.r.state === 0) {
          void Taro.showToast({ title: '检测结果尚未录入完整，不能报审', icon: 'none', duration: 2500 })
          return null
        }
        return { ...values, ...summaryOf(x), note: n.trim() }
      },
      summary: () => (current.current.loaded ? `${summaryOf(current.current.loaded).recordNo} ${summaryOf(current.current.loaded).itemName}` : undefined)
    }
  }, [handleRef, values])

  if (error) return <PageState status='error' text={error} onRetry={id ? () => void load() : undefined} />
  if (!loaded) return <PageState status='loading' />
  const s = summaryOf(loaded)
  const rows: [string, string][] = loaded.kind === 'material'
    ? [['合同段', loaded.r.contractName], ['材料', `${loaded.r.materialName} ${loaded.r.specification}`], ['批号', loaded.r.batchNo],
        ['数量', `${loaded.r.quantity}${loaded.r.unit}`], ['供应商', loaded.r.supplier], ['进场日期', loaded.r.arrivalDate], ['拟用部位', loaded.r.usePart || '—'],
        ['检测', `已检 ${loaded.r.testedItems}/${loaded.r.totalItems} 项${loaded.r.failedItems.length ? `，不合格：${loaded.r.failedItems.join('、')}` : ''}`]]
    : [['合同段', loaded.r.contractName], ['记录编号', loaded.r.recordNo], ['工程部位', s.partName], ['设计值', loaded.r.designText || String(loaded.r.designValue ?? '—')],
        ['判定标准', `${loaded.r.limitText}${loaded.r.unit}${loaded.r.meanLimitText ? `，平均 ${loaded.r.meanLimitText}` : ''}`], ['检测日期', loaded.r.testDate],
        ['实测值', loaded.r.results.filter((p) => p.itemCode !== 'mean' && p.value !== null).map((p) => `${p.value}${p.passed === false ? '✗' : ''}`).join('、') || '—'],
        ...(loaded.r.mean !== null ? [['平均值', `${loaded.r.mean}${loaded.r.unit}`] as [string, string]] : [])]
  const url = loaded.kind === 'material' ? materialUrl(loaded.r.id) : ledgerUrl(loaded.r.kind, loaded.r.id)
  return (
    <View className='lab-flow'>
      <View className={`lab-verdict lab-verdict--${loaded.r.state}`}>
        <Text className='lab-verdict__name'>{s.itemName}</Text>
        <StateTag state={loaded.r.state} name={loaded.r.stateName} />
      </View>
      {!loaded.r.intact && <View className='lab-warning'><Text>检测结果与修改记录不一致，记录可能被篡改，请核查后再审批</Text></View>}
      {rows.map(([k, v]) => <FieldRow key={k} label={k}><Text className='lab-value lab-value--wrap'>{v}</Text></FieldRow>)}
      {loaded.r.changes.some((c) => c.oldValue !== null) && (
        <FieldRow label='修改记录'><Text className='lab-value lab-value--wrap'>{loaded.r.changes.filter((c) => c.oldValue !== null).length} 次修改（含原因），详见记录</Text></FieldRow>
      )}
      <View className='lab-flow__link' role='link' onClick={() => void Taro.navigateTo({ url })}><Text>查看检测记录 ›</Text></View>
      {noteRight.read && (
        <FieldRow label='报审说明' block>
          {noteRight.write
            ? <Textarea className='lab-textarea' aria-label='报审说明' maxlength={500} placeholder='选填，如：不合格组已钻芯复检，附复检报告' value={note} onInput={(e) => setNote(e.detail.value)} />
            : <Text className='lab-value lab-value--wrap'>{note || '—'}</Text>}
        </FieldRow>
      )}
    </View>
  )
}

const ConstructionLedgerFlowForm = (p: FlowFormProps) => <LabRecordFlowForm kind='construction' {...p} />
const IncomingMaterialFlowForm = (p: FlowFormProps) => <LabRecordFlowForm kind='material' {...p} />
const EntityDataFlowForm = (p: FlowFormProps) => <LabRecordFlowForm kind='entity' {...p} />

/** the lab's coded flow forms, for the flow detail of a to-do, a launch or a copy */
export const labFlowForms: SystemFormRegistry = {
  constructionLedger: ConstructionLedgerFlowForm, incomingMaterial: IncomingMaterialFlowForm, engineeringEntityData: EntityDataFlowForm
}

/** the forms of a new launch about one record */
export function labLaunchForms(kind: LabFlowKind, recordId: string): SystemFormRegistry {
  const Form = (p: FlowFormProps) => <LabRecordFlowForm kind={kind} launchId={recordId} {...p} />
  return { ...labFlowForms, [LAB_FLOWS[kind].enCode]: Form }
}
