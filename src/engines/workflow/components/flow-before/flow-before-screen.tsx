// /pages/workFlow/flowBefore/index?config=<base64 JSON> (jnpf-forms-and-flows §5): the task (or a new launch) with
// its form, the flow's nodes, the records and the comments, and the buttons its opType and status allow.
// A new launch made without network waits in the outbox (hooks/new-launch.ts), with the photos it took kept there.
import { useEffect, useMemo, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { FlowBeforeInfoVO } from '@shared/api/workflow'
import { KeepPhotosOfflineContext, NavBar, PageState, UploadTracker, UploadTrackerContext, goBack } from '@/components'
import { routes } from '@/config/routes'
import { randomId } from '@/utils/random'
import { encodeFlowConfig, parseFlowConfig, type FlowConfig } from '@/engines/workflow/lib/flow-config'
import { useFlowDetail } from '../../hooks/use-flow-detail'
import { useFlowActions } from '../../hooks/use-flow-actions'
import { preloadOperatePage } from './preload-operate'
import { FlowFormSlot } from '../../forms/flow-form'
import type { SystemFormRegistry } from '../../forms/registry'
import type { FlowFormHandle } from '../../forms/types'
import { RecordTimeline } from '../timeline/record-timeline'
import { CommentTab } from '../comment/comment-tab'
import { flowButtons } from './buttons'
import { detailTitle, doneRecordStatus, formReadOnly, formTypeOf, formValues, hasComments, isStartNode, taskStatus, urgencyOf, viewerConfig } from './detail-model'
import { ActionBar } from './action-bar'
import { FlowHeader } from './flow-header'
import { FlowTabs, type DetailTab } from './flow-tabs'
import { ProcessNodes } from './process-nodes'
import './flow-before.scss'

export interface FlowBeforeScreenProps {
  /** the raw `config` query */
  config?: string
  /** coded forms of other features, by enCode */
  systemForms?: SystemFormRegistry
  /** the signed-in user's id: someone else's draft or returned task opens read-only */
  me?: string
}

/** some platforms hand the query over still URI-encoded ('%3D' for the base64 padding) */
function decodedQuery(raw: string | undefined): string | undefined {
  if (!raw || !/%[0-9a-f]{2}/i.test(raw)) return raw
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

export function FlowBeforeScreen({ config: raw, systemForms, me }: FlowBeforeScreenProps) {
  const config = useMemo(() => parseFlowConfig(decodedQuery(raw)), [raw])
  const detail = useFlowDetail(config)
  if (!config || !detail.info) {
    const text = !config ? '流程参数有误，无法打开该流程' : detail.error
    return (
      <View className='page'>
        <NavBar title={config?.fullName || '流程详情'} back onBack={() => goBack(routes.processCentre)} />
        {text ? <PageState status='error' text={text} onRetry={config ? detail.reload : undefined} /> : <PageState status='loading' />}
      </View>
    )
  }
  return <FlowBeforeBody config={viewerConfig(config, detail.info, me)} info={detail.info} systemForms={systemForms} me={me} />
}

interface BodyProps extends Omit<FlowBeforeScreenProps, 'config'> {
  config: FlowConfig
  info: FlowBeforeInfoVO
}

function FlowBeforeBody({ config, info, systemForms, me }: BodyProps) {
  const tracker = useMemo(() => new UploadTracker(), [])
  const status = taskStatus(info, config)
  const values = useMemo(() => formValues(info), [info])
  const [urgency, setUrgency] = useState(() => urgencyOf(info))
  const [tab, setTab] = useState<DetailTab>('form')
  const handleRef = useRef<FlowFormHandle | null>(null)
  const taskId = info.flowTaskInfo?.id || config.id
  const tabs: DetailTab[] = hasComments(info, config) ? ['form', 'process', 'records', 'comments'] : ['form', 'process', 'records']
  const readOnly = formReadOnly(config, status)

  const collect = async (validate: boolean) => {
    // a form the phone cannot show is sent back as it was
    if (!handleRef.current) return { ...values }
    const result = await handleRef.current.collect({ validate })
    if (!result && validate) setTab('form')
    return result
  }
  // a new launch (no task yet, the signed-in user's): one Idempotency-Key for this page's 暂存 or 提交, on every try
  const newLaunch = config.opType === -1 && !taskId && !readOnly && !config.isPreview && Boolean(me)
  const launchKey = useMemo(() => randomId(32), [])
  const launchQueue = newLaunch
    ? () => ({ idempotencyKey: launchKey, userId: me as string, title: detailTitle(info, config), summary: handleRef.current?.summary?.() })
    : undefined
  // the signed-in user's to-do: its approval or return waits in the outbox without signal (todo-action.ts)
  const todoKey = useMemo(() => randomId(32), [])
  const todoQueue = config.opType === 1 && config.taskId && !config.isPreview && Boolean(me)
    ? () => ({
      idempotencyKey: todoKey, userId: me as string, title: detailTitle(info, config), summary: handleRef.current?.summary?.(),
      openUrl: routes.flowBefore(encodeFlowConfig(config))
    })
    : undefined
  // the approve dialog of a to-do is fetched now, while there is signal, for an approval made after it went
  const isTodo = Boolean(todoQueue)
  useEffect(() => {
    if (isTodo) preloadOperatePage()
  }, [isTodo])
  const actions = useFlowActions({ config, info, flowUrgent: urgency, collect, launchQueue, todoQueue })
  const buttons = config.isPreview
    ? { main: [], more: [] }
    : flowButtons({
      opType: config.opType, status, recordStatus: doneRecordStatus(info, config), props: info.approversProperties ?? {},
      type: config.type ?? info.flowTemplateInfo?.type, jurisdictionType: config.jurisdictionType
    })
  const back = () => goBack(routes.processCentre)

  return (
    <UploadTrackerContext.Provider value={tracker}>
      <KeepPhotosOfflineContext.Provider value={newLaunch}>
      <View className='page wf-detail'>
        <NavBar title={detailTitle(info, config)} back onBack={back} />
        <FlowHeader
          urgency={urgency}
          editable={config.opType === -1 && !config.isPreview}
          onUrgency={setUrgency}
          stampStatus={config.opType === 0 || config.opType === 4 ? status : undefined}
        />
        <FlowTabs tabs={tabs} active={tab} onChange={setTab} />
        <View className='wf-detail__body'>
          {/* the form stays mounted on the other tabs so nothing typed is lost */}
          <View className='wf-detail__form' style={tab === 'form' ? undefined : { display: 'none' }}>
            <FlowFormSlot
              formType={formTypeOf(info, config)}
              enCode={info.flowFormInfo?.enCode || config.enCode}
              propertyJson={info.flowFormInfo?.propertyJson}
              formId={info.flowFormInfo?.id}
              values={values}
              formOperates={info.formOperates}
              readOnly={readOnly}
              startNode={isStartNode(config, status)}
              handleRef={handleRef}
              extraForms={systemForms}
              info={info}
            />
          </View>
          {tab === 'process' ? <ProcessNodes info={info} /> : null}
          {tab === 'records' ? <RecordTimeline records={info.flowTaskOperatorRecordList} /> : null}
          {tab === 'comments' && taskId ? <CommentTab taskId={taskId} onWrite={() => void Taro.navigateTo({ url: routes.flowComment(taskId) })} /> : null}
        </View>
        {tab === 'comments' ? null : <ActionBar buttons={buttons} busy={actions.busy} onAction={(a, label) => void actions.run(a, label)} onCancel={config.hideCancelBtn ? undefined : back} />}
      </View>
      </KeepPhotosOfflineContext.Provider>
    </UploadTrackerContext.Provider>
  )
}
