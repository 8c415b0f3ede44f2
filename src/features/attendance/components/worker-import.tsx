// Excel导入 of the worker registry: pick the section, download the template, choose the filled sheet (from a WeChat
// chat on the mini-program, a file input in a browser), upload it with progress, and the server imports it whole or
// answers every bad row with its number and reason, listed here; nothing is written then.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Picker } from '@tarojs/components'
import type { WorkerImportVO } from '@shared/api/attendance'
import type { ContractVO } from '@shared/api/oauth'
import { errorText, isUserCancel } from '@/lib/error-text'
import { chooseFiles, extensionOf, openFile, uploadPicked } from '@/lib/media'
import { getWorkerTemplate, importWorkers } from '../api/worker-import'
import './attendance.scss'

type Step = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'checking' } | { kind: 'done'; result: WorkerImportVO } | { kind: 'failed'; text: string }

/** contracts: the project's sections; only construction sections have labour workers */
export function WorkerImport({ contracts: all, onImported }: { contracts: ContractVO[]; onImported: () => void }) {
  const contracts = all.filter((c) => c.kind === 'construction')
  const [index, setIndex] = useState(0)
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const contract = contracts[index]
  const busy = step.kind === 'uploading' || step.kind === 'checking'

  if (!contract) return <View className='att-import'><Text className='att-card__muted'>当前项目没有施工合同段，无法导入劳务人员</Text></View>

  const template = () => {
    openFile({ url: '', name: `劳务人员导入模板-${contract.fullName}.xlsx`, fileExtension: 'xlsx', link: async () => (await getWorkerTemplate(contract.id)).url })
      .catch((err) => void Taro.showToast({ title: errorText(err, '模板下载失败'), icon: 'none' }))
  }

  const choose = async () => {
    if (busy) return
    let file
    try {
      [file] = await chooseFiles({ count: 1, accept: '.xlsx' })
    } catch (err) {
      if (!isUserCancel(err)) setStep({ kind: 'failed', text: errorText(err, '选择文件失败') })
      return
    }
    if (!file) return
    if (extensionOf(file.name) !== 'xlsx') {
      setStep({ kind: 'failed', text: '请选择 .xlsx 格式的 Excel 文件（旧版 .xls 请先另存为 .xlsx）' })
      return
    }
    setStep({ kind: 'uploading', percent: 0 })
    try {
      const saved = await uploadPicked(file, { type: 'temporary', silent: true, onProgress: (percent) => setStep({ kind: 'uploading', percent }) })
      setStep({ kind: 'checking' })
      const result = await importWorkers(contract.id, saved.name)
      setStep({ kind: 'done', result })
      if (result.errors.length === 0) {
        void Taro.showToast({ title: `已导入${result.imported}人`, icon: 'success' })
        onImported()
      }
    } catch (err) {
      setStep({ kind: 'failed', text: errorText(err, '导入失败') })
    }
  }

  return (
    <View className='att-import'>
      <Picker mode='selector' range={contracts.map((c) => c.fullName)} value={index} disabled={busy} onChange={(e) => { setIndex(Number(e.detail.value)); setStep({ kind: 'idle' }) }}>
        <View className='att-field'>
          <Text className='att-field__label'>导入到</Text>
          <Text className='att-field__input att-field__value'>{contract.fullName}</Text>
        </View>
      </Picker>
      <View className='att-import__actions'>
        <View className='att-import__btn att-import__btn--plain' role='button' onClick={template}><Text>下载模板</Text></View>
        <View className={`att-import__btn${busy ? ' att-submit--busy' : ''}`} role='button' aria-disabled={busy} onClick={() => void choose()}>
          <Text>{busy ? '导入中…' : '选择Excel文件导入'}</Text>
        </View>
      </View>
      <Text className='att-card__muted'>按模板填写；身份证号已登记的人员将被更新。有任何一行错误时整个文件不导入。</Text>
      {step.kind === 'uploading' && (
        <View className='att-import__progress' role='progressbar' aria-valuenow={step.percent}>
          <View className='att-import__bar' style={{ width: `${step.percent}%` }} />
          <Text className='att-card__muted'>{`上传中 ${step.percent}%`}</Text>
        </View>
      )}
      {step.kind === 'checking' && <Text className='att-card__muted'>正在校验…</Text>}
      {step.kind === 'failed' && <Text className='att-place__bad'>{step.text}</Text>}
      {step.kind === 'done' && step.result.errors.length === 0 && (
        <Text className='att-place__ok'>{`导入成功：新增${step.result.created}人，更新${step.result.updated}人`}</Text>
      )}
      {step.kind === 'done' && step.result.errors.length > 0 && (
        <View className='att-import__errors'>
          <Text className='att-place__bad'>{`导入失败：${step.result.errors.length}行有误，未导入任何人员。请修改后重新导入：`}</Text>
          {step.result.errors.map((e) => <Text key={e.row} className='att-import__error'>{`第${e.row}行：${e.reason}`}</Text>)}
        </View>
      )}
    </View>
  )
}
