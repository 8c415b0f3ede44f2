// What the batch screen shows: the flows with batch-approvable to-dos, the chosen flow's versions and nodes, and
// the to-dos waiting at the chosen node. Every load walks flow → version → node → to-dos again, keeping the
// choices that still exist (so the counts stay true after a batch) and falling back to the first that has to-dos.
import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import type { FlowBeforeListVO } from '@shared/api/workflow'
import type { FlowBatchModel } from '@shared/api/workflow-batch'
import { errorText } from '@/lib/error-text'
import { getBatchFlows, getBatchNodes, getBatchTodos, getBatchVersions } from '../../api/batch'

export interface BatchChoice {
  templateId?: string
  flowId?: string
  nodeCode?: string
}

export interface BatchSourceState {
  status: 'loading' | 'ready' | 'error'
  error: string
  flows: FlowBatchModel[]
  versions: FlowBatchModel[]
  nodes: FlowBatchModel[]
  choice: Required<BatchChoice>
  todos: FlowBeforeListVO[]
  /** all to-dos at the node (more than one page holds when above BATCH_PAGE_SIZE) */
  total: number
}

const EMPTY: BatchSourceState = {
  status: 'loading', error: '', flows: [], versions: [], nodes: [], choice: { templateId: '', flowId: '', nodeCode: '' }, todos: [], total: 0
}

const withTodos = (list: FlowBatchModel[]) => list.find((x) => (x.num ?? 1) > 0) ?? list[0]

async function walk(prefer: BatchChoice): Promise<Omit<BatchSourceState, 'status' | 'error'>> {
  const flows = await getBatchFlows()
  const flow = flows.find((f) => f.id === prefer.templateId) ?? withTodos(flows)
  if (!flow) return { ...EMPTY, flows }
  const versions = await getBatchVersions(flow.id)
  const version = versions.find((v) => v.id === prefer.flowId) ?? withTodos(versions)
  const nodes = version ? await getBatchNodes(version.id) : []
  const node = nodes.find((n) => n.id === prefer.nodeCode && (n.num ?? 1) > 0) ?? withTodos(nodes)
  const choice = { templateId: flow.id, flowId: version?.id ?? '', nodeCode: node?.id ?? '' }
  const page = version && node ? await getBatchTodos(choice) : { list: [], pagination: { total: 0 } }
  return { flows, versions, nodes, choice, todos: page.list, total: Number(page.pagination.total) || page.list.length }
}

export function useBatchSource() {
  const [state, setState] = useState<BatchSourceState>(EMPTY)
  const request = useRef(0)
  const shown = useRef(false)

  const load = async (prefer: BatchChoice): Promise<void> => {
    const id = ++request.current
    if (!shown.current) setState((s) => ({ ...s, status: 'loading' }))
    try {
      const next = await walk(prefer)
      if (id !== request.current) return
      shown.current = true
      setState({ ...next, status: 'ready', error: '' })
    } catch (err) {
      if (id !== request.current) return
      const text = errorText(err, '批量审批加载失败')
      // a failed refresh keeps what is shown and says so
      if (shown.current) void Taro.showToast({ title: text, icon: 'none', duration: 2000 })
      else setState((s) => ({ ...s, status: 'error', error: text }))
    }
  }

  useEffect(() => {
    void load({})
  }, [])

  const choice = state.choice
  return {
    state,
    reload: () => load(choice),
    pickFlow: (templateId: string) => load({ templateId }),
    pickVersion: (flowId: string) => load({ templateId: choice.templateId, flowId }),
    pickNode: (nodeCode: string) => load({ templateId: choice.templateId, flowId: choice.flowId, nodeCode })
  }
}
