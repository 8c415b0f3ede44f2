// A signed-in demo user, put straight into the session store and storage the way a login leaves them.
import type { UserInfo } from '@shared/api/oauth'
import { storage } from '@/lib/storage'
import { useSessionStore } from '@/features/session'

export const userInfo: UserInfo = {
  userId: 'u-zhang',
  userAccount: 'zhangwei',
  userName: '张伟',
  headIcon: '',
  organizeId: 'org-a1',
  organizeIdList: ['org-root', 'org-a', 'org-a1'],
  organizeName: '交投建设集团/沿江高速项目公司/工程管理部',
  positionId: 'pos-pm',
  positionName: '项目经理',
  positionIds: [{ id: 'pos-pm', name: '项目经理' }],
  roleIds: ['r-pm'],
  roleName: '项目经理',
  mobilePhone: '13812345678',
  email: 'zhangwei@example.com',
  isAdministrator: false,
  prevLoginTime: new Date(2026, 10, 20, 8, 30).getTime()
}

export const project = { id: 'p1', enCode: 'YJ', fullName: '沿江高速公路项目', organizeId: 'org-a' }
export const contract = { id: 'c1', projectId: 'p1', enCode: 'YJ-TJ1', fullName: '土建一标', kind: 'construction' as const, contractor: '路桥一公司' }

export function signIn(extra: Partial<ReturnType<typeof useSessionStore.getState>> = {}) {
  storage.set('token', 'bearer test-token')
  storage.set('userInfo', userInfo)
  useSessionStore.setState({
    token: 'bearer test-token',
    userInfo,
    menuList: [],
    permissionList: [],
    sysConfigInfo: null,
    projectList: [project],
    project,
    contractList: [contract],
    contract,
    ...extra
  })
}
