// WBS分解 and 周进度: the section's WBS opens level by level with progress per node and searches on the server; the
// weekly view draws plan against actual and lists each week, newest first; both say when there is nothing and
// offer 重试 after a failure. The server is a fake at the request level.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { WbsTreeScreen, WeekProgressScreen, visibleNodes } from '@/features/progress'
import { __reset } from '../__mocks__/taro'
import { recordingCanvas } from './chart-canvas'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })

const node = (id: string, parentId: string, level: string, name: string, extra: Record<string, unknown> = {}) => ({
  id, parentId, level, code: id.toUpperCase(), name, chainage: 'K12+000～K13+000', billCode: '', unit: '', designQuantity: 0, unitPrice: 0,
  doneQuantity: 0, designValue: 1000000, doneValue: 250000, plannedValue: 300000, percent: 25, hasChildren: level !== 'item', ...extra
})
const tree = {
  contractId: 'ct-tj01', contractName: 'TJ-01', designValue: 1000000, doneValue: 250000, percent: 25,
  list: [
    node('u1', '', 'unit', '路基工程'),
    node('s1', 'u1', 'subunit', 'K12+000～K13+000路基'),
    node('d1', 's1', 'division', '路基土石方'),
    node('i1', 'd1', 'item', '挖方路基', { billCode: '203-1-a', unit: 'm³', designQuantity: 12000, doneQuantity: 6000, percent: 50 })
  ]
}

beforeEach(() => {
  __reset()
  recordingCanvas().install()
})

test('a node shows only when every ancestor is open', () => {
  const shown = (open: string[]) => visibleNodes(tree.list as never, new Set(open)).map((r) => `${r.node.id}:${r.depth}`)
  expect(shown([])).toEqual(['u1:0'])
  expect(shown(['u1', 's1'])).toEqual(['u1:0', 's1:1', 'd1:2'])
  // an open division under a closed sub-unit stays hidden
  expect(shown(['u1', 'd1'])).toEqual(['u1:0', 's1:1'])
})

test('the WBS opens level by level, shows each node\'s progress, and searches on the server', async () => {
  const api = fakeApi({
    'GET /api/progress/wbs': (c) => ok(c.query.keyword === '挖方' ? tree : c.query.keyword ? { ...tree, list: [] } : tree)
  })
  render(<WbsTreeScreen contractId='ct-tj01' />)
  await screen.findByText('K12+000～K13+000路基')
  expect(api.find('GET', '/api/progress/wbs')[0].query).toMatchObject({ contractId: 'ct-tj01' })
  // the units open onto their sub-units; a division waits for a tap
  expect(screen.queryByText('路基土石方')).toBeNull()
  expect(screen.getAllByText('完成 25.00万元 / 100.00万元').length).toBe(2)
  fireEvent.click(screen.getByText('K12+000～K13+000路基'))
  fireEvent.click(await screen.findByText('路基土石方'))
  expect(await screen.findByText('完成 6000.00m³ / 设计 12000.00m³')).toBeTruthy()
  expect(screen.getByText('I1 清单 203-1-a K12+000～K13+000')).toBeTruthy()
  expect(screen.getByText('50.00%')).toBeTruthy()

  const search = () => document.querySelector('.pg-search__input')!
  fireEvent(search(), new CustomEvent('input', { detail: { value: '沥青' } }))
  fireEvent.click(screen.getByText('搜索'))
  expect(await screen.findByText('没有与“沥青”相符的节点')).toBeTruthy()
  fireEvent(search(), new CustomEvent('input', { detail: { value: '挖方' } }))
  fireEvent.click(screen.getByText('搜索'))
  // a search opens every path down to the hits
  expect(await screen.findByText('挖方路基')).toBeTruthy()
  expect(api.find('GET', '/api/progress/wbs').map((c) => c.query.keyword)).toEqual([undefined, '沥青', '挖方'])
})

test('the WBS asks for a section, and offers 重试 when the server refuses', async () => {
  const { unmount } = render(<WbsTreeScreen contractId='' />)
  expect(screen.getByText('请先选择合同段')).toBeTruthy()
  unmount()
  let fail = true
  fakeApi({ 'GET /api/progress/wbs': () => (fail ? { code: 400, msg: '合同段不存在或您无权访问' } : ok({ ...tree, list: [] })) })
  render(<WbsTreeScreen contractId='ct-other' />)
  expect(await screen.findByText('合同段不存在或您无权访问')).toBeTruthy()
  fail = false
  fireEvent.click(screen.getByText('重试'))
  expect(await screen.findByText('该合同段尚未分解WBS')).toBeTruthy()
})

const weeks = {
  contractId: 'ct-tj01', billValue: 10000000,
  list: [
    { week: '2026-11-09', weekEnd: '2026-11-15', plannedValue: 300000, actualValue: 320000, plannedPercent: 40, actualPercent: 41.5 },
    { week: '2026-11-16', weekEnd: '2026-11-22', plannedValue: 300000, actualValue: 250000, plannedPercent: 43, actualPercent: 44 }
  ]
}

test('the weekly view: plan and actual per week, newest first, and the number of weeks as chips', async () => {
  const api = fakeApi({ 'GET /api/progress/weeks': ok(weeks) })
  render(<WeekProgressScreen contractId='ct-tj01' />)
  await screen.findByText('11-16～11-22')
  const rows = Array.from(document.querySelectorAll('.pg-table__row:not(.pg-table__row--head)')).map((r) => r.textContent)
  expect(rows).toEqual(['11-16～11-2230.0025.0044.00%', '11-09～11-1530.0032.0041.50%'])
  expect(screen.getAllByRole('img').map((i) => i.getAttribute('aria-label')).join(' ')).toContain('11-16')
  expect(api.find('GET', '/api/progress/weeks')[0].query).toMatchObject({ contractId: 'ct-tj01', weeks: '8' })
  fireEvent.click(screen.getByText('近12周'))
  await waitFor(() => expect(api.find('GET', '/api/progress/weeks').map((c) => c.query.weeks)).toEqual(['8', '12']))
})

test('the weekly view says when the section has no plan, and offers 重试 after a failure', async () => {
  let fail = true
  fakeApi({ 'GET /api/progress/weeks': () => (fail ? { code: 400, msg: '周数应为 1 到 53 之间的整数' } : ok({ ...weeks, billValue: 0, list: [] })) })
  render(<WeekProgressScreen contractId='ct-tj01' />)
  expect(await screen.findByText('周数应为 1 到 53 之间的整数')).toBeTruthy()
  fail = false
  fireEvent.click(screen.getByText('重试'))
  expect(await screen.findByText('该合同段没有计划，无法对比周进度')).toBeTruthy()
})
