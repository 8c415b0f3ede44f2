// The built-in queries a data interface may name (dataType 3). Each reads our own tables inside the caller's scope
// and applies the parameters it declares itself; nothing a client sends becomes SQL.
import type { AppContext } from '../../context'
import type { Row } from './definition'
import type { ParamValues } from './params'
import { dataInterfaceRepository } from './repository'
import type { Scope } from './rows'

type Query = (ctx: AppContext, scope: Scope, params: ParamValues) => Promise<Row[]>

const KIND_NAMES: Record<string, string> = { owner: '建设单位', construction: '施工', supervision: '监理', laboratory: '试验检测' }

/** the caller's contract sections; params projectId, kind */
const projectContracts: Query = async (ctx, scope, params) => {
  const projects = params.projectId ? [params.projectId].filter((p) => !scope.projectIds || scope.projectIds.includes(p)) : scope.projectIds
  const rows = await dataInterfaceRepository.contracts(ctx.db, projects, scope.contractIds)
  return rows.filter((c) => !params.kind || c.kind === params.kind).map((c) => ({
    id: c.id, enCode: c.enCode, fullName: c.fullName, kind: c.kind, kindName: KIND_NAMES[c.kind] ?? c.kind,
    contractor: c.contractor, mileage: c.mileage, amount: Number(c.amount), projectId: c.projectId, projectName: c.projectName
  }))
}

/** the people of the caller's projects; params projectId, contractId (members of that section) */
const projectMembers: Query = async (ctx, scope, params) => {
  const projects = params.projectId ? [params.projectId].filter((p) => !scope.projectIds || scope.projectIds.includes(p)) : scope.projectIds
  // a section outside the caller's own ones must not reveal who works there
  if (params.contractId && scope.contractIds && !scope.contractIds.includes(params.contractId)) return []
  const rows = await dataInterfaceRepository.members(ctx.db, projects, params.contractId)
  return rows.map((u) => ({
    id: u.id, account: u.account, realName: u.realName, fullName: `${u.realName}/${u.account}`, mobilePhone: u.mobilePhone,
    organizeId: u.organizeId, organizeName: u.organizeName ?? '', positionName: u.positionName ?? ''
  }))
}

export const BUILTIN_QUERIES = { projectContracts, projectMembers } satisfies Record<string, Query>
export type BuiltinName = keyof typeof BUILTIN_QUERIES
