// Who hears about an order: the inbox message of a move (pushed live, opening the order), and who answers for it.
import type { RecordLinkBody } from '@shared/api/message'
import { ORDER_LINK_MODEL } from '@shared/api/supervision-orders'
import type { AppContext } from '../../context'
import type { SupervisionOrderTable } from '../../db/schema'
import { createMessage } from '../message'
import { REPLIERS } from './access'
import { orderRepository } from './repository'

/** the section's people who reply to its orders */
export const repliersOf = (ctx: AppContext, contractId: string) => orderRepository.sectionPeople(ctx.db, contractId, REPLIERS)

export async function tell(ctx: AppContext, from: string, to: string[], title: string, order: SupervisionOrderTable): Promise<void> {
  const toUserIds = [...new Set(to)].filter((u) => u && u !== from)
  if (toUserIds.length === 0) return
  const body: RecordLinkBody = { modelId: ORDER_LINK_MODEL, id: order.id, content: `${title}\n（监理指令 ${order.orderNo}，整改期限 ${order.deadline}）` }
  try {
    await createMessage(ctx, { toUserIds, type: 3, title, bodyText: JSON.stringify(body), creatorUserId: from })
  } catch (err) {
    // the move is made; a message that could not be stored costs only the notice
    ctx.log.warn({ err, orderId: order.id }, 'supervision order message could not be sent')
  }
}
