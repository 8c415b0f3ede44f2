// 日程安排: the month marks the days the server named, the chosen day lists my entries (tap to edit) and my tasks due
// (tap through to the task); the form saves a new entry on the chosen day and deletes an entry only after asking.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import dayjs from 'dayjs'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage } from '../__mocks__/taro'
import SchedulePage from '@/pages/apply/schedule/index'
import ScheduleFormPage from '@/pages/apply/schedule/form'
import { useSessionStore } from '@/features/session'
import { fakeApi, ok } from './session/fake-api'
import { typeIn } from './lowcode-fixtures'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const today = dayjs().format('YYYY-MM-DD')
const entry = (more: Record<string, unknown> = {}) => ({
  id: 'e1', title: '3#盖梁钢筋隐蔽验收', startAt: dayjs(`${today} 16:30`).valueOf(), endAt: dayjs(`${today} 17:30`).valueOf(), allDay: false,
  place: 'K23+400 右幅', remindMinutes: 60, notes: '', ...more
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

test('the month has dots where the server said; the day lists my entries, my meetings and my tasks due', async () => {
  const api = fakeApi({
    'GET /api/schedule/month': (c) => ok({ month: c.query.month, days: [today] }),
    'GET /api/schedule/day': (c) => ok(c.query.date === today
      ? {
        day: today, entries: [entry()], tasks: [{ id: 't1', billNo: 'RW20261127001', title: '支架预压观测', dueDate: today, stateName: '进行中', projectName: '杭金' }],
        meetings: [{ id: 'm1', meetingNo: 'JL01-HY-2026-015', subject: '第15次监理例会', meetingDate: today, startTime: '09:30', place: '项目部二楼会议室', stateName: '待召开' }]
      }
      // an older server answers no meetings at all
      : { day: c.query.date, entries: [], tasks: [] })
  })
  const { container } = render(<SchedulePage />)
  await screen.findByText('3#盖梁钢筋隐蔽验收')
  expect(screen.getByText('16:30-17:30 · K23+400 右幅')).toBeInTheDocument()
  expect(screen.getByText('任务：支架预压观测')).toBeInTheDocument()
  expect(container.querySelectorAll('.sc-dot:not(.sc-dot--none)')).toHaveLength(1)
  expect(api.find('GET', '/api/schedule/month')[0].query).toMatchObject({ month: today.slice(0, 7), projectId: 'proj-hj' })
  expect(screen.getByText('09:30 · 项目部二楼会议室 · 待召开')).toBeInTheDocument()
  fireEvent.click(screen.getByText('会议：第15次监理例会'))
  expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/supervisionMeeting/detail?id=m1' }))
  fireEvent.click(screen.getByText('任务：支架预压观测'))
  expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/myTasks/taskDetail?id=t1' }))
  fireEvent.click(screen.getByText('3#盖梁钢筋隐蔽验收'))
  expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/schedule/form?id=e1' }))

  // another day: nothing on it, and 新建日程 starts on that day
  const other = dayjs(today).date() === 15 ? `${today.slice(0, 7)}-16` : `${today.slice(0, 7)}-15`
  fireEvent.click(container.querySelector(`[aria-label="${other}"]`)!)
  await screen.findByText('当天暂无日程')
  fireEvent.click(screen.getByText('新建日程'))
  expect(Taro.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: `/pages/apply/schedule/form?date=${other}` }))
  // next month asks for that month
  fireEvent.click(screen.getByText('下月'))
  await waitFor(() => expect(api.find('GET', '/api/schedule/month').map((c) => c.query.month)).toContain(dayjs(today).add(1, 'month').format('YYYY-MM')))
})

test('a new entry is saved on the chosen day with its reminder; a title is required', async () => {
  __setRouterParams({ date: '2026-12-03' })
  let saved: Record<string, unknown> | null = null
  const api = fakeApi({ 'POST /api/schedule/entries': (c) => { saved = c.body as Record<string, unknown>; return ok(entry({ id: 'e9' })) } })
  const { container } = render(<ScheduleFormPage />)
  await screen.findByText('新建日程')
  fireEvent.click(screen.getByText('保存'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写日程标题' })))
  await typeIn(container, '.sc-form input', '桥梁荷载试验协调会')
  fireEvent.click(screen.getByText('提前1天'))
  fireEvent.click(screen.getByText('保存'))
  await waitFor(() => expect(api.find('POST', '/api/schedule/entries')).toHaveLength(1))
  expect(saved).toMatchObject({
    title: '桥梁荷载试验协调会', remindMinutes: 1440, allDay: false,
    startAt: dayjs('2026-12-03 09:00').valueOf(), endAt: dayjs('2026-12-03 10:00').valueOf()
  })
  // back to the calendar (opened straight, as here: the calendar is launched in its place)
  await waitFor(() => expect(Taro.reLaunch).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/schedule/index' })))
})

test('deleting asks first; 取消 keeps the entry', async () => {
  __setRouterParams({ id: 'e1' })
  const api = fakeApi({ 'GET /api/schedule/entries/e1': ok(entry()), 'DELETE /api/schedule/entries/e1': ok(null) })
  render(<ScheduleFormPage />)
  await screen.findByText('编辑日程')
  await waitFor(() => expect(screen.getByText('删除')).toBeInTheDocument())
  ;(Taro.showModal as jest.Mock).mockImplementationOnce(async () => ({ confirm: false, cancel: true }))
  fireEvent.click(screen.getByText('删除'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect(api.find('DELETE', '/api/schedule/entries/e1')).toHaveLength(0)
  fireEvent.click(screen.getByText('删除'))
  await waitFor(() => expect(api.find('DELETE', '/api/schedule/entries/e1')).toHaveLength(1))
  expect((Taro.showModal as jest.Mock).mock.calls[1][0].content).toBe('确定删除该日程？删除后不可恢复。')
})
