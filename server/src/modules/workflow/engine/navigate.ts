// What runs after a node completes: the next node of its chain, or the branches of the gateway that follows it
// (condition: the first matching branch, else the default one; parallel: all; choice: the ones the approver picked),
// and at the end of a branch the gateway's join, which waits until no other branch of it is still running.
import { BadRequest } from '../../../errors'
import { conditionMatches, type FormValues } from './conditions'
import { isActiveType, isInside, nodeOf } from './tree'
import type { FlowTree, Gateway, NodeDef } from './types'

export interface RouteInput {
  tree: FlowTree
  form: FormValues
  /** branch heads picked for choice gateways (FlowModel.branchList); undefined = not asked yet */
  branches?: string[]
  /** whether a node inside the gateway owned by `owner` is still running in the task (not counting `from`) */
  busyInside: (owner: string) => boolean
}

export interface Route {
  /** node codes to activate (approver, subFlow, timer) */
  activate: string[]
  /** pass-through nodes entered on the way (condition, copy, empty) */
  passed: string[]
  /** the flow reaches its end */
  end: boolean
  /** choice gateways met without a pick: the approver must choose among `heads` */
  choices: Gateway[]
}

class Router {
  route: Route = { activate: [], passed: [], end: false, choices: [] }
  /** branch heads of a fan-out not entered yet, per gateway owner, so an early branch end does not join too soon */
  private pending = new Map<string, Set<string>>()

  constructor(private input: RouteInput) {}

  after(code: string): void {
    const n = nodeOf(this.input.tree, code)
    if (n.gateway) this.gateway(n.gateway)
    else if (n.next) this.enter(n.next)
    else this.chainEnd(n)
  }

  private enter(code: string): void {
    const n = nodeOf(this.input.tree, code)
    if (isActiveType(n)) {
      if (!this.route.activate.includes(code)) this.route.activate.push(code)
      return
    }
    this.route.passed.push(code)
    this.after(code)
  }

  private gateway(g: Gateway): void {
    const tree = this.input.tree
    if (g.kind === 'condition') {
      const heads = g.heads.map((h) => nodeOf(tree, h))
      const isDefault = (h: NodeDef) => h.type === 'condition' && h.props.isDefault === true
      const pick = heads.find((h) => !isDefault(h) && (h.type !== 'condition' || conditionMatches(h.props, this.input.form)))
        ?? heads.find(isDefault)
      if (!pick) throw new BadRequest(`「${nodeOf(tree, g.owner).name}」之后没有满足条件的分支，请检查表单内容或联系管理员`)
      this.enter(pick.code)
      return
    }
    let heads = g.heads
    if (g.kind === 'choice') {
      if (this.input.branches === undefined) {
        this.route.choices.push(g)
        return
      }
      heads = g.heads.filter((h) => this.input.branches?.includes(h))
      if (heads.length === 0) throw new BadRequest('请选择要进入的分支')
    }
    const pending = new Set(heads)
    this.pending.set(g.owner, pending)
    for (const h of heads) {
      pending.delete(h)
      this.enter(h)
    }
  }

  private busy(owner: string): boolean {
    if (this.pending.get(owner)?.size) return true
    if (this.route.activate.some((c) => isInside(this.input.tree, c, owner))) return true
    return this.input.busyInside(owner)
  }

  private chainEnd(n: NodeDef): void {
    const step = n.path[n.path.length - 1]
    if (!step) {
      this.route.end = true
      return
    }
    const owner = nodeOf(this.input.tree, step.owner)
    if (owner.gateway?.kind !== 'condition' && this.busy(owner.code)) return
    if (owner.next) this.enter(owner.next)
    else this.chainEnd(owner)
  }
}

/** what to do once node `from` has completed */
export function successors(input: RouteInput, from: string): Route {
  const r = new Router(input)
  r.after(from)
  return r.route
}

/**
 * The nodes a task would pass from the start with the given values, for previews and the Candidates answer:
 * follows every condition, every parallel branch and, for choice gateways, every branch.
 */
export function plannedPath(tree: FlowTree, form: FormValues): string[] {
  const seen: string[] = []
  const visit = (code: string, depth: number): void => {
    if (depth > 500 || seen.includes(code)) return
    seen.push(code)
    let route: Route
    try {
      route = successors({ tree, form, branches: nodeOf(tree, code).gateway?.heads ?? [], busyInside: () => false }, code)
    } catch {
      return
    }
    for (const c of [...route.passed.filter((p) => !seen.includes(p)), ...route.activate]) {
      if (route.passed.includes(c)) seen.push(c)
      else visit(c, depth + 1)
    }
  }
  visit(tree.start.code, 0)
  return tree.order.filter((c) => seen.includes(c))
}
