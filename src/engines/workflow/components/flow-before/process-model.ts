// The 流程信息 tab (jnpf-forms-and-flows §4.8 "flowTaskNodeList"): the template's nodes in order, each passed,
// current or not reached yet, with who handled it. Branches are followed into the one the task took; while no
// branch has been reached, every branch is listed under its condition's name.
import type { FlowBeforeInfoVO, FlowTaskNodeModel } from '@shared/api/workflow'

export type StepState = 'passed' | 'current' | 'pending'

export interface ProcessStep {
  code: string
  name: string
  state: StepState
  /** who handled (or holds) it, or the designer's summary of who will */
  handlers: string
  /** the branch the step sits in, while the choice is still open */
  branch?: string
}

interface NodeJson {
  nodeId?: string
  type?: string
  content?: string
  properties?: { title?: string }
  childNode?: NodeJson | null
  conditionNodes?: NodeJson[]
}

const STEP_TYPES = new Set(['start', 'approver', 'subFlow', 'timer'])
const DEFAULT_NAMES: Record<string, string> = { start: '发起节点', approver: '审批节点', subFlow: '子流程', timer: '定时器' }

/** "张华/zhanghua,陈刚/chengang" -> "张华、陈刚" */
export function handlerNames(userName: string | undefined): string {
  return (userName ?? '').split(',').map((s) => s.split('/')[0].trim()).filter(Boolean).join('、')
}

function parse(text: unknown): NodeJson | undefined {
  if (typeof text !== 'string' || !text.trim()) return undefined
  try {
    const value = JSON.parse(text) as unknown
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as NodeJson) : undefined
  } catch {
    return undefined
  }
}

function stepOf(json: NodeJson, nodes: Map<string, FlowTaskNodeModel>): ProcessStep {
  const code = String(json.nodeId)
  const node = nodes.get(code)
  const state: StepState = node?.type === '1' ? 'current' : node?.type === '0' ? 'passed' : 'pending'
  const name = node?.nodeName || json.properties?.title || DEFAULT_NAMES[json.type ?? ''] || '节点'
  const handlers = node ? handlerNames(node.userName) : typeof json.content === 'string' ? json.content : ''
  return { code, name, state, handlers }
}

function walk(json: NodeJson | null | undefined, nodes: Map<string, FlowTaskNodeModel>, depth = 0): ProcessStep[] {
  const out: ProcessStep[] = []
  for (let cur = json; cur && typeof cur === 'object' && depth < 100; cur = cur.childNode) {
    if (cur.nodeId && STEP_TYPES.has(cur.type ?? '')) out.push(stepOf(cur, nodes))
    const branches = Array.isArray(cur.conditionNodes) ? cur.conditionNodes : []
    if (!branches.length) continue
    const walked = branches.map((b) => ({ title: b.properties?.title || '分支', steps: walk(b, nodes, depth + 1) }))
    const taken = walked.filter((b) => b.steps.some((s) => s.state !== 'pending'))
    if (taken.length) taken.forEach((b) => out.push(...b.steps))
    else walked.forEach((b) => out.push(...b.steps.map((s) => ({ ...s, branch: b.title }))))
  }
  return out
}

export function processSteps(info: FlowBeforeInfoVO): ProcessStep[] {
  const nodes = new Map(info.flowTaskNodeList.map((n) => [n.nodeCode, n]))
  const tree = parse(info.flowTemplateInfo?.flowTemplateJson) ?? parse(info.flowTaskInfo?.flowTemplateJson)
  const steps = tree ? walk(tree, nodes) : []
  // nodes the template does not name (an older version, an add-sign node) still show, in the order they came
  const known = new Set(steps.map((s) => s.code))
  for (const node of info.flowTaskNodeList) {
    if (known.has(node.nodeCode) || node.nodeType === 'end') continue
    steps.push(stepOf({ nodeId: node.nodeCode, type: node.nodeType }, nodes))
  }
  const finished = Number(info.flowTaskInfo?.status) === 2
  steps.push({ code: 'end', name: '结束', state: finished ? 'passed' : 'pending', handlers: '' })
  return steps
}
