// A small stand-in for the JNPF server at the Taro.request level: routes 'GET /api/...' to handlers, records calls.
import { __setRequestHandler } from '../../__mocks__/taro'
import type { CurrentUserVO, MenuItem, ProjectVO, ContractVO } from '@shared/api/oauth'

export interface Call {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  header: Record<string, string>
}
type Reply = { code: number; msg?: string; data?: unknown } | { status: number; body?: unknown }
type Handler = (call: Call) => Reply | Promise<Reply>

export function fakeApi(routes: Record<string, Handler | Reply>) {
  const calls: Call[] = []
  __setRequestHandler(async (opts: any) => {
    const url = new URL(opts.url, 'http://localhost')
    const path = url.pathname.replace(/^\/H5Api/, '')
    const method = (opts.method ?? 'GET').toUpperCase()
    let body: unknown = opts.data
    if (typeof body === 'string') body = Object.fromEntries(new URLSearchParams(body))
    const call: Call = { method, path, query: Object.fromEntries(url.searchParams), body, header: opts.header ?? {} }
    calls.push(call)
    const route = routes[`${method} ${path}`]
    if (!route) return { statusCode: 200, data: { code: 404, msg: `no route ${method} ${path}` } }
    const reply = typeof route === 'function' ? await route(call) : route
    if ('status' in reply) return { statusCode: reply.status, data: reply.body }
    return { statusCode: 200, data: { msg: 'Success', ...reply } }
  })
  return {
    calls,
    find: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path)
  }
}

export const ok = (data?: unknown) => ({ code: 200, msg: 'Success', data })

export function menu(partial: Partial<MenuItem> & Pick<MenuItem, 'id' | 'fullName' | 'type'>): MenuItem {
  return {
    enCode: partial.id,
    parentId: '-1',
    icon: 'list',
    hasChildren: !!partial.children?.length,
    urlAddress: '',
    propertyJson: '{}',
    sortCode: 0,
    ...partial
  }
}

export const sampleMenus: MenuItem[] = [
  menu({
    id: 'dir-common',
    fullName: '常用',
    type: 1,
    children: [menu({ id: 'allApp', fullName: '全部应用', type: 2, urlAddress: '/pages/workFlow/allApp/index', icon: 'bullet-list' })]
  })
]

export function currentUser(overrides: Partial<CurrentUserVO> = {}): CurrentUserVO {
  return {
    menuList: sampleMenus,
    permissionList: [{ modelId: 'm1', moduleName: '隐患台账', button: [{ id: 'b1', fullName: '新增', enCode: 'btn_add' }], column: [], form: [], resource: [] }],
    userInfo: {
      userId: 'u1',
      userAccount: 'zhangwei',
      userName: '张伟',
      headIcon: '/api/file/Image/userAvatar/001.png',
      organizeId: 'o1',
      organizeIdList: ['o0', 'o1'],
      organizeName: '路桥集团/第一项目公司',
      positionId: 'p1',
      positionName: '项目经理',
      positionIds: [{ id: 'p1', name: '项目经理' }],
      roleIds: ['r1'],
      roleName: '项目经理',
      mobilePhone: '13800000001',
      email: 'zhangwei@example.com',
      isAdministrator: false
    },
    sysConfigInfo: { sysName: '公路建设云平台', sysVersion: 'V3.6.0', copyright: 'Copyright © 2026 路桥集团' },
    ...overrides
  }
}

export const projects: ProjectVO[] = [
  { id: 'pj1', enCode: 'G2026', fullName: '沿江高速公路一期', organizeId: 'o1' },
  { id: 'pj2', enCode: 'S318', fullName: 'S318国道改扩建', organizeId: 'o2' }
]

export const contracts: Record<string, ContractVO[]> = {
  pj1: [
    { id: 'c11', projectId: 'pj1', enCode: 'YJ-01', fullName: 'YJ-01土建标', kind: 'construction', contractor: '路桥一公司' },
    { id: 'c12', projectId: 'pj1', enCode: 'YJ-JL', fullName: 'YJ监理标', kind: 'supervision', contractor: '交通监理公司' }
  ],
  pj2: [{ id: 'c21', projectId: 'pj2', enCode: 'S318-01', fullName: 'S318-01土建标', kind: 'construction', contractor: '路桥二公司' }]
}

/** the routes a successful login walks through */
export function sessionRoutes(user: CurrentUserVO = currentUser()): Record<string, Handler | Reply> {
  return {
    'POST /api/oauth/Login': ok({ token: 'bearer tok-1', theme: 'classic' }),
    'GET /api/oauth/CurrentUser': ok(user),
    'GET /api/oauth/project-data': ok({ list: projects }),
    'GET /api/oauth/contract-data/pj1': ok({ list: contracts.pj1 }),
    'GET /api/oauth/contract-data/pj2': ok({ list: contracts.pj2 }),
    'GET /api/oauth/Logout': { code: 200, msg: '注销成功' }
  }
}
