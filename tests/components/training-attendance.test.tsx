// 培训签到: the list shows my hours and the sessions I am invited to with my standing; an organiser switches to all and
// opens 新建培训班; a session's detail lets the invited sign in with a signature (refused without one), shows the
// organiser who signed and who is missing and ends the sign-in after a confirmation; the form sends what was picked
// and opens the new session; the exam list opens 培训签到 and names each course's session. The server is a fake.
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage, __triggerHook } from '../__mocks__/taro'
import TrainAttendancePage from '@/pages/apply/safetyTrain/trainAttendance/index'
import TrainAttendanceDetailPage from '@/pages/apply/safetyTrain/trainAttendance/detail'
import TrainAttendanceCreatePage from '@/pages/apply/safetyTrain/trainAttendance/create'
import SafeTrainOnlineExamPage from '@/pages/apply/safetyTrain/safeTrainOnlineExam/index'
import { routes } from '@/config/routes'
import { at } from '@/features/training/components/session-form'
import { useSessionStore } from '@/features/session'
import { fakeApi, ok } from './session/fake-api'
import { typeInto } from './profile/dom'
import { fireTaroChange } from './lowcode-fixtures'

// the pad itself is tested on its own (signature-pad.test.tsx): here a signature is one tap
jest.mock('@/components/signature-pad', () => ({
  SignatureInput: ({ value, onChange }: { value: string; onChange(v: string): void }) => (
    <button type='button' onClick={() => onChange('data:image/png;base64,AAAA')}>{value ? '已签名' : '点击签名'}</button>
  )
}))

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const H = 3_600_000
const START = Date.parse('2026-11-27T09:00:00+08:00')
const card = (id: string, more: Record<string, unknown> = {}) => ({
  id, projectId: 'proj-hj', courseId: 'c1', courseTitle: '施工临时用电安全', title: `培训${id}`, place: 'K86+200 拌合站会议室', trainer: '赵敏', hours: 1.5,
  startsAt: START, endsAt: START + 2 * H, sectionName: '', state: 'signing', organiserName: '何晓燕', invited: true, signedAt: null, total: 5, signed: 2, ...more
})
const person = (userId: string, name: string, signedAt: number | null) => ({ userId, name, organize: '钱江路桥', signedAt, signature: signedAt ? 'data:image/png;base64,BBBB' : '' })
const detail = (more: Record<string, unknown> = {}) => ({
  ...card('s1'), contractId: '', content: '三级配电两级保护', organiserUserId: 'u-hexiaoyan', closedAt: null, mayManage: false, signedPeople: [], missingPeople: [],
  mySignature: '', serverNow: START, ...more
})

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-yangshan', userName: '杨山', userAccount: 'yangshan' })
  const project = { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' }
  __storage.set('project', project)
  __storage.set('contractList', [{ id: 'ct-hj-tj01', enCode: 'TJ-01', projectId: 'proj-hj' }, { id: 'ct-nj-tj01', enCode: 'NJ-TJ01', projectId: 'proj-nj' }])
  useSessionStore.setState({ project: project as never })
  __setRouterParams({})
})
afterEach(() => jest.restoreAllMocks())

test('a worker sees his hours and his sessions with his standing, and opens one', async () => {
  const api = fakeApi({
    'GET /api/training/sessions': ok({
      list: [card('s1'), card('s2', { state: 'closed', signedAt: START + 5 * 60_000, title: '高处作业培训' }), card('s3', { state: 'upcoming' })],
      pagination: { currentPage: 1, pageSize: 20, total: 3 }, mayOrganise: false
    }),
    'GET /api/training/hours': ok({ totalHours: 3.5, sessions: [{ id: 's2' }, { id: 's0' }] })
  })
  render(<TrainAttendancePage />)
  expect(await screen.findByText('3.5学时')).toBeTruthy()
  expect(screen.getByText('已签到培训 2 次')).toBeTruthy()
  expect(api.find('GET', '/api/training/sessions')[0].query).toMatchObject({ projectId: 'proj-hj', scope: 'mine' })
  expect(screen.getByText('待签到')).toBeTruthy()
  expect(screen.getByText('已签到 09:05')).toBeTruthy()
  expect(screen.getByText('开始前30分钟可签到')).toBeTruthy()
  expect(screen.getAllByText('时间：11-27 09:00～11:00')).toHaveLength(3)
  // no scope switch and no 新建 for a worker
  expect(screen.queryByText('全部培训班')).toBeNull()
  expect(screen.queryByText('新建培训班')).toBeNull()
  fireEvent.click(screen.getByText('高处作业培训'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.trainAttendanceDetail('s2') })
  // pulled down: read again and stopped
  await act(async () => { __triggerHook('usePullDownRefresh') })
  await waitFor(() => expect(Taro.stopPullDownRefresh).toHaveBeenCalled())
})

test('an organiser switches to all sessions with their figures and opens 新建培训班', async () => {
  const api = fakeApi({
    'GET /api/training/sessions': (c) => ok({ list: c.query.scope === 'all' ? [card('s1', { invited: false })] : [], pagination: { currentPage: 1, pageSize: 20, total: 0 }, mayOrganise: true }),
    'GET /api/training/hours': ok({ totalHours: 0, sessions: [] })
  })
  render(<TrainAttendancePage />)
  expect(await screen.findByText('暂无需要参加的培训')).toBeTruthy()
  fireEvent.click(screen.getByRole('radio', { name: '全部培训班' }))
  expect(await screen.findByText('签到 2/5')).toBeTruthy()
  expect(api.find('GET', '/api/training/sessions').at(-1)!.query.scope).toBe('all')
  fireEvent.click(screen.getByText('新建培训班'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.trainAttendanceCreate })
})

test('the invited signs in with a signature; without one he is told to sign first', async () => {
  __setRouterParams({ id: 's1' })
  const api = fakeApi({
    'GET /api/training/sessions/s1': ok(detail()),
    'POST /api/training/sessions/s1/sign': ok(detail({ signedAt: START + 3 * 60_000, mySignature: 'data:image/png;base64,AAAA', signed: 3 }))
  })
  render(<TrainAttendanceDetailPage />)
  expect(await screen.findByText('三级配电两级保护')).toBeTruthy()
  expect(screen.getByText('授课人：赵敏 · 1.5学时')).toBeTruthy()
  fireEvent.click(screen.getByText('确认签到'))
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请先手写签名' }))
  expect(api.find('POST', '/api/training/sessions/s1/sign')).toHaveLength(0)
  fireEvent.click(screen.getByText('点击签名'))
  fireEvent.click(screen.getByText('确认签到'))
  expect(await screen.findByText('已于 11-27 09:03 签到，计1.5学时')).toBeTruthy()
  expect(api.find('POST', '/api/training/sessions/s1/sign')[0].body).toEqual({ signature: 'data:image/png;base64,AAAA' })
  expect(screen.queryByText('确认签到')).toBeNull()
})

test('the organiser sees who signed and who is missing, and ends the sign-in after a confirmation', async () => {
  __setRouterParams({ id: 's1' })
  const manage = detail({ invited: false, mayManage: true, signedPeople: [person('u-a', '陈刚', START - 60_000)], missingPeople: [person('u-b', '杨山', null), person('u-c', '曹勇', null)] })
  const api = fakeApi({
    'GET /api/training/sessions/s1': ok(manage),
    'POST /api/training/sessions/s1/close': ok({ ...manage, state: 'closed', closedAt: START + 2 * H })
  })
  render(<TrainAttendanceDetailPage />)
  expect(await screen.findByText('未签到（2人）')).toBeTruthy()
  expect(screen.getByText('已签到（1人）')).toBeTruthy()
  expect(screen.getByLabelText('陈刚的签名')).toBeTruthy()
  expect(screen.queryByText('我的签到')).toBeNull()
  ;(Taro.showModal as jest.Mock).mockImplementationOnce(async () => ({ confirm: false, cancel: true }))
  fireEvent.click(screen.getByText('结束签到'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect((Taro.showModal as jest.Mock).mock.calls[0][0].content).toBe('还有2人未签到，结束后不能再签到。确定结束吗？')
  expect(api.find('POST', '/api/training/sessions/s1/close')).toHaveLength(0)
  fireEvent.click(screen.getByText('结束签到'))
  expect(await screen.findByText('签到已于 11-27 11:00 结束')).toBeTruthy()
  expect(screen.queryByText('结束签到')).toBeNull()
})

test('新建培训班 sends the course, time, place, hours and the people picked, then opens the session', async () => {
  const api = fakeApi({
    'GET /api/training/courses': ok([{ id: 'c1', title: '施工临时用电安全', description: '', passMark: 80, timeLimitMinutes: 20, questionCount: 10, attempts: 0, bestScore: null, passed: false, openAttemptId: null, session: null }]),
    'GET /api/training/sessions/people': ok([
      { userId: 'u-a', name: '陈刚', organize: '钱江路桥', sectionNames: ['TJ-01'] }, { userId: 'u-b', name: '蒋涛', organize: '浙东路桥', sectionNames: ['TJ-02'] },
      { userId: 'u-c', name: '杨山', organize: '钱江路桥', sectionNames: ['TJ-01'] }
    ]),
    'POST /api/training/sessions': ok(detail({ id: 'new1' }))
  })
  const { container } = render(<TrainAttendanceCreatePage />)
  expect(await screen.findByText('参训人员（已选0人）')).toBeTruthy()
  // only this project's sections
  expect(screen.queryByText('NJ-TJ01')).toBeNull()
  fireTaroChange(container.querySelector('taro-picker-core'), 0)
  await waitFor(() => expect(container.querySelector('.ta-picker')!.textContent).toBe('施工临时用电安全'))
  fireEvent.click(screen.getByText('TJ-01'))
  fireEvent.click(screen.getByText('选择TJ-01全部'))
  expect(screen.getByText('参训人员（已选2人）')).toBeTruthy()
  fireEvent.click(screen.getByText('蒋涛'))
  fireEvent.click(screen.getByText('陈刚'))
  await typeInto(container, '如：TJ-01 项目部二楼会议室', 'TJ-01 项目部会议室')
  await typeInto(container, '请填写授课人姓名', '何晓燕')
  fireEvent.click(screen.getByText('创建培训班'))
  await waitFor(() => expect(api.find('POST', '/api/training/sessions')).toHaveLength(1))
  const sent = api.find('POST', '/api/training/sessions')[0].body as Record<string, unknown>
  const day = new Date(Date.now() + 8 * H + 24 * H).toISOString().slice(0, 10)
  expect(sent).toMatchObject({
    projectId: 'proj-hj', courseId: 'c1', contractId: 'ct-hj-tj01', place: 'TJ-01 项目部会议室', trainer: '何晓燕', hours: 2, startsAt: at(day, '09:00'), endsAt: at(day, '11:00')
  })
  expect((sent.userIds as string[]).sort()).toEqual(['u-b', 'u-c'])
  await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalledWith({ url: routes.trainAttendanceDetail('new1') }))
})

test('the exam list opens 培训签到 and names each course\'s session', async () => {
  fakeApi({
    'GET /api/training/courses': ok([{
      id: 'c1', title: '施工临时用电安全', description: '', passMark: 80, timeLimitMinutes: 20, questionCount: 10, attempts: 0, bestScore: null, passed: false,
      openAttemptId: null, session: { id: 's1', title: '临时用电培训（第二期）', startsAt: START, state: 'signing' }
    }])
  })
  render(<SafeTrainOnlineExamPage />)
  fireEvent.click(await screen.findByText('培训班：临时用电培训（第二期）（11-27 09:00 · 签到中）'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.trainAttendanceDetail('s1') })
  fireEvent.click(screen.getByText('培训签到'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.trainAttendance })
})

test('the session time reads as China time on a phone set to any zone', () => {
  expect(at('2026-11-27', '09:00')).toBe(START)
})
