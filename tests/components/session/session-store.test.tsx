import { createHash } from 'crypto'
import Taro from '@tarojs/taro'
import { __reset, __storage } from '../../__mocks__/taro'
import { useSessionStore, NO_PERMISSION_MESSAGE } from '@/features/session'
import { clearSession } from '@/lib/storage'
import { currentUser, fakeApi, ok, projects, contracts, sessionRoutes } from './fake-api'

const md5 = (s: string) => createHash('md5').update(s).digest('hex')
const store = () => useSessionStore.getState()

beforeEach(() => {
  __reset()
  store().restore()
})

describe('session store', () => {
  it('when the password is right, then the token, user and first project/contract are loaded and stored', async () => {
    const api = fakeApi(sessionRoutes())
    await store().loginWithPassword(' zhangwei ', 'Highway@2026')

    const [login] = api.find('POST', '/api/oauth/Login')
    expect(login.header['Content-Type']).toBe('application/x-www-form-urlencoded')
    expect(login.body).toEqual({ account: 'zhangwei', password: md5('Highway@2026'), grant_type: 'password' })
    expect(api.find('GET', '/api/oauth/CurrentUser')[0].query).toEqual({ type: 'app' })
    expect(api.find('GET', '/api/oauth/CurrentUser')[0].header.Authorization).toBe('bearer tok-1')

    expect(store().token).toBe('bearer tok-1')
    expect(store().userInfo?.userName).toBe('张伟')
    expect(store().menuList).toHaveLength(1)
    expect(store().project?.id).toBe('pj1')
    expect(store().contract?.id).toBe('c11')
    expect(__storage.get('token')).toBe('bearer tok-1')
    expect(__storage.get('sysVersion')).toBe('V3.6.0')
    expect(__storage.get('copyright')).toBe('Copyright © 2026 路桥集团')
    expect((__storage.get('permissionList') as unknown[]).length).toBe(1)
    expect((__storage.get('project') as { id: string }).id).toBe('pj1')
  })

  it('passes a pending social ticket along so the login binds it', async () => {
    const api = fakeApi(sessionRoutes())
    await store().loginWithPassword('zhangwei', 'x', { jnpf_ticket: 't-9' })
    expect(api.find('POST', '/api/oauth/Login')[0].body).toMatchObject({ jnpf_ticket: 't-9' })
  })

  it('when the server refuses the password, then its message rejects the login and nothing is stored', async () => {
    fakeApi({ 'POST /api/oauth/Login': { code: 400, msg: '账户或密码错误，还可尝试4次' } })
    await expect(store().loginWithPassword('zhangwei', 'wrong')).rejects.toThrow('账户或密码错误，还可尝试4次')
    expect(store().token).toBe('')
    expect(__storage.has('token')).toBe(false)
    // the form shows the message itself: no toast on top of it
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('when the menu list is empty, then it toasts 您的权限不足，请联系管理员, drops the token and rejects', async () => {
    const api = fakeApi(sessionRoutes(currentUser({ menuList: [] })))
    await expect(store().loginWithPassword('nomenu', 'Highway@2026')).rejects.toThrow(NO_PERMISSION_MESSAGE)
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '您的权限不足，请联系管理员' }))
    expect(__storage.has('token')).toBe(false)
    expect(store().token).toBe('')
    expect(store().userInfo).toBeNull()
    expect(api.find('GET', '/api/oauth/project-data')).toHaveLength(0)
  })

  it('when logging out, then the server token is revoked, the session cleared and login relaunched', async () => {
    const api = fakeApi(sessionRoutes())
    await store().loginWithPassword('zhangwei', 'Highway@2026')
    await store().logout()
    expect(api.find('GET', '/api/oauth/Logout')).toHaveLength(1)
    for (const key of ['token', 'userInfo', 'permissionList', 'menuList', 'project', 'projectList', 'contract']) {
      expect(__storage.has(key)).toBe(false)
    }
    expect(store()).toMatchObject({ token: '', userInfo: null, menuList: [], project: null, contract: null, projectList: [] })
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' })
  })

  it('logs out locally even when the Logout call fails', async () => {
    fakeApi(sessionRoutes())
    await store().loginWithPassword('zhangwei', 'Highway@2026')
    fakeApi({ 'GET /api/oauth/Logout': { status: 502 } })
    await store().logout()
    expect(store().token).toBe('')
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' })
  })

  it('when another project is chosen, then its contracts load and the choice survives a restart', async () => {
    fakeApi(sessionRoutes())
    await store().loginWithPassword('zhangwei', 'Highway@2026')
    await store().selectProject('pj2')
    expect(store().contractList.map((c) => c.id)).toEqual(['c21'])
    expect(store().contract?.id).toBe('c21')

    // a restart: memory is gone, storage stays
    useSessionStore.setState({ project: null, contract: null, projectList: [], contractList: [], token: '' })
    store().restore()
    expect(store().token).toBe('bearer tok-1')
    expect(store().project?.id).toBe('pj2')
    expect(store().contract?.id).toBe('c21')

    // and a later refresh of the project list keeps it
    await store().loadProjects()
    expect(store().project?.id).toBe('pj2')
    expect(store().contract?.id).toBe('c21')
  })

  it('keeps the stored contract when it is still offered, and falls back to the first one otherwise', async () => {
    fakeApi(sessionRoutes())
    await store().loginWithPassword('zhangwei', 'Highway@2026')
    store().selectContract('c12')
    expect((__storage.get('contract') as { id: string }).id).toBe('c12')
    await store().loadProjects()
    expect(store().contract?.id).toBe('c12')

    fakeApi({ ...sessionRoutes(), 'GET /api/oauth/contract-data/pj1': ok({ list: [contracts.pj1[0]] }) })
    await store().loadProjects()
    expect(store().contract?.id).toBe('c11')
  })

  it('refuses a contract of another project or an unknown project, changing nothing', async () => {
    fakeApi(sessionRoutes())
    await store().loginWithPassword('zhangwei', 'Highway@2026')
    expect(() => store().selectContract('c21')).toThrow('所选合同段不属于当前项目')
    await expect(store().selectProject('nope')).rejects.toThrow('所选项目不在您的项目列表中')
    expect(store().project?.id).toBe('pj1')
    expect(store().contract?.id).toBe('c11')
  })

  it('when loading the contracts fails, then the current project stays selected', async () => {
    fakeApi(sessionRoutes())
    await store().loginWithPassword('zhangwei', 'Highway@2026')
    fakeApi({ ...sessionRoutes(), 'GET /api/oauth/contract-data/pj2': { code: 400, msg: '您不属于该项目' } })
    await expect(store().selectProject('pj2')).rejects.toThrow('您不属于该项目')
    expect(store().project?.id).toBe('pj1')
    expect((__storage.get('project') as { id: string }).id).toBe('pj1')
  })

  it('a user without projects is logged in with no project selected', async () => {
    fakeApi({ ...sessionRoutes(), 'GET /api/oauth/project-data': ok({ list: [] }) })
    await store().loginWithPassword('zhangwei', 'Highway@2026')
    expect(store().token).toBe('bearer tok-1')
    expect(store().project).toBeNull()
    expect(store().contract).toBeNull()
    expect(projects).toHaveLength(2)
  })

  it('when the session is cleared anywhere (a 600), then the store empties itself', async () => {
    fakeApi(sessionRoutes())
    await store().loginWithPassword('zhangwei', 'Highway@2026')
    clearSession()
    expect(store()).toMatchObject({ token: '', userInfo: null, menuList: [], project: null })
    // the system info outlives a logout (about page, login branding)
    expect(store().sysConfigInfo?.sysName).toBe('公路建设云平台')
  })

  it('refreshCurrentUser replaces the user data after a profile edit', async () => {
    const api = fakeApi(sessionRoutes())
    await store().loginWithPassword('zhangwei', 'Highway@2026')
    const edited = currentUser()
    edited.userInfo = { ...edited.userInfo, userName: '张伟伟' }
    api.calls.length = 0
    fakeApi({ 'GET /api/oauth/CurrentUser': ok(edited) })
    await store().refreshCurrentUser()
    expect(store().userInfo?.userName).toBe('张伟伟')
    expect((__storage.get('userInfo') as { userName: string }).userName).toBe('张伟伟')
  })
})
