// 预警管理: the list shows each warning's level chip, its state by the validity (one past its end shows 已过期 even
// if the server said 生效中 when it was read) and my 未知悉 / 已知悉; the detail lets the warned tap 已知悉 with a note,
// and shows the issuer the figures and who has not acknowledged, with 提醒未读 held back within the interval.
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage, __triggerHook } from '../__mocks__/taro'
import EarlyWarningPage from '@/pages/apply/earlyWarning/index'
import { useSessionStore } from '@/features/session'
import { fakeApi, ok } from './session/fake-api'
import { nativeInputs, typeIn } from './lowcode-fixtures'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const HOUR = 3_600_000
const card = (id: string, more: Record<string, unknown> = {}) => ({
  id, projectId: 'proj-hj', type: '台风', level: 2, area: `区域${id}`, chainage: '', validFrom: Date.now() - HOUR, validUntil: Date.now() + HOUR,
  state: 'active', issuerName: '何晓燕', issuedAt: Date.now() - HOUR, sectionNames: ['TJ-01'], received: true, acknowledgedAt: null,
  total: 0, acknowledged: 0, ...more
})
const detail = (more: Record<string, unknown> = {}) => ({
  ...card('w1'), content: '预计有大暴雨', measures: '停止高处作业', contractIds: ['ct-hj-tj01'], issuerUserId: 'u-hexiaoyan', liftedAt: null,
  liftedByName: '', myNote: '', isIssuer: false, pending: [], acknowledgedPeople: [], lastRemindAt: null, nextRemindAt: null, ...more
})

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-chengang', userName: '陈刚', userAccount: 'chengang' })
  const project = { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' }
  __storage.set('project', project)
  useSessionStore.setState({ project: project as never })
  __setRouterParams({})
})

test('the list: level chips, the state by the validity, my acknowledgement; no 发布预警 for a foreman', async () => {
  fakeApi({
    'GET /api/warnings': ok({
      list: [
        card('w1', { level: 1, type: '暴雨' }),
        // read as in force, but its end has passed since
        card('w2', { level: 4, type: '高温', validUntil: Date.now() - 1000, acknowledgedAt: Date.now() - 2 * HOUR }),
        card('w3', { level: 3, type: '沉降', state: 'lifted', received: false })
      ],
      pagination: { currentPage: 1, pageSize: 20, total: 3 }, mayIssue: false
    })
  })
  render(<EarlyWarningPage />)
  await screen.findByText('暴雨预警')
  expect(screen.getByText('红色预警 Ⅰ级')).toBeInTheDocument()
  expect(screen.getByText('蓝色预警 Ⅳ级')).toBeInTheDocument()
  expect(screen.getByText('生效中')).toBeInTheDocument()
  expect(screen.getByText('已过期')).toBeInTheDocument()
  expect(screen.getByText('已解除')).toBeInTheDocument()
  expect(screen.getByText('未知悉')).toBeInTheDocument()
  expect(screen.getAllByText('已知悉')).toHaveLength(1)
  expect(screen.queryByText('发布预警')).toBeNull()
})

test('the warned taps 已知悉 with a note', async () => {
  __setRouterParams({ id: 'w1' })
  let acked: Record<string, unknown> | null = null
  const api = fakeApi({
    'GET /api/warnings/w1': () => ok(acked ? detail({ acknowledgedAt: Date.now(), myNote: acked.note }) : detail()),
    'POST /api/warnings/w1/ack': (c) => {
      acked = c.body as Record<string, unknown>
      return ok(detail())
    }
  })
  const { container } = render(<EarlyWarningPage />)
  await screen.findByText('预计有大暴雨')
  expect(screen.queryByText('知悉情况')).toBeNull()
  await typeIn(container, '.ew-note input', '已传达到班组')
  fireEvent.click(screen.getByText('已知悉'))
  await screen.findByText(/已知悉（.*）：已传达到班组/)
  expect(api.find('POST', '/api/warnings/w1/ack')).toHaveLength(1)
  expect(acked).toEqual({ note: '已传达到班组' })
  expect(screen.queryByText('已知悉', { selector: '.ew-btn *' })).toBeNull()
})

test('the issuer sees the figures and who has not acknowledged; 提醒未读 waits for the interval', async () => {
  __setRouterParams({ id: 'w1' })
  const api = fakeApi({
    'GET /api/warnings/w1': ok(detail({
      isIssuer: true, received: false, total: 3, acknowledged: 1, lastRemindAt: Date.now() - 10 * 60_000, nextRemindAt: Date.now() + 20 * 60_000,
      pending: [{ userId: 'u-a', name: '蒋涛', organize: '之江交通', ackAt: null, note: '' }, { userId: 'u-b', name: '曹勇', organize: '之江交通', ackAt: null, note: '' }],
      acknowledgedPeople: [{ userId: 'u-c', name: '陈刚', organize: '钱江路桥', ackAt: Date.now() - HOUR, note: '已撤离' }]
    })),
    'POST /api/warnings/w1/remind': ok({ reminded: 2 })
  })
  render(<EarlyWarningPage />)
  await screen.findByText('已知悉 1/3')
  expect(screen.getByText('未知悉（2人）')).toBeInTheDocument()
  expect(screen.getByText('蒋涛')).toBeInTheDocument()
  expect(screen.getByText('陈刚：已撤离')).toBeInTheDocument()
  fireEvent.click(screen.getByText('提醒未读'))
  await waitFor(() => expect(api.calls.length).toBeGreaterThan(0))
  expect(api.find('POST', '/api/warnings/w1/remind')).toHaveLength(0)
  expect(screen.getByText('解除预警')).toBeInTheDocument()
})

test('发布预警: the validity is asked as hours from the server\'s now; back with something filled in asks first', async () => {
  let sent: Record<string, unknown> | null = null
  const api = fakeApi({
    'GET /api/warnings': ok({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 }, mayIssue: true }),
    'POST /api/warnings': (c) => {
      sent = c.body as Record<string, unknown>
      return ok(detail({ id: 'w9', isIssuer: true }))
    }
  })
  const { container } = render(<EarlyWarningPage />)
  await screen.findByText('暂无预警')
  fireEvent.click(screen.getByText('发布预警'))
  await screen.findByText('预警类型')
  // nothing filled in: back leaves at once
  fireEvent.click(container.querySelector('.nav-bar__back') ?? screen.getByText('发布预警'))
  await screen.findByText('暂无预警')
  expect(Taro.showModal).not.toHaveBeenCalled()

  fireEvent.click(screen.getByText('发布预警'))
  await screen.findByText('预警类型')
  fireEvent.click(screen.getByText('暴雨'))
  // something chosen: back asks, and 继续填写 keeps the form
  ;(Taro.showModal as jest.Mock).mockImplementationOnce(async () => ({ confirm: false, cancel: true }))
  fireEvent.click(container.querySelector('.nav-bar__back')!)
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect((Taro.showModal as jest.Mock).mock.calls[0][0].content).toBe('填写的内容尚未提交，离开后将不保留，确定离开吗？')
  expect(screen.getByText('预警类型')).toBeInTheDocument()
  // the form's pull-down has nothing to reload, and stops
  await act(async () => { __triggerHook('usePullDownRefresh') })
  expect(Taro.stopPullDownRefresh).toHaveBeenCalled()

  fireEvent.click(screen.getByText('橙色预警 Ⅱ级'))
  await typeIn(container, '.ew-form input', 'TJ-01 K12+000～K15+500 高边坡')
  const areas = await nativeInputs(container, '.ew-form textarea', 2)
  fireEvent.input(areas[0], { target: { value: '预计有大暴雨' }, detail: { value: '预计有大暴雨' } })
  fireEvent.input(areas[1], { target: { value: '停止高处作业' }, detail: { value: '停止高处作业' } })
  fireEvent.click(screen.getAllByText('发布预警').pop()!)
  await waitFor(() => expect(api.find('POST', '/api/warnings')).toHaveLength(1))
  expect(sent).toMatchObject({ projectId: 'proj-hj', type: '暴雨', level: 2, validHours: 24 })
  expect(sent).not.toHaveProperty('validFrom')
  expect(sent).not.toHaveProperty('validUntil')
})

test('the detail\'s pull-down reloads the warning and stops', async () => {
  __setRouterParams({ id: 'w1' })
  const api = fakeApi({ 'GET /api/warnings/w1': ok(detail()) })
  render(<EarlyWarningPage />)
  await screen.findByText('预计有大暴雨')
  await act(async () => { __triggerHook('usePullDownRefresh') })
  await waitFor(() => expect(Taro.stopPullDownRefresh).toHaveBeenCalled())
  expect(api.find('GET', '/api/warnings/w1').length).toBeGreaterThanOrEqual(2)
})
