// 管理人员信息: the list shows today's figures (required on site, clocked in, certificate warnings), each person's post,
// whether he clocked in today and his certificates expired or expiring soon; filters reload; the form says what is
// missing before it sends, sends the certificates, and deleting asks first.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { ManagerVO } from '@shared/api/attendance-managers'
import { __reset, __setRouterParams, __storage } from '../__mocks__/taro'
import { useSessionStore } from '@/features/session'
import ManagerListPage from '@/pages/apply/managerInfo/index'
import ManagerFormPage from '@/pages/apply/managerInfo/form'
import { routes } from '@/config/routes'
import { fakeApi, ok } from './session/fake-api'
import { typeInto } from './ui'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const at7 = Date.parse('2026-11-27T07:12:00+08:00')
const person = (id: string, over: Partial<ManagerVO> = {}): ManagerVO => ({
  id, projectId: 'proj-hj', contractId: 'ct-hj-tj01', contractName: '土建施工第TJ-01合同段', userId: 'u-zhanghua', userName: '张华', realName: '张华', post: '项目经理',
  mobile: '13800000111', onSiteRequired: true, certificates: [], entryDate: '2026-01-05', exitDate: '', remark: '', exited: false, today: 'in', clockInTime: at7,
  certificateWarnings: 0, ...over
})
const page = (list: ManagerVO[], mayEdit = true) => ok({ list, pagination: { currentPage: 1, pageSize: 20, total: list.length }, summary: { required: 6, requiredIn: 1, warnings: 2 }, mayEdit })

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-chengang', userName: '陈刚', userAccount: 'chengang' })
  __storage.set('project', { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' })
  useSessionStore.setState({ project: { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' } as never, contractList: [{ id: 'ct-hj-tj01', projectId: 'proj-hj', enCode: 'TJ-01', fullName: '土建施工第TJ-01合同段', kind: 'construction', contractor: '钱江路桥' }] as never })
})

test('the list: figures, who clocked in today, certificate warnings; the filters reload; a row opens the person', async () => {
  const api = fakeApi({
    'GET /api/attendance/managers': page([
      person('1'),
      person('2', { realName: '李军', post: '项目总工', userId: 'u-lijun', today: 'absent', clockInTime: null }),
      person('3', {
        realName: '王芳', post: '专职安全员', today: 'absent', clockInTime: null, certificateWarnings: 1,
        certificates: [{ name: '安全生产考核合格证（C证）', number: '浙建安C（2022）0012345', expiryDate: '2026-12-15', daysLeft: 18 }]
      }),
      person('4', { realName: '周立伟', post: '安全总监', userId: '', userName: '', today: 'unlinked', clockInTime: null, certificates: [{ name: '安全生产考核合格证（C证）', number: 'C1', expiryDate: '2026-11-22', daysLeft: -5 }] }),
      person('5', { realName: '罗振华', post: '测量工程师', onSiteRequired: false, userId: '', today: 'unlinked', clockInTime: null })
    ])
  })
  render(<ManagerListPage />)
  await screen.findByText('张华 · 项目经理 · 合同要求在岗')
  expect(api.find('GET', '/api/attendance/managers')[0].query).toMatchObject({ projectId: 'proj-hj', state: 'active', currentPage: '1' })
  expect(screen.getByText('今日已打卡 07:12')).toBeTruthy()
  expect(screen.getAllByText('今日未打卡')).toHaveLength(2)
  expect(screen.getAllByText('未关联账号')).toHaveLength(2)
  expect(screen.getByText('罗振华 · 测量工程师')).toBeTruthy()
  expect(screen.getByText('⚠ 安全生产考核合格证（C证） 18天后到期（2026-12-15）')).toBeTruthy()
  expect(screen.getByText('⚠ 安全生产考核合格证（C证） 已过期5天（2026-11-22）')).toBeTruthy()
  expect(screen.getByText('证书预警').previousSibling?.textContent).toBe('2')
  fireEvent.click(screen.getByRole('radio', { name: '合同要求在岗' }))
  await waitFor(() => expect(api.find('GET', '/api/attendance/managers').at(-1)!.query).toMatchObject({ state: 'active', required: '1' }))
  fireEvent.click(screen.getByText('李军 · 项目总工 · 合同要求在岗'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.attendance.managerForm('2') })
  expect(screen.getByRole('button', { name: '登记管理人员' })).toBeTruthy()
})

test('a reader (a supervisor): no + on the list, and the person opens without 保存 or 删除', async () => {
  fakeApi({ 'GET /api/attendance/managers': page([person('1')], false), 'GET /api/attendance/managers/1': ok(person('1', { mayEdit: false })) })
  const list = render(<ManagerListPage />)
  await screen.findByText('张华 · 项目经理 · 合同要求在岗')
  expect(screen.queryByRole('button', { name: '登记管理人员' })).toBeNull()
  list.unmount()
  __setRouterParams({ id: '1' })
  render(<ManagerFormPage />)
  await screen.findByText('仅本合同段的项目经理、总工和工区负责人可以修改')
  expect(screen.queryByText('保存')).toBeNull()
  expect(screen.queryByText('删除')).toBeNull()
})

test('the form: says what is missing, sends the person with his certificate', async () => {
  const api = fakeApi({
    'GET /api/attendance/managers/accounts': ok({ list: [{ id: 'u-lijun', realName: '李军', account: 'lijun' }] }),
    'POST /api/attendance/managers': (c) => ok(person('9', c.body as Partial<ManagerVO>))
  })
  const { container } = render(<ManagerFormPage />)
  await screen.findByText('登记管理人员')
  fireEvent.click(screen.getByText('保存'))
  await screen.findByText('请填写姓名')
  expect(screen.getByText('请选择岗位')).toBeTruthy()
  expect(api.find('POST', '/api/attendance/managers')).toHaveLength(0)
  await typeInto(container, '.att-input--realName', '孙志成')
  fireEvent.click(screen.getByText('+ 添加证书'))
  fireEvent.click(screen.getByText('保存'))
  await screen.findByText('请填写证书编号')
  expect(api.find('POST', '/api/attendance/managers')).toHaveLength(0)
  await waitFor(() => expect(api.find('GET', '/api/attendance/managers/accounts')[0].query).toEqual({ contractId: 'ct-hj-tj01' }))
  expect(Taro.showModal).not.toHaveBeenCalled()
  // the pickers: post and certificate number
  const pickers = container.querySelectorAll('taro-picker-core')
  fireEvent(pickers[1], new CustomEvent('change', { detail: { value: 4 } }))
  await typeInto(container, '.att-input--number', '浙建安C（2023）0001234')
  fireEvent.click(screen.getByText('保存'))
  await waitFor(() => expect(api.find('POST', '/api/attendance/managers')).toHaveLength(1))
  expect(api.find('POST', '/api/attendance/managers')[0].body).toMatchObject({
    contractId: 'ct-hj-tj01', realName: '孙志成', post: '专职安全员', onSiteRequired: true, userId: '',
    certificates: [{ name: '安全生产考核合格证（B证）', number: '浙建安C（2023）0001234', expiryDate: '' }]
  })
})

test('editing: the saved person loads; 删除 asks first and a cancel deletes nothing', async () => {
  __setRouterParams({ id: '7' })
  const api = fakeApi({
    'GET /api/attendance/managers/7': ok(person('7', { realName: '王芳', post: '专职安全员', userId: '', mayEdit: true })),
    'GET /api/attendance/managers/accounts': ok({ list: [] }),
    'DELETE /api/attendance/managers/7': ok()
  })
  render(<ManagerFormPage />)
  await screen.findByText('删除')
  expect(screen.getByText('编辑管理人员')).toBeTruthy()
  ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false })
  fireEvent.click(screen.getByText('删除'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '删除管理人员' })))
  expect(api.find('DELETE', '/api/attendance/managers/7')).toHaveLength(0)
  ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: true })
  fireEvent.click(screen.getByText('删除'))
  await waitFor(() => expect(api.find('DELETE', '/api/attendance/managers/7')).toHaveLength(1))
})
