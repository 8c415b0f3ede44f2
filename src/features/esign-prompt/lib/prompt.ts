// The batch-sign prompt (spec §4): after login (once per session, when the Workbench first shows) and whenever the
// socket says there is something to sign (GetHandSignUrl), the signing list opens if the sign state is 10, the push
// list is not empty, the user lacks the batch-signature role and the sign-list record is not in state 1. A user
// without a personal seal yet (state 0) gets one made from their name first (CreatePersonSeal).
import Taro from '@tarojs/taro'
import type { RoleSignVO } from '@shared/api/esign'
import { routes, pagePath, tabPages } from '@/config/routes'
import { shouldPromptBatchSign } from '@/lib/shared-store'
import { navigationPending } from '@/lib/navigation-pending'
import { getToken, storage } from '@/lib/storage'
import { createPersonSeal, getRoleSign } from '../api/role-sign'

export type PromptFlag = 'approve' | 'login'

/** GetRoleSign, with the personal seal made first when the user has none */
export async function loadRoleSign(flag: PromptFlag): Promise<RoleSignVO> {
  const info = await getRoleSign(flag)
  if (Number(info.state) === 10) return info
  await createPersonSeal()
  return getRoleSign(flag)
}

export function promptWanted(info: RoleSignVO): boolean {
  const user = storage.get('userInfo')
  return shouldPromptBatchSign({
    signState: info.state,
    pushList: info.handSignPushData?.handSignPushDataList,
    roleName: user?.roleName,
    isAdministrator: user?.isAdministrator,
    signRecordState: info.signList?.F_State
  })
}

function topPage(): string {
  const pages = Taro.getCurrentPages()
  const top = pages[pages.length - 1] as { route?: string } | undefined
  return top?.route ? pagePath(top.route) : ''
}

/**
 * on a page other than the tabs (a form, a detail, a list opened from the Workbench), or on the way to one: a tap
 * on a tile whose page is still loading must not get the signing list opened over it
 */
function busyElsewhere(): boolean {
  const top = topPage()
  if (navigationPending(top)) return true
  // the login and launch pages are on their way to the Workbench, not work the user is doing
  return top !== '' && top !== routes.flowModal && top !== routes.login && top !== routes.launch && !tabPages.includes(top)
}

// a signing request (after login, or over the socket) that came while the user was busy on another page (an
// approval under way): the signing list does not pull them away from it, it opens the next time the Workbench shows
let deferred = false

// one check at a time: the Workbench asks on mount and on show at once, and a deferred request and the login
// moment could both find no prompt open yet and open two (the second 稍后签署 then went back past the Workbench)
let queue: Promise<unknown> = Promise.resolve()

/** opens the signing list when the rule says so; answers whether it did */
export function checkBatchSignPrompt(flag: PromptFlag): Promise<boolean> {
  const next = queue.then(() => checkOnce(flag))
  queue = next.catch(() => undefined)
  return next
}

async function checkOnce(flag: PromptFlag): Promise<boolean> {
  if (!getToken()) return false
  if (busyElsewhere()) {
    deferred = true
    return false
  }
  const info = await loadRoleSign(flag)
  if (!promptWanted(info) || topPage() === routes.flowModal) return false
  // the user may have moved on while the rule was asked (a tap on 待办事宜 right after login)
  if (busyElsewhere()) {
    deferred = true
    return false
  }
  await Taro.navigateTo({ url: routes.flowModal })
  return true
}

let promptedToken = ''

/**
 * The login moment: once per session (token), whatever page first asks; later, a request deferred while the user was
 * busy. One check per moment: a new session's check covers a request deferred in the session before (two checks
 * opened the list twice, and the second 稍后签署 went back past the Workbench to the login page).
 */
export async function promptAfterLogin(): Promise<boolean> {
  const token = getToken()
  if (!token) return false
  let flag: PromptFlag
  if (promptedToken !== token) {
    promptedToken = token
    deferred = false
    flag = 'login'
  } else if (deferred) {
    deferred = false
    flag = 'approve'
  } else {
    return false
  }
  return checkBatchSignPrompt(flag).catch((err: unknown) => {
    console.warn('batch-sign prompt check failed', err)
    return false
  })
}

/** for tests: the next session check runs again */
export function __resetPrompt(): void {
  promptedToken = ''
  deferred = false
}
