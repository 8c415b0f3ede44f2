// How an order is answered: its card (who acts next, overdue), its moves and the names and sections they need.
import { ORDER_STATE_NAMES, ORDER_TYPES, type OrderCard, type OrderFile, type OrderState, type OrderStep, type OrderType } from '@shared/api/supervision-orders'
import type { AppContext } from '../../context'
import type { ContractTable, SupervisionOrderStepTable, SupervisionOrderTable } from '../../db/schema'
import { signedUploads } from '../files'
import { projectRepository } from '../projects'
import { parseFiles } from '../tasks'
import { orderRepository } from './repository'

export const STEP_NAMES: Record<string, string> = { issue: '签发指令', reply: '整改回复', return: '复查退回', close: '复查闭合' }

export const typeName = (t: string) => ORDER_TYPES.find((x) => x.value === t)?.label ?? t

export interface View {
  names: Map<string, string>
  contracts: Map<string, ContractTable>
}

export async function viewOf(ctx: AppContext, orders: SupervisionOrderTable[], userIds: string[] = []): Promise<View> {
  const contractIds = [...new Set(orders.map((o) => o.contractId))]
  const [names, contracts] = await Promise.all([
    orderRepository.names(ctx.db, [...orders.map((o) => o.issuerUserId), ...userIds]),
    projectRepository.contractsByIds(ctx.db, contractIds)
  ])
  return { names, contracts: new Map(contracts.map((c) => [c.id, c])) }
}

export const sectionText = (c: ContractTable | undefined) => (c ? `${c.enCode} ${c.contractor || c.fullName}` : '')
export const placeText = (o: SupervisionOrderTable) => [o.chainage, o.part].filter(Boolean).join(' ')

export function card(o: SupervisionOrderTable, v: View, day: string): OrderCard {
  const state = o.state as OrderState
  const section = v.contracts.get(o.contractId)
  const issuer = v.names.get(o.issuerUserId) ?? ''
  let nextText = ''
  if (state === 'issued') nextText = `待 ${section?.enCode ?? '合同段'} 整改回复`
  else if (state === 'returned') nextText = `待 ${section?.enCode ?? '合同段'} 重新整改回复`
  else if (state === 'replied') nextText = `待 ${issuer} 复核`
  return {
    id: o.id, orderNo: o.orderNo, type: o.type as OrderType, typeName: typeName(o.type), subject: o.subject, sectionText: sectionText(section),
    contractId: o.contractId, placeText: placeText(o), deadline: o.deadline, state, stateName: ORDER_STATE_NAMES[state] ?? o.state,
    issuerName: issuer, nextText, overdue: state !== 'closed' && o.deadline < day, replyCount: Number(o.replyCount), creatorTime: Number(o.creatorTime)
  }
}

export const files = (ctx: AppContext, text: string): OrderFile[] => signedUploads(ctx, parseFiles(text))

export function step(ctx: AppContext, s: SupervisionOrderStepTable, names: Map<string, string>): OrderStep {
  return {
    id: s.id, kind: s.kind, kindName: STEP_NAMES[s.kind] ?? s.kind, content: s.content, photos: files(ctx, s.photos),
    signImg: s.signImg.startsWith('data:') ? s.signImg : signedUploads(ctx, s.signImg), userName: names.get(s.userId) ?? '', createdAt: Number(s.createdAt)
  }
}
