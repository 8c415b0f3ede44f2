// 监理例会's pages: the list opens on 我参加的 with the sign-in count and whether I signed in, switches lists and
// states, and a card opens the meeting; a meeting offers an attendee only 签到 (asked first) and its organiser the
// moves of its state; the host sees who has not signed in; publishing asks first; 记录纪要 says what a resolution
// lacks before it saves; the new-meeting form says what is missing before it sends.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { MeetingCard, MeetingDetail } from '@shared/api/supervision-meetings'
import { __reset, __setRouterParams, __storage } from '../__mocks__/taro'
import MeetingListPage from '@/pages/apply/supervisionMeeting/index'
import MeetingDetailPage from '@/pages/apply/supervisionMeeting/detail'
import MeetingAddPage from '@/pages/apply/supervisionMeeting/add'
import IncreaseMeetingPage from '@/pages/apply/supervisionMeeting/increaseMeeting'
import { routes } from '@/config/routes'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const card = (id: string, over: Partial<MeetingCard> = {}): MeetingCard => ({
  id, meetingNo: `HY-2026-0${id.padStart(2, '0')}`, type: 'regular', typeName: '监理例会', subject: `第1${id}次监理例会`, meetingDate: '2026-11-27',
  startTime: '14:00', place: '杭金项目部二楼会议室', hostName: '宋文博', scopeText: 'TJ-01', state: 'draft', stateName: '待召开', attendeeCount: 3,
  signedCount: 1, mine: { attendee: true, signedAt: null }, creatorTime: 0, ...over
})
const detail = (over: Partial<MeetingDetail> = {}): MeetingDetail => ({
  ...card('1'), projectId: 'proj-hj', contractIds: ['ct-hj-tj01'], hostUserId: 'u-songwenbo', organiserUserId: 'u-songwenbo', organiserName: '宋文博',
  agenda: ['各合同段汇报进度'], minutes: '', photos: [], cancelReason: '', actions: ['signIn'], resolutions: [],
  attendees: [
    { userId: 'u-songwenbo', realName: '宋文博', organize: '华正监理', signedAt: Date.parse('2026-11-27T13:55:00+08:00') },
    { userId: 'u-chengang', realName: '陈刚', organize: '钱江路桥', signedAt: null },
    { userId: 'u-zhanghua', realName: '张华', organize: '钱江路桥', signedAt: null }
  ],
  ...over
})
const page = (list: MeetingCard[]) => ok({ list, pagination: { currentPage: 1, pageSize: 20, total: list.length } })
const options = (mayOrganise: boolean) => ok({
  mayOrganise, users: [{ id: 'u-songwenbo', realName: '宋文博', organize: '华正监理' }, { id: 'u-chengang', realName: '陈刚', organize: '钱江路桥' }],
  sections: [{ id: 'ct-hj-tj01', enCode: 'TJ-01', fullName: '土建施工第TJ-01合同段' }]
})

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-chengang', userName: '陈刚', userAccount: 'chengang' })
  __storage.set('project', { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' })
})

test('监理例会: 我参加的 first with the sign-in count, lists and states reload, a card opens the meeting', async () => {
  const api = fakeApi({
    'GET /api/supervision-meetings/options': options(true),
    'GET /api/supervision-meetings': (c) => page(c.query.scope === 'organised' ? [card('3', { state: 'published', stateName: '纪要已发布' })] : [card('1'), card('2', { mine: { attendee: true, signedAt: 1 } })])
  })
  render(<MeetingListPage />)
  await screen.findByText('第12次监理例会')
  expect(api.find('GET', '/api/supervision-meetings')[0].query).toMatchObject({ projectId: 'proj-hj', scope: 'mine', currentPage: '1' })
  expect(screen.getByText('签到 1/3 我未签到')).toBeTruthy()
  expect(screen.getByText('签到 1/3 我已签到')).toBeTruthy()
  fireEvent.click(screen.getByText('第11次监理例会'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.supervisionMeetingDetail('1') })
  fireEvent.click(screen.getByRole('tab', { name: '我组织的' }))
  await screen.findByText('第13次监理例会')
  fireEvent.click(screen.getByRole('radio', { name: '待发布纪要' }))
  await waitFor(() => expect(api.find('GET', '/api/supervision-meetings').some((c) => c.query.scope === 'organised' && c.query.state === 'held')).toBe(true))
  fireEvent.click(screen.getByText('新建会议'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.supervisionMeetingAdd() })
})

test('监理例会: an attendee only signs in, after a confirmation, and sees when', async () => {
  __setRouterParams({ id: '1' })
  let signed = false
  const api = fakeApi({
    'GET /api/supervision-meetings/1': () => ok(detail()),
    'POST /api/supervision-meetings/1/sign-in': () => { signed = true; return { code: 200, msg: '签到成功', data: detail({ actions: [], signedCount: 2, mine: { attendee: true, signedAt: Date.parse('2026-11-27T13:58:00+08:00') } }) } }
  })
  render(<MeetingDetailPage />)
  await screen.findByText('未签到：陈刚、张华')
  expect(screen.queryByText('开始会议')).toBeNull()
  expect(screen.queryByText('发布纪要')).toBeNull()
  fireEvent.click(screen.getByText('签到'))
  await waitFor(() => expect(signed).toBe(true))
  expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '会议签到' }))
  await screen.findByText(/您已于 \d\d:\d\d 签到/)
  expect(api.find('POST', '/api/supervision-meetings/1/sign-in')).toHaveLength(1)
})

test('监理例会: the host publishes the minutes only after confirming; a refusal stays on the page', async () => {
  __setRouterParams({ id: '1' })
  __storage.set('userInfo', { userId: 'u-songwenbo', userName: '宋文博', userAccount: 'songwenbo' })
  const held = detail({ state: 'held', stateName: '待发布纪要', actions: ['editMinutes', 'publish'], minutes: '一、进度正常', mine: { attendee: true, signedAt: 1 } })
  const api = fakeApi({
    'GET /api/supervision-meetings/1': () => ok(held),
    'POST /api/supervision-meetings/1/publish': () => ({ code: 400, msg: '第1项决议：完成期限不能早于今天' })
  })
  ;(Taro.showModal as jest.Mock).mockImplementationOnce(async () => ({ confirm: false, cancel: true }))
  render(<MeetingDetailPage />)
  await screen.findByText('一、进度正常')
  fireEvent.click(screen.getByText('发布纪要'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect(api.find('POST', '/api/supervision-meetings/1/publish')).toHaveLength(0)
  fireEvent.click(screen.getByText('发布纪要'))
  await waitFor(() => expect(api.find('POST', '/api/supervision-meetings/1/publish')).toHaveLength(1))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '第1项决议：完成期限不能早于今天' })))
  fireEvent.click(screen.getByText('记录纪要'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.increaseMeeting('1') })
})

test('记录纪要 says what a resolution lacks and saves nothing until it is complete', async () => {
  __setRouterParams({ id: '1' })
  const api = fakeApi({
    'GET /api/supervision-meetings/1': () => ok(detail({ state: 'held', actions: ['editMinutes', 'publish'] })),
    'GET /api/supervision-meetings/options': options(true),
    'PUT /api/supervision-meetings/1/minutes': () => ({ code: 200, msg: '会议纪要已保存', data: detail() })
  })
  render(<IncreaseMeetingPage />)
  await screen.findByText('＋ 添加决议事项')
  fireEvent.click(screen.getByText('＋ 添加决议事项'))
  fireEvent.click(screen.getByText('保存纪要'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写第1项决议的内容' })))
  expect(api.find('PUT', '/api/supervision-meetings/1/minutes')).toHaveLength(0)
  fireEvent.click(screen.getByText('删除', { selector: '.sm-resolution *' }))
  fireEvent.click(screen.getByText('保存纪要'))
  await waitFor(() => expect(api.find('PUT', '/api/supervision-meetings/1/minutes')).toHaveLength(1))
  expect(api.find('PUT', '/api/supervision-meetings/1/minutes')[0].body).toMatchObject({ agenda: ['各合同段汇报进度'], attendeeIds: ['u-songwenbo', 'u-chengang', 'u-zhanghua'], resolutions: [] })
})

test('新建会议 says what is missing before it sends', async () => {
  __storage.set('userInfo', { userId: 'u-songwenbo', userName: '宋文博', userAccount: 'songwenbo' })
  const api = fakeApi({ 'GET /api/supervision-meetings/options': options(true), 'POST /api/supervision-meetings': () => ok({ id: 'm9', meetingNo: 'HY-2026-009' }) })
  render(<MeetingAddPage />)
  await screen.findByText('创建并通知')
  fireEvent.click(screen.getByText('创建并通知'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择会议类型' })))
  expect(api.find('POST', '/api/supervision-meetings')).toHaveLength(0)
})
