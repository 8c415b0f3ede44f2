// 上传文档: a chief engineer (or whoever the library's catalogue lets add) puts a PDF into a library from the phone:
// standards with their number, issuer and dates; knowledge items for the project or the whole group; drawings with
// their section and structure. The PDF goes up first (with progress; a failed upload keeps 重试), then the record;
// the server checks the file really is a PDF. Leaving a filled form asks first.
import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Input, Picker, Text, Textarea, View } from '@tarojs/components'
import {
  DOCUMENT_CATEGORIES, LIBRARY_NAMES, STANDARD_STATE_NAMES, type DocumentLibrary, type DocumentOptions, type NewDocumentInput, type StandardState
} from '@shared/api/documents'
import { FileUploader, NavBar, PageState, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { addDocument, getDocumentOptions } from '../api/documents'
import { uploadProblem, type UploadDraft } from '../lib/upload-rules'
import './documents.scss'

/** a drawing set or a standard can be large; the server's document folder takes up to this */
export const DOCUMENT_MAX_MB = 100
const STATES = Object.keys(STANDARD_STATE_NAMES) as StandardState[]
const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })

const LABELS: Record<DocumentLibrary, { code: string; codeHint: string; issuer: string; issuerHint: string; date: string }> = {
  standard: { code: '标准编号', codeHint: '如：JTG F80/1-2017', issuer: '发布单位', issuerHint: '如：交通运输部', date: '发布日期' },
  knowledge: { code: '编号', codeHint: '选填，如：ZS-QL-012', issuer: '编制单位', issuerHint: '选填，如：项目总工办', date: '编制日期' },
  drawing: { code: '图号', codeHint: '选填，如：S3-2-05', issuer: '设计单位', issuerHint: '选填，如：浙江省交通规划设计研究院', date: '出图日期' }
}

function Field({ label, required, children }: { label: string; required?: boolean; children: React.ReactNode }) {
  return (
    <View className='doc-form__field'>
      <Text className='doc-form__label'>{required ? <Text className='doc-form__star'>*</Text> : null}{label}</Text>
      {children}
    </View>
  )
}

function PickerBox({ text, empty }: { text: string; empty: string }) {
  return (
    <View className='doc-picker'>
      <Text className={`doc-picker__text${text ? '' : ' doc-picker__text--empty'}`}>{text || empty}</Text>
      <Text className='doc-picker__arrow'>▾</Text>
    </View>
  )
}

export interface DocumentUploadProps {
  library: DocumentLibrary
  onCancel(): void
  onSaved(id: string): void
}

export function DocumentUpload({ library, onCancel, onSaved }: DocumentUploadProps) {
  const projectId = library === 'standard' ? '' : (storage.get('project')?.id ?? '')
  const [options, setOptions] = useState<DocumentOptions | null>(null)
  const [failure, setFailure] = useState('')
  const [draft, setDraft] = useState<UploadDraft>({
    category: '', title: '', code: '', issuer: '', issueDate: '', effectiveDate: '', standardState: 'current', contractId: '',
    structure: '', remark: '', groupWide: false, files: []
  })
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const [touched, setTouched] = useState(false)
  const confirmLeave = useLeaveGuard(touched && !sent, DISCARD_QUESTION)
  const leave = async () => { if (await confirmLeave()) onCancel() }
  usePullDownRefresh(() => { void Taro.stopPullDownRefresh() })
  const set = <K extends keyof UploadDraft>(key: K) => (value: UploadDraft[K]) => { setTouched(true); setDraft((d) => ({ ...d, [key]: value })) }

  const load = () => {
    if (library !== 'standard' && !projectId) return setFailure('请先在工作台选择项目')
    setFailure('')
    getDocumentOptions(library, projectId || undefined).then((o) => {
      if (!o.mayUpload) setFailure(`您没有上传${LIBRARY_NAMES[library]}的权限`)
      setOptions(o)
    }).catch((err) => setFailure(errorText(err, '加载失败')))
  }
  useEffect(load, [library, projectId])

  const submit = async () => {
    if (busy) return
    const problem = uploadProblem(library, draft)
    if (problem) return toast(problem)
    const file = draft.files[0]
    const input: NewDocumentInput = {
      library, category: draft.category, title: draft.title.trim(), code: draft.code.trim() || undefined, issuer: draft.issuer.trim() || undefined,
      issueDate: draft.issueDate || undefined, remark: draft.remark.trim() || undefined, file: { name: file.name, url: file.url }
    }
    if (library === 'standard') Object.assign(input, { effectiveDate: draft.effectiveDate || undefined, standardState: draft.standardState })
    if (library === 'knowledge' && !draft.groupWide) input.projectId = projectId
    if (library === 'drawing') Object.assign(input, { projectId, contractId: draft.contractId || undefined, structure: draft.structure.trim() || undefined })
    setBusy(true)
    try {
      const r = await addDocument(input)
      setSent(true)
      void Taro.showToast({ title: '文档已上传', icon: 'success', duration: 1500 })
      onSaved(r.id)
    } catch (err) {
      toast(errorText(err, '上传失败'))
    } finally {
      setBusy(false)
    }
  }

  const title = `上传${LIBRARY_NAMES[library]}`
  const labels = LABELS[library]
  const categories = DOCUMENT_CATEGORIES[library]
  const sections = options?.sections ?? []
  const sectionNames = ['不限合同段（全线）', ...sections.map((s) => `${s.enCode} ${s.fullName}`)]
  const sectionIndex = Math.max(0, sections.findIndex((s) => s.id === draft.contractId) + 1)
  const stateNames = STATES.map((s) => STANDARD_STATE_NAMES[s])

  return (
    <>
      <NavBar title={title} back onBack={() => void leave()} />
      {failure ? <PageState status='error' text={failure} onRetry={options?.mayUpload === false ? undefined : load} /> : !options ? <PageState status='loading' /> : (
        <View className='doc-form'>
          <View className='doc-form__group'>
            <Field label='PDF文件' required>
              <FileUploader value={draft.files} onChange={(v: UploadItem[]) => set('files')(v)} limit={1} accept='.pdf' fileSize={DOCUMENT_MAX_MB} sizeUnit='MB'
                uploadType='document' buttonText='选择PDF文件' tipText={`仅限PDF，单个不超过${DOCUMENT_MAX_MB}MB；小程序从微信聊天中选择文件`} />
            </Field>
            <Field label='分类' required>
              <Picker mode='selector' range={[...categories]} value={Math.max(0, categories.indexOf(draft.category))} onChange={(e) => set('category')(categories[Number(e.detail.value)] ?? '')}>
                <PickerBox text={draft.category} empty='请选择分类' />
              </Picker>
            </Field>
            <Field label={labels.code} required={library === 'standard'}>
              <Input className='doc-form__input' value={draft.code} maxlength={60} placeholder={labels.codeHint} onInput={(e) => set('code')(e.detail.value)} />
            </Field>
            <Field label={library === 'drawing' ? '图名' : library === 'standard' ? '标准名称' : '标题'} required>
              <Input className='doc-form__input' value={draft.title} maxlength={200} placeholder='请填写名称' onInput={(e) => set('title')(e.detail.value)} />
            </Field>
            <Field label={labels.issuer}>
              <Input className='doc-form__input' value={draft.issuer} maxlength={100} placeholder={labels.issuerHint} onInput={(e) => set('issuer')(e.detail.value)} />
            </Field>
            <Field label={labels.date}>
              <Picker mode='date' value={draft.issueDate} onChange={(e) => set('issueDate')(String(e.detail.value))}>
                <PickerBox text={draft.issueDate} empty='请选择日期' />
              </Picker>
            </Field>
            {library === 'standard' && (
              <>
                <Field label='实施日期'>
                  <Picker mode='date' value={draft.effectiveDate} onChange={(e) => set('effectiveDate')(String(e.detail.value))}>
                    <PickerBox text={draft.effectiveDate} empty='请选择日期' />
                  </Picker>
                </Field>
                <Field label='状态' required>
                  <Picker mode='selector' range={stateNames} value={STATES.indexOf(draft.standardState)} onChange={(e) => set('standardState')(STATES[Number(e.detail.value)] ?? 'current')}>
                    <PickerBox text={STANDARD_STATE_NAMES[draft.standardState]} empty='请选择状态' />
                  </Picker>
                </Field>
              </>
            )}
            {library === 'knowledge' && (
              <Field label='适用范围' required>
                <View className='doc-chips' role='radiogroup' aria-label='适用范围'>
                  {[{ on: false, text: '本项目' }, { on: true, text: '集团共享' }].map((o) => (
                    <View key={o.text} role='radio' aria-checked={draft.groupWide === o.on} className={`doc-chip${draft.groupWide === o.on ? ' doc-chip--on' : ''}`} onClick={() => set('groupWide')(o.on)}>
                      <Text>{o.text}</Text>
                    </View>
                  ))}
                </View>
              </Field>
            )}
            {library === 'drawing' && (
              <>
                <Field label='合同段'>
                  <Picker mode='selector' range={sectionNames} value={sectionIndex} onChange={(e) => set('contractId')(Number(e.detail.value) === 0 ? '' : sections[Number(e.detail.value) - 1]?.id ?? '')}>
                    <PickerBox text={sectionNames[sectionIndex]} empty='请选择合同段' />
                  </Picker>
                </Field>
                <Field label='构造物/部位'>
                  <Input className='doc-form__input' value={draft.structure} maxlength={100} placeholder='选填，如：K12+300 主线桥' onInput={(e) => set('structure')(e.detail.value)} />
                </Field>
              </>
            )}
            <Field label='备注'>
              <Textarea className='doc-form__textarea' value={draft.remark} maxlength={1000} placeholder='选填' onInput={(e) => set('remark')(e.detail.value)} />
            </Field>
          </View>
          <View className='doc-form__actions'>
            <View className='doc-form__btn' role='button' onClick={() => void leave()}><Text>取消</Text></View>
            <View className={`doc-form__btn doc-form__btn--primary${busy ? ' doc-form__btn--busy' : ''}`} role='button' onClick={() => void submit()}>
              <Text>{busy ? '提交中…' : '提交'}</Text>
            </View>
          </View>
        </View>
      )}
    </>
  )
}
