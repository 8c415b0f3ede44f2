// The flow template JSON as the JNPF 3.x designer writes it (jnpf-forms-and-flows.md §4): a nested node tree where
// `childNode` is the next node and `conditionNodes` are the branches of a gateway that follows the node.

export type Json = Record<string, unknown>

export interface FlowNodeJson {
  nodeId: string
  prevId?: string
  /** start | approver | subFlow | timer | condition | copy | empty | branch */
  type: string
  content?: string
  properties?: Json
  childNode?: FlowNodeJson | null
  conditionNodes?: FlowNodeJson[] | null
  conditionType?: number
  /** parallel branch: every branch runs, they join before the gateway's childNode */
  isInterflow?: boolean
  /** choice branch: the approver before the gateway picks the branches (branchList) */
  isBranchFlow?: boolean
}

/** where a node sits: the gateways (owner node code) and branch heads enclosing it, outermost first */
export interface BranchStep { owner: string; head: string }

export type GatewayKind = 'condition' | 'parallel' | 'choice'

export interface Gateway {
  /** the node the gateway follows; its childNode is where the branches join */
  owner: string
  kind: GatewayKind
  /** the first node code of each branch (a condition node for condition gateways) */
  heads: string[]
}

/** node types that do work; the others (condition, empty, branch, copy) are passed through at once */
export const ACTIVE_TYPES = new Set(['start', 'approver', 'subFlow', 'timer'])

export interface NodeDef {
  code: string
  name: string
  type: string
  props: Json
  /** the next node in the same chain */
  next?: string
  gateway?: Gateway
  path: BranchStep[]
  /** flags of the JSON node itself (branch heads of parallel / choice gateways) */
  isInterflow: boolean
  isBranchFlow: boolean
}

export interface FlowTree {
  start: NodeDef
  nodes: Map<string, NodeDef>
  /** node codes in document order (start first), for stable lists */
  order: string[]
}

/** the code of the virtual end node (FlowNature.NodeEnd) */
export const END = 'end'
