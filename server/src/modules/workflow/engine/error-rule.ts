// When a node finds nobody to handle it (errorRule, jnpf-forms-and-flows.md §4.3): 1 the administrators,
// 2 the designated errorRuleUser, 3 the handler before picks (errorRuleUserList), 4 pass the node automatically,
// 5 refuse the submission, 6 the launcher. noApproverHandler on a node also means pass automatically.
import { BadRequest } from '../../../errors'
import { expandMembers, type Directory } from './assignees'
import type { Json } from './types'

export type Fallback = { kind: 'users'; ids: string[] } | { kind: 'autoPass' }

const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String).filter(Boolean) : typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : []

export interface FallbackInput {
  dir: Directory
  props: Json
  nodeName: string
  nodeCode: string
  launcherId: string
  projectId: string
  /** FlowModel.errorRuleUserList: users picked per node code by the handler before */
  picked?: Record<string, string[]>
}

export async function fallbackAssignees(f: FallbackInput): Promise<Fallback> {
  if (f.props.noApproverHandler === true) return { kind: 'autoPass' }
  const enabled = async (ids: string[]) => (await f.dir.users(ids)).filter((u) => u.enabled).map((u) => u.id)
  switch (Number(f.props.errorRule ?? 1)) {
    case 2: {
      const ids = await enabled(await expandMembers(f.dir, list(f.props.errorRuleUser), f.projectId))
      if (ids.length) return { kind: 'users', ids }
      break
    }
    case 3: {
      const ids = await enabled(list(f.picked?.[f.nodeCode]))
      if (ids.length) return { kind: 'users', ids }
      throw new BadRequest(`「${f.nodeName}」找不到审批人，请选择审批人后再提交`)
    }
    case 4: return { kind: 'autoPass' }
    case 5: throw new BadRequest(`「${f.nodeName}」找不到审批人，无法提交，请联系管理员`)
    case 6: return { kind: 'users', ids: await enabled([f.launcherId]) }
    default: break
  }
  const admins = await enabled(await f.dir.administrators())
  if (admins.length) return { kind: 'users', ids: admins }
  throw new BadRequest(`「${f.nodeName}」找不到审批人，无法提交，请联系管理员`)
}
