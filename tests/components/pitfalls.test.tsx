// 问题库 (pitfallCustom): the list shows the proposals of a state with their chips and offers 新增问题 to proposers;
// its 问题库 segment reads the library and searches it; the review page lets a reviewer reword and move a proposal
// before 审核入库 and refuses 驳回 without an opinion; the proposer withdraws a pending one after confirming; the
// proposal form picks the item from the library and checks what is missing before it sends.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage } from '../__mocks__/taro'
import PitfallCustomPage from '@/pages/apply/pitfallCustom/index'
import ApprovePitfallPage from '@/pages/apply/pitfallCustom/approvePitfall'
import AddProblemPage from '@/pages/apply/problemRectification/addProblem'
import { clearOptionCache } from '@/engines/lowcode/api/options'
import { useSessionStore } from '@/features/session'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const input = (el: Element, value: string) => fireEvent(el, new CustomEvent('input', { detail: { value } }))
const pick = (el: Element, value: number) => fireEvent(el, new CustomEvent('change', { detail: { value } }))

const DICTIONARIES = {
  'GET /api/system/DictionaryData/All': { code: 400, msg: 'no' },
  'GET /api/system/DictionaryData/dt-hazardLevel/Data/Selector': ok({ list: [{ id: 'dd-hazardLevel-general', fullName: '一般隐患' }, { id: 'dd-hazardLevel-major', fullName: '重大隐患' }] }),
  'GET /api/system/DictionaryData/dt-hazardCategory/Data/Selector': ok({ list: [{ id: 'dd-hazardCategory-1', fullName: '高处坠落' }, { id: 'dd-hazardCategory-13', fullName: '临时用电' }] })
}
const problem = (id: string, parentId: string, fullName: string, more: Record<string, unknown> = {}) => ({
  id, parentId, fullName, type: 'problem', sortCode: 0, hazardLevel: 'dd-hazardLevel-general', hazardCategory: 'dd-hazardCategory-13',
  basis: 'JGJ 46-2005 第8.1.3条', measures: '整改', rectifyDays: 1, ...more
})
const TREE = [
  { id: 'pl-elec', parentId: '0', fullName: '临时用电', type: 'category', sortCode: 0, children: [
    { id: 'pl-elec-box', parentId: 'pl-elec', fullName: '配电箱与开关箱', type: 'item', sortCode: 0, children: [problem('pl-elec-box-1', 'pl-elec-box', '开关箱未实行一机一闸一漏一箱')] },
    { id: 'pl-elec-line', parentId: 'pl-elec', fullName: '配电线路', type: 'item', sortCode: 1, children: [problem('pl-elec-line-1', 'pl-elec-line', '电缆沿地面明敷')] }
  ] },
  { id: 'pl-height', parentId: '0', fullName: '高处作业', type: 'category', sortCode: 1, children: [
    { id: 'pl-height-edge', parentId: 'pl-height', fullName: '临边与洞口防护', type: 'item', sortCode: 0, children: [problem('pl-height-edge-1', 'pl-height-edge', '桥面临边未设置防护栏杆', { hazardLevel: 'dd-hazardLevel-major' })] }
  ] }
]
const card = (id: string, state: string, more: Record<string, unknown> = {}) => ({
  id, projectId: 'proj-hj', state, description: `配电箱放在积水处${id}`, hazardLevel: 'dd-hazardLevel-general', hazardCategory: 'dd-hazardCategory-13',
  itemId: 'pl-elec-box', itemName: '配电箱与开关箱', categoryName: '临时用电', proposerName: '陈刚', proposedAt: Date.now() - 3_600_000,
  reviewerName: '', reviewedAt: null, ...more
})
const detail = (more: Record<string, unknown> = {}) => ({
  ...card('p1', 'pending'), basis: 'JGJ 46-2005 第8.1.6条', measures: '移至干燥处', rectifyDays: 2, photos: [], opinion: '', problemId: '',
  proposerUserId: 'u-chengang', mayReview: false, mayWithdraw: false, ...more
})
const page = (list: unknown[], more: Record<string, unknown> = {}) => ok({ list, pagination: { currentPage: 1, pageSize: 20, total: list.length }, mayReview: false, mayPropose: true, ...more })

beforeEach(() => {
  __reset()
  clearOptionCache()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-chengang', userName: '陈刚', userAccount: 'chengang' })
  const project = { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' }
  __storage.set('project', project)
  useSessionStore.setState({ project: project as never })
  __setRouterParams({})
})

test('the list: my pending proposals with their chips, the other states, 新增问题 for a proposer', async () => {
  const api = fakeApi({
    ...DICTIONARIES,
    'GET /api/safety/pitfallCustom': (c) => (c.query.state === 'approved'
      ? page([card('p2', 'approved', { reviewerName: '何晓燕', reviewedAt: Date.now() })])
      : page([card('p1', 'pending')]))
  })
  render(<PitfallCustomPage />)
  await screen.findByText('配电箱放在积水处p1')
  expect(screen.getByText('临时用电 / 配电箱与开关箱')).toBeInTheDocument()
  expect(screen.getAllByText('待审核').length).toBe(2)
  await screen.findByText('一般隐患')
  expect(api.find('GET', '/api/safety/pitfallCustom')[0].query).toMatchObject({ projectId: 'proj-hj', state: 'pending', currentPage: '1' })
  fireEvent.click(screen.getByText('新增问题'))
  expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/problemRectification/addProblem' }))
  fireEvent.click(screen.getByText('已入库'))
  await screen.findByText('配电箱放在积水处p2')
  expect(screen.getByText(/何晓燕 审核入库于/)).toBeInTheDocument()
  fireEvent.click(screen.getByText('配电箱放在积水处p2'))
  expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/pitfallCustom/approvePitfall?id=p2' }))
})

test('an empty state, and no 新增问题 for someone who may not propose', async () => {
  fakeApi({ ...DICTIONARIES, 'GET /api/safety/pitfallCustom': page([], { mayPropose: false, mayReview: true }) })
  render(<PitfallCustomPage />)
  await screen.findByText('没有待审核的问题')
  expect(screen.queryByText('新增问题')).toBeNull()
})

test('the 问题库 segment reads the library, opens a category and searches it', async () => {
  const api = fakeApi({
    ...DICTIONARIES,
    'GET /api/safety/pitfallCustom': page([]),
    'GET /api/safety/problemLibrary/tree': (c) => ok({ list: c.query.keyword ? [TREE[1]] : TREE })
  })
  const { container } = render(<PitfallCustomPage />)
  await screen.findByText('您没有待审核的问题')
  fireEvent.click(screen.getAllByText('问题库').find((el) => el.closest('.pf-segment'))!)
  await screen.findByText('临时用电')
  expect(screen.getByText('共3条问题')).toBeInTheDocument()
  expect(screen.queryByText('开关箱未实行一机一闸一漏一箱')).toBeNull()
  fireEvent.click(screen.getByText('临时用电'))
  await screen.findByText('开关箱未实行一机一闸一漏一箱')
  fireEvent.click(screen.getByText('开关箱未实行一机一闸一漏一箱'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('依据：JGJ 46-2005 第8.1.3条') })))
  input(container.querySelector('[aria-label="搜索问题库"]')!, '临边')
  fireEvent.click(screen.getByText('搜索'))
  // while searching everything is open
  await screen.findByText('桥面临边未设置防护栏杆')
  expect(screen.queryByText('临时用电')).toBeNull()
  expect(api.find('GET', '/api/safety/problemLibrary/tree').at(-1)!.query).toEqual({ keyword: '临边' })
})

test('a reviewer rewords and moves a proposal, then 审核入库; 驳回 needs an opinion', async () => {
  __setRouterParams({ id: 'p1' })
  let approved: Record<string, unknown> | null = null
  const api = fakeApi({
    ...DICTIONARIES,
    'GET /api/safety/pitfallCustom/p1': () => ok(approved ? detail({ state: 'approved', reviewerName: '何晓燕', reviewedAt: Date.now() }) : detail({ mayReview: true })),
    'GET /api/safety/problemLibrary/tree': ok({ list: TREE }),
    'POST /api/safety/pitfallCustom/p1/approve': (c) => {
      approved = c.body as Record<string, unknown>
      return ok(detail())
    },
    'POST /api/safety/pitfallCustom/p1/reject': ok(detail())
  })
  const { container } = render(<ApprovePitfallPage />)
  await screen.findByText('入库位置')
  await screen.findAllByText('配电箱与开关箱')
  fireEvent.click(screen.getByText('驳回'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写驳回意见' })))
  expect(api.find('POST', '/api/safety/pitfallCustom/p1/reject')).toHaveLength(0)
  // move it to 配电线路 and reword it
  const pickers = container.querySelectorAll('taro-picker-core')
  pick(pickers[1], 1)
  await waitFor(() => expect(container.querySelectorAll('.pf-row__value')[1].textContent).toBe('配电线路'))
  input(container.querySelector('[aria-label="问题描述"]')!, '配电箱设置在积水处且箱底离地不足0.6m')
  fireEvent.click(screen.getByText('重大隐患'))
  fireEvent.click(screen.getByText('审核入库'))
  await waitFor(() => expect(api.find('POST', '/api/safety/pitfallCustom/p1/approve')).toHaveLength(1))
  expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '审核入库' }))
  expect(approved).toMatchObject({ itemId: 'pl-elec-line', description: '配电箱设置在积水处且箱底离地不足0.6m', hazardLevel: 'dd-hazardLevel-major', rectifyDays: 2 })
  await screen.findByText('已入库')
  expect(screen.queryByText('审核入库')).toBeNull()
})

test('the proposer withdraws a pending one after confirming; a rejected one shows its opinion and no actions', async () => {
  __setRouterParams({ id: 'p1' })
  const api = fakeApi({
    ...DICTIONARIES,
    'GET /api/safety/pitfallCustom/p1': ok(detail({ mayWithdraw: true })),
    'DELETE /api/safety/pitfallCustom/p1': ok({ id: 'p1' })
  })
  const first = render(<ApprovePitfallPage />)
  fireEvent.click(await screen.findByText('撤回'))
  await waitFor(() => expect(api.find('DELETE', '/api/safety/pitfallCustom/p1')).toHaveLength(1))
  expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '撤回' }))
  first.unmount()
  fakeApi({ ...DICTIONARIES, 'GET /api/safety/pitfallCustom/p1': ok(detail({ state: 'rejected', opinion: '问题库已有同类问题', reviewerName: '黄伟', reviewedAt: Date.now() })) })
  render(<ApprovePitfallPage />)
  await screen.findByText('问题库已有同类问题')
  expect(screen.getByText('驳回意见')).toBeInTheDocument()
  expect(screen.queryByText('撤回')).toBeNull()
  expect(screen.queryByText('审核入库')).toBeNull()
})

test('the proposal form: the item from the library, what is missing said before sending, then 提交审核', async () => {
  let sent: Record<string, unknown> | null = null
  const api = fakeApi({
    ...DICTIONARIES,
    'GET /api/safety/problemLibrary/tree': ok({ list: TREE }),
    'POST /api/safety/pitfallCustom': (c) => {
      sent = c.body as Record<string, unknown>
      return ok(detail({ id: 'new1' }))
    }
  })
  const { container } = render(<AddProblemPage />)
  await screen.findByText('所属检查项')
  expect(screen.getByText('项目：杭金改扩建')).toBeInTheDocument()
  fireEvent.click(screen.getByText('提交审核'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择检查项' })))
  const pickers = container.querySelectorAll('taro-picker-core')
  pick(pickers[0], 1)
  await waitFor(() => expect(container.querySelectorAll('.pf-row__value')[1].textContent).toBe('临边与洞口防护'))
  fireEvent.click(screen.getByText('提交审核'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写问题描述' })))
  input(container.querySelector('[aria-label="问题描述"]')!, '盖梁施工平台外侧防护栏杆缺失两跨')
  fireEvent.click(screen.getByText('提交审核'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择隐患类别' })))
  await waitFor(() => expect(container.querySelectorAll('taro-picker-core').length).toBe(3))
  pick(container.querySelectorAll('taro-picker-core')[2], 0)
  input(container.querySelector('[aria-label="整改时限"]')!, '0')
  fireEvent.click(screen.getByText('提交审核'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '整改时限应为1～365天' })))
  input(container.querySelector('[aria-label="整改时限"]')!, '1')
  fireEvent.click(screen.getByText('提交审核'))
  await waitFor(() => expect(api.find('POST', '/api/safety/pitfallCustom')).toHaveLength(1))
  expect(sent).toMatchObject({
    projectId: 'proj-hj', itemId: 'pl-height-edge', description: '盖梁施工平台外侧防护栏杆缺失两跨', hazardLevel: 'dd-hazardLevel-general',
    hazardCategory: 'dd-hazardCategory-1', rectifyDays: 1, photos: []
  })
  await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/pitfallCustom/approvePitfall?id=new1' })))
})
