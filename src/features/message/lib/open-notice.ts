import Taro from '@tarojs/taro'
import { isBuiltPage, routes } from '@/config/routes'
import { readNotice } from '../api/notices'
import { isFlowCheck } from '../api/flow-check'
import { useMessageStore } from '../stores/message-store'
import { resolveNoticeRoute } from './notice-route'

export const noticeRouteDeps = { isBuilt: isBuiltPage, checkFlow: isFlowCheck }

/**
 * A tapped list item. A workflow message goes straight to the workflow detail once that page is built (reading it
 * first for its bodyText, which the list does not carry); everything else opens the message detail, which reads it.
 */
export async function openNotice(item: { id: string; type: number }): Promise<void> {
  if (item.type === 2 && noticeRouteDeps.isBuilt(routes.flowBefore(''))) {
    const info = await readNotice(item.id)
    useMessageStore.getState().markNoticeRead(item.id)
    const url = await resolveNoticeRoute({ id: item.id, type: 2, bodyText: info.bodyText }, noticeRouteDeps)
    await Taro.navigateTo({ url })
    return
  }
  await Taro.navigateTo({ url: routes.messageDetail(item.id) })
}
