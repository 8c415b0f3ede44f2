import Taro from '@tarojs/taro'
import { create } from 'zustand'
import type { ContractVO, CurrentUserVO, MenuItem, PermissionModel, ProjectVO, SysConfigInfo, UserInfo } from '@shared/api/oauth'
import { clearSession, getToken, onSessionCleared, storage } from '@/lib/storage'
import { encodePassword } from '@/lib/password'
import { socketService } from '@/lib/socket'
import { routes } from '@/config/routes'
import { getLogout, postLogin } from '../api/login'
import { getCurrentUser } from '../api/current-user'
import { getContracts, getProjects } from '../api/projects'

export const NO_PERMISSION_MESSAGE = '您的权限不足，请联系管理员'

export interface SessionData {
  token: string
  userInfo: UserInfo | null
  menuList: MenuItem[]
  permissionList: PermissionModel[]
  sysConfigInfo: SysConfigInfo | null
  projectList: ProjectVO[]
  project: ProjectVO | null
  contractList: ContractVO[]
  contract: ContractVO | null
}

export interface SessionState extends SessionData {
  /** extra: a pending social-login ticket to bind, and the image captcha when the server asked for one */
  loginWithPassword(account: string, password: string, extra?: { jnpf_ticket?: string; code?: string; timestamp?: string }): Promise<void>
  loginWithToken(token: string): Promise<void>
  refreshCurrentUser(): Promise<void>
  loadProjects(): Promise<void>
  selectProject(projectId: string): Promise<void>
  selectContract(contractId: string): void
  logout(): Promise<void>
  /** ends the session on this device only: for when the server has already revoked the token (account cancelled) */
  leave(): Promise<void>
  /** re-reads the persisted session (the store reads it once when first imported) */
  restore(): void
}

const emptySession: SessionData = {
  token: '',
  userInfo: null,
  menuList: [],
  permissionList: [],
  sysConfigInfo: null,
  projectList: [],
  project: null,
  contractList: [],
  contract: null
}

function readPersisted(): SessionData {
  return {
    token: getToken(),
    userInfo: storage.get('userInfo') ?? null,
    menuList: storage.get('menuList') ?? [],
    permissionList: storage.get('permissionList') ?? [],
    sysConfigInfo: storage.get('sysConfigInfo') ?? null,
    projectList: storage.get('projectList') ?? [],
    project: storage.get('project') ?? null,
    contractList: storage.get('contractList') ?? [],
    contract: storage.get('contract') ?? null
  }
}

function persistCurrentUser(user: CurrentUserVO): void {
  storage.set('userInfo', user.userInfo)
  storage.set('menuList', user.menuList)
  storage.set('permissionList', user.permissionList)
  if (user.sysConfigInfo) {
    storage.set('sysConfigInfo', user.sysConfigInfo)
    storage.set('sysVersion', user.sysConfigInfo.sysVersion ?? '')
    storage.set('copyright', user.sysConfigInfo.copyright ?? '')
  }
}

/** keeps `current` when it is still offered, otherwise falls back to the first entry */
function pickCurrent<T extends { id: string }>(list: T[], current: T | null | undefined): T | null {
  return list.find((x) => x.id === current?.id) ?? list[0] ?? null
}

export const useSessionStore = create<SessionState>()((set, get) => {
  /**
   * CurrentUser with the rule of spec §6: a user whose menu list is empty cannot use the app, so the token is
   * dropped and the caller fails (the login page stays, launch goes back to login).
   */
  async function loadCurrentUser(): Promise<void> {
    const user = await getCurrentUser()
    if (user.menuList.length === 0) {
      Taro.showToast({ title: NO_PERMISSION_MESSAGE, icon: 'none', duration: 2000 })
      // best-effort logout, silent on purpose: the toast above says why, and the token is dropped here anyway
      getLogout().catch(() => undefined)
      clearSession()
      throw new Error(NO_PERMISSION_MESSAGE)
    }
    persistCurrentUser(user)
    set({
      userInfo: user.userInfo,
      menuList: user.menuList,
      permissionList: user.permissionList,
      sysConfigInfo: user.sysConfigInfo ?? null
    })
  }

  return {
    ...readPersisted(),

    async loginWithPassword(account, password, extra) {
      const login = await postLogin({
        account: account.trim(),
        password: encodePassword(password),
        grant_type: 'password',
        ...(extra?.jnpf_ticket ? { jnpf_ticket: extra.jnpf_ticket } : {}),
        ...(extra?.code ? { code: extra.code, timestamp: extra.timestamp } : {})
      })
      await get().loginWithToken(login.token)
    },

    async loginWithToken(token) {
      if (!token) throw new Error('登录失败：令牌为空')
      storage.set('token', token)
      set({ token })
      try {
        await loadCurrentUser()
      } catch (err) {
        // a token we cannot use is not a session: leave nothing behind
        if (getToken()) clearSession()
        throw err
      }
      // a new session gets its own socket (spec §4); one still open for an earlier token is replaced
      socketService.close()
      socketService.start()
      // projects are secondary: the user is logged in even if this list fails (the picker offers a retry)
      await get().loadProjects().catch(() => undefined)
    },

    refreshCurrentUser: loadCurrentUser,

    async loadProjects() {
      const projectList = await getProjects()
      storage.set('projectList', projectList)
      set({ projectList })
      const project = pickCurrent(projectList, get().project)
      if (project) {
        await get().selectProject(project.id)
      } else {
        storage.remove('project')
        storage.remove('contract')
        storage.remove('contractList')
        set({ project: null, contractList: [], contract: null })
      }
    },

    async selectProject(projectId) {
      const project = get().projectList.find((p) => p.id === projectId)
      if (!project) throw new Error('所选项目不在您的项目列表中')
      // fetch first: a failed load leaves the current selection untouched
      const contractList = await getContracts(project.id)
      const contract = pickCurrent(contractList, get().contract)
      storage.set('project', project)
      storage.set('contractList', contractList)
      if (contract) storage.set('contract', contract)
      else storage.remove('contract')
      set({ project, contractList, contract })
    },

    selectContract(contractId) {
      const contract = get().contractList.find((c) => c.id === contractId)
      if (!contract) throw new Error('所选合同段不属于当前项目')
      storage.set('contract', contract)
      set({ contract })
    },

    async logout() {
      // best-effort logout, silent on purpose: the session ends on this device whatever the server answers
      if (getToken()) await getLogout().catch(() => undefined)
      await get().leave()
    },

    async leave() {
      socketService.close()
      clearSession()
      await Taro.reLaunch({ url: routes.login })
    },

    restore() {
      set(readPersisted())
    }
  }
})

// 600/601/602 from any call (or another tab of the app) clears storage; the in-memory session follows
// (sysConfigInfo outlives a logout in storage, and so it does here)
onSessionCleared(() => useSessionStore.setState({ ...emptySession, sysConfigInfo: storage.get('sysConfigInfo') ?? null }))
