// Reads a template's node JSON into an index of nodes, each knowing its successor, the gateway that follows it and
// the branches that enclose it. A malformed template is refused with a message that names the problem.
import { BadRequest } from '../../../errors'
import { ACTIVE_TYPES, END, type BranchStep, type FlowNodeJson, type FlowTree, type GatewayKind, type Json, type NodeDef } from './types'

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

const DEFAULT_NAMES: Record<string, string> = {
  start: '发起节点', approver: '审批节点', subFlow: '子流程', timer: '定时器', condition: '条件', copy: '抄送', empty: '分支', branch: '分支'
}

function gatewayKind(branches: FlowNodeJson[]): GatewayKind {
  if (branches.some((b) => b.isInterflow)) return 'parallel'
  if (branches.some((b) => b.isBranchFlow)) return 'choice'
  return 'condition'
}

class TreeReader {
  nodes = new Map<string, NodeDef>()
  order: string[] = []

  /** registers a chain starting at `json`; returns its first code */
  chain(json: FlowNodeJson, path: BranchStep[], depth: number): string {
    if (depth > 200) throw new BadRequest('流程模板嵌套过深')
    let cur: FlowNodeJson | null | undefined = json
    let prev: NodeDef | undefined
    let first = ''
    while (cur) {
      const def = this.node(cur, path, depth)
      if (prev) prev.next = def.code
      else first = def.code
      prev = def
      cur = isObject(cur.childNode) ? (cur.childNode as FlowNodeJson) : undefined
    }
    return first
  }

  node(json: FlowNodeJson, path: BranchStep[], depth: number): NodeDef {
    if (!isObject(json) || typeof json.nodeId !== 'string' || !json.nodeId || typeof json.type !== 'string') {
      throw new BadRequest('流程模板的节点缺少 nodeId 或 type')
    }
    if (json.nodeId === END) throw new BadRequest('流程模板的节点编码不能为 end')
    if (this.nodes.has(json.nodeId)) throw new BadRequest(`流程模板的节点编码「${json.nodeId}」重复`)
    const props = isObject(json.properties) ? json.properties : {}
    const title = typeof props.title === 'string' && props.title ? props.title : DEFAULT_NAMES[json.type] ?? json.type
    const def: NodeDef = {
      code: json.nodeId, name: title, type: json.type, props, path,
      isInterflow: json.isInterflow === true, isBranchFlow: json.isBranchFlow === true
    }
    this.nodes.set(def.code, def)
    this.order.push(def.code)
    const branches = Array.isArray(json.conditionNodes) ? json.conditionNodes.filter(isObject) as FlowNodeJson[] : []
    if (branches.length) {
      const kind = gatewayKind(branches)
      const heads = branches.map((b) => this.chain(b, [...path, { owner: def.code, head: b.nodeId }], depth + 1))
      def.gateway = { owner: def.code, kind, heads }
    }
    return def
  }
}

export function parseTree(source: string | FlowNodeJson): FlowTree {
  let json: unknown = source
  if (typeof source === 'string') {
    try { json = JSON.parse(source) } catch { throw new BadRequest('流程模板不是合法的 JSON') }
  }
  if (!isObject(json)) throw new BadRequest('流程模板不是合法的 JSON')
  const reader = new TreeReader()
  reader.chain(json as unknown as FlowNodeJson, [], 0)
  const start = reader.nodes.get(reader.order[0])
  if (!start || start.type !== 'start') throw new BadRequest('流程模板必须以发起节点开始')
  for (const n of reader.nodes.values()) {
    if (n !== start && n.type === 'start') throw new BadRequest('流程模板只能有一个发起节点')
  }
  return { start, nodes: reader.nodes, order: reader.order }
}

export function nodeOf(tree: FlowTree, code: string): NodeDef {
  const n = tree.nodes.get(code)
  if (!n) throw new BadRequest(`流程节点「${code}」不存在`)
  return n
}

export const isActiveType = (n: NodeDef) => ACTIVE_TYPES.has(n.type)

/** whether `code` lies inside the branch `head` of the gateway owned by `owner` (or anywhere in it, head omitted) */
export function isInside(tree: FlowTree, code: string, owner: string, head?: string): boolean {
  const n = tree.nodes.get(code)
  return Boolean(n?.path.some((s) => s.owner === owner && (head === undefined || s.head === head)))
}

/** whether `outer`'s branch path is a prefix of `inner`'s: outer always runs before inner on the same path */
export function isPathPrefix(outer: NodeDef, inner: NodeDef): boolean {
  if (outer.path.length > inner.path.length) return false
  return outer.path.every((s, i) => inner.path[i].owner === s.owner && inner.path[i].head === s.head)
}
