// Custom row buttons (customBtnsList, §2.4). btnType 3 calls a data interface with parameters taken from the raw
// record; btnType 1 (a popup form of another model) has no mobile page in this build and says so; btnType 2 runs a
// designer-written JS function, which WeChat forbids (no eval / new Function), so those buttons are never offered.
import Taro from '@tarojs/taro'
import { errorText } from '@/lib/error-text'
import type { LcListButton, LcTemplateParam, LcUser } from '../../types'
import { getRecord } from '../../api/records'
import { previewInterface } from '../../api/data-interface'
import { buildParamList } from '../../pickers/param-list'

export const POPUP_FORM_UNSUPPORTED = '该按钮需要在电脑端打开弹窗表单，手机端暂不支持'

const btnTypeOf = (button: LcListButton): number => Number(button.event?.btnType)

/** the custom buttons the phone offers: script buttons (btnType 2) cannot run here */
export function offeredCustomButtons(buttons: LcListButton[]): LcListButton[] {
  return buttons.filter((b) => btnTypeOf(b) !== 2)
}

/** system variables of templateJson (sourceType 4) the app knows */
function withSystemValues(params: LcTemplateParam[], recordId: string, user: LcUser): LcTemplateParam[] {
  const system: Record<string, string> = { '@formId': recordId, '@userId': user.userId, '@currentUserId': user.userId }
  return params.map((p) => {
    const relation = typeof p.relationField === 'string' ? p.relationField : ''
    return Number(p.sourceType) === 4 && relation in system ? { ...p, defaultValue: system[relation] } : p
  })
}

async function confirmed(event: Record<string, unknown>, label: string): Promise<boolean> {
  if (!event.useConfirm) return true
  const title = typeof event.confirmTitle === 'string' && event.confirmTitle ? event.confirmTitle : `确定${label}吗？`
  try {
    const res = await Taro.showModal({ title: '提示', content: title, confirmText: '确定', cancelText: '取消' })
    return Boolean(res?.confirm)
  } catch {
    return false
  }
}

/** runs one custom button on a row; resolves true when the list should reload */
export async function runCustomButton(button: LcListButton, modelId: string, rowId: string, user: LcUser): Promise<boolean> {
  const event = button.event ?? {}
  const type = btnTypeOf(button)
  if (type === 1) {
    void Taro.showModal({ title: button.label, content: POPUP_FORM_UNSUPPORTED, showCancel: false, confirmText: '知道了' })
    return false
  }
  if (type !== 3 || typeof event.interfaceId !== 'string' || !event.interfaceId) {
    void Taro.showToast({ title: '该按钮未配置可执行的操作', icon: 'none', duration: 1500 })
    return false
  }
  if (!(await confirmed(event, button.label))) return false
  try {
    const record = await getRecord(modelId, rowId)
    const templateJson = Array.isArray(event.templateJson) ? (event.templateJson as LcTemplateParam[]) : []
    await previewInterface(event.interfaceId, withSystemValues(buildParamList(templateJson, record), rowId, user))
    void Taro.showToast({ title: `${button.label}成功`, icon: 'success', duration: 1500 })
    return event.isRefresh !== false
  } catch (err) {
    void Taro.showToast({ title: errorText(err, `${button.label}失败`), icon: 'none', duration: 2000 })
    return false
  }
}

/** 更多: the custom buttons of a row in an action sheet (WeChat shows at most 6) */
export async function pickCustomButton(buttons: LcListButton[]): Promise<LcListButton | undefined> {
  const offered = buttons.slice(0, 6)
  if (!offered.length) return undefined
  try {
    const res = await Taro.showActionSheet({ itemList: offered.map((b) => b.label) })
    return offered[res.tapIndex]
  } catch {
    return undefined // cancelled
  }
}
