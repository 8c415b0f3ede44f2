// /pages/workFlow/batch/index: 批量审批. Pick a flow (and version) and the node, tick the to-dos waiting there,
// then 通过 / 退回 / 转审 them at once with one opinion (and signature when the node needs one). Afterwards the
// result names each to-do that could not be handled and why, and every list refreshes.
import { useEffect, useMemo, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { BatchOperationResult } from '@shared/api/workflow-batch'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { RequestError } from '@/lib/request'
import { encodeFlowConfig, listItemConfig } from '@/engines/workflow/lib/flow-config'
import { notifyWorkflowChanged, useWorkflowRefresh } from '../../stores/refresh'
import type { NodeProps } from '../flow-before/buttons'
import { openOperate } from '../operate/operate-types'
import { BatchFilters } from './batch-filters'
import { BATCH_VERB, batchKinds, runBatch, type BatchKind } from './batch-plan'
import { BatchResult } from './batch-result'
import { BatchTodoRow } from './batch-todo-row'
import { useBatchSource } from './use-batch-source'
import '../lists/flow-lists.scss'
import './batch.scss'

interface Outcome { kind: BatchKind; result: BatchOperationResult; titles: Record<string, string> }

function parseProps(text: string | undefined): NodeProps {
  try {
    const v: unknown = JSON.parse(text || '{}')
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as NodeProps) : {}
  } catch {
    return {}
  }
}

async function confirm(content: string): Promise<boolean> {
  const res = await Taro.showModal({ title: '提示', content }).catch(() => ({ confirm: false }))
  return Boolean(res.confirm)
}

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2000 })

export function BatchApproveScreen() {
  const source = useBatchSource()
  const { state } = source
  const [selected, setSelected] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  // a selection belongs to the list shown: what is no longer listed (handled, another node) drops out
  useEffect(() => setSelected((prev) => prev.filter((id) => state.todos.some((t) => t.id === id))), [state.todos])
  useWorkflowRefresh(() => void source.reload())
  usePullDownRefresh(() => void source.reload().finally(() => Taro.stopPullDownRefresh()))

  // every to-do of the list waits at the same node, so the first one's properties are the node's
  const props = useMemo(() => parseProps(state.todos[0]?.approversProperties), [state.todos])
  const allOn = state.todos.length > 0 && selected.length === state.todos.length

  const toggle = (id: string) => setSelected((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id]))

  const run = async (kind: BatchKind) => {
    if (busy) return
    if (selected.length === 0) return toast('请先勾选要处理的待办')
    setBusy(true)
    const titles = Object.fromEntries(state.todos.map((t) => [t.id, t.fullName]))
    try {
      const res = await runBatch(kind, { ids: selected, flowId: state.choice.flowId, props, openOperate, confirm })
      if (!res) return
      if (res.data) setOutcome({ kind, result: res.data, titles })
      else toast(res.msg || `批量${BATCH_VERB[kind]}完成`)
      setSelected([])
      notifyWorkflowChanged()
    } catch (err) {
      // a refusal was toasted by the request layer; nothing was changed
      if (!(err instanceof RequestError)) toast(errorText(err, `批量${BATCH_VERB[kind]}失败`))
    } finally {
      setBusy(false)
    }
  }

  if (state.status === 'loading') return <PageState status='loading' />
  if (state.status === 'error') return <PageState status='error' text={state.error} onRetry={() => void source.reload()} />

  return (
    <View className='wf-screen wf-batch'>
      {state.flows.length === 0 ? (
        <PageState status='empty' text='暂无可批量审批的待办' />
      ) : (
        <View>
          <BatchFilters
            flows={state.flows} versions={state.versions} nodes={state.nodes} choice={state.choice}
            onFlow={(id) => void source.pickFlow(id)} onVersion={(id) => void source.pickVersion(id)} onNode={(id) => void source.pickNode(id)}
          />
          <View className='wf-batch-bar'>
            <View className='wf-batch-bar__all' role='checkbox' aria-checked={allOn} aria-label='全选' onClick={() => setSelected(allOn ? [] : state.todos.map((t) => t.id))}>
              <View className={`wf-batch-check${allOn ? ' wf-batch-check--on' : ''}`} />
              <Text>全选</Text>
            </View>
            <Text className='wf-batch-bar__count'>已选 {selected.length} / {state.todos.length} 条</Text>
          </View>
          {state.total > state.todos.length ? (
            <Text className='wf-batch-note'>该节点共 {state.total} 条待办，一次最多处理 {state.todos.length} 条</Text>
          ) : null}
          {state.todos.length === 0 ? (
            <PageState status='empty' text='该节点暂无待办' />
          ) : (
            <View className='wf-list wf-batch-list'>
              {state.todos.map((item) => (
                <BatchTodoRow
                  key={item.id} item={item} checked={selected.includes(item.id)} onToggle={() => toggle(item.id)}
                  onOpen={() => void Taro.navigateTo({ url: routes.flowBefore(encodeFlowConfig(listItemConfig(1, item))) })}
                />
              ))}
            </View>
          )}
          <View className='wf-batch-actions'>
            {batchKinds(props).map((kind) => (
              <View
                key={kind}
                className={`wf-batch-actions__btn${kind === 'approve' ? ' wf-batch-actions__btn--primary' : ''}${busy || !selected.length ? ' wf-batch-actions__btn--off' : ''}`}
                role='button'
                aria-disabled={busy || !selected.length}
                onClick={() => void run(kind)}
              >
                <Text>{BATCH_VERB[kind]}</Text>
              </View>
            ))}
          </View>
        </View>
      )}
      {outcome ? <BatchResult kind={outcome.kind} result={outcome.result} titles={outcome.titles} onClose={() => setOutcome(null)} /> : null}
    </View>
  )
}
