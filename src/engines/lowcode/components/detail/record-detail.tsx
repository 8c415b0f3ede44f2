// The detail page (§3.5): the record's display values (DataChange) in the read-only renderer, relationForm values
// opening the linked record, 打印 (a PDF made on the server), and the edit button when the list handed over edit rights.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { VisualDevConfigVO } from '@shared/api/visualdev'
import { NavBar, PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import type { LcField, LcFormAllow } from '../../types'
import { applyFormPermission, normaliseForm } from '../../model'
import { DetailRenderer } from '../../renderer'
import { getRecordDisplay } from '../../api/records'
import { useRefreshOnReturn } from '../../hooks/use-refresh-on-return'
import { useExtendedRegistry, useModelExtensions } from '../../extensions'
import { ModelSections } from '../model-sections'
import { openDetail, openForm, readCurrentMenu, type PageConfig } from '../page-config'
import { PrintAction } from './print-action'
import { RecordHistory } from './record-history'
import { RecordStatesPanel } from '../states/record-states-panel'
import '../form/record-form.scss'

export interface RecordDetailProps {
  page: PageConfig
  modelConfig: VisualDevConfigVO
}

export function detailTitle(page: PageConfig): string {
  const action = page.labelS?.btn_detail || '详情'
  return page.title ? `${page.title} - ${action}` : action
}

export function RecordDetail({ page, modelConfig }: RecordDetailProps) {
  const form = useMemo(() => {
    const normalised = normaliseForm(modelConfig.formData)
    return { ...normalised, fields: applyFormPermission(normalised.fields, readCurrentMenu<LcFormAllow>(page)) }
  }, [modelConfig, page])
  const [values, setValues] = useState<Record<string, unknown> | null>(null)
  const [error, setError] = useState('')
  const request = useRef(0)
  const [loads, setLoads] = useState(0)

  const load = useCallback(async () => {
    const id = ++request.current
    if (!page.id) {
      setError('缺少记录编号，无法查看')
      return
    }
    try {
      const data = await getRecordDisplay(page.modelId, page.id)
      if (id !== request.current) return
      setValues(data)
      setError('')
      setLoads((n) => n + 1)
    } catch (err) {
      if (id === request.current) setError(errorText(err, '记录加载失败'))
    }
  }, [page.modelId, page.id])

  useEffect(() => {
    void load()
  }, [load])
  // back from editing: show the saved values
  useRefreshOnReturn(() => void load())

  const openRelation = useCallback((field: LcField, id: string) => {
    const modelId = typeof field.props.modelId === 'string' ? field.props.modelId : ''
    if (modelId) openDetail({ modelId, id, noShowBtn: 1, title: field.label })
  }, [])

  const extensions = useModelExtensions()
  const registry = useExtendedRegistry()
  const section = useMemo(() => (values ? { mode: 'detail' as const, modelId: page.modelId, id: page.id, values, readOnly: true } : null), [values, page])
  // a record whose state is final has ended its loop: read only (the server refuses an edit too)
  const [closed, setClosed] = useState(false)
  const canEdit = page.jurisdictionType === 'btn_edit' && !page.noShowBtn && !closed
  return (
    <View className='page lc-detail-page'>
      <NavBar title={detailTitle(page)} back />
      {!values && !error && <PageState status='loading' />}
      {error && !values && <PageState status='error' text={error} onRetry={() => void load()} />}
      {section && <ModelSections place='top' section={section} />}
      {values && <DetailRenderer fields={form.fields} values={values} conf={form.conf} modelId={page.modelId} onOpenRelation={openRelation} registry={registry} />}
      {values && page.id && modelConfig.recordStates?.length ? (
        <RecordStatesPanel modelId={page.modelId} id={page.id} fields={form.fields} values={values} refreshKey={loads} onMoved={() => void load()} onFinal={setClosed} />
      ) : null}
      {section && <ModelSections place='bottom' section={section} />}
      {values && page.id && <RecordHistory modelId={page.modelId} id={page.id} refreshKey={loads} />}
      {values && page.id && (
        <View className='lc-form-page__footer'>
          <PrintAction modelId={page.modelId} id={page.id} />
          {canEdit && (
            <View className='lc-form-page__btn lc-form-page__btn--primary' role='button' onClick={() => openForm({ ...page, jurisdictionType: 'btn_edit' }, extensions.pages?.form)}>
              <Text>{page.labelS?.btn_edit || '编辑'}</Text>
            </View>
          )}
        </View>
      )}
    </View>
  )
}
