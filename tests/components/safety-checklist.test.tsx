// The safety inspection's checklist (隐患排查): one tap per item, a failed item asks what is wrong, its category and
// level; an item added by name, one taken off only after a confirmation; read only on the detail, where a failed item
// registered as a hazard opens it. The dictionaries come from a fake at the request level.
import { useState } from 'react'
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __storage } from '../__mocks__/taro'
import { ChecklistWidget } from '@/features/safety'
import { checklistCounts } from '@/features/safety/components/checklist'
import type { WidgetProps } from '@/engines/lowcode'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

type Row = Record<string, unknown>
const item = (itemName: string, result: string, extra: Row = {}): Row => ({
  itemName, standard: `${itemName}的检查标准`, result, problem: '', hazardCategory: '', hazardLevel: 'dd-hazardLevel-general', hazardNo: '', hazardId: '', ...extra
})

function dictionaries() {
  return fakeApi({
    'GET /api/system/DictionaryData/All': { code: 400, msg: 'no' },
    'GET /api/system/DictionaryData/dt-hazardLevel/Data/Selector': ok({ list: [{ id: 'dd-hazardLevel-general', fullName: '一般隐患' }, { id: 'dd-hazardLevel-major', fullName: '重大隐患' }] }),
    'GET /api/system/DictionaryData/dt-hazardCategory/Data/Selector': ok({ list: [{ id: 'dd-hazardCategory-1', fullName: '高处坠落' }, { id: 'dd-hazardCategory-13', fullName: '临时用电' }] })
  })
}

/** the widget in a form that keeps its value, as the engine's form store does */
function Harness({ start, disabled = false, seen }: { start: Row[]; disabled?: boolean; seen(rows: Row[]): void }) {
  const [rows, setRows] = useState<Row[]>(start)
  const props = {
    field: {} as WidgetProps['field'], value: rows, disabled, formValues: {}, form: {} as WidgetProps['form'],
    onChange: (v: Row[] | null) => { setRows(v ?? []); seen(v ?? []) }
  }
  return <ChecklistWidget {...props} />
}

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
})

test('counts results by code or by the label the detail shows', () => {
  expect(checklistCounts([item('a', 'pass'), item('b', 'fail'), item('c', '不合格'), item('d', '不涉及'), item('e', '')])).toEqual({ pass: 1, fail: 2, na: 1 })
})

test('marking an item 不合格 asks what is wrong, its category and level; items are added and removed', async () => {
  dictionaries()
  let latest: Row[] = []
  const { container } = render(<Harness start={[item('临边与洞口防护', 'pass'), item('临时用电', 'pass')]} seen={(r) => { latest = r }} />)
  expect(screen.getByText('共2项')).toBeTruthy()
  expect(screen.queryByPlaceholderText('问题描述：现场看到了什么')).toBeNull()

  fireEvent.click(screen.getAllByRole('radio', { name: '不合格' })[1])
  expect(latest.map((r) => r.result)).toEqual(['pass', 'fail'])
  expect(screen.getByText('不合格1')).toBeTruthy()
  fireEvent(container.querySelector('.ck__item--fail textarea, .ck__item--fail .hz-textarea')!, new CustomEvent('input', { detail: { value: '配电箱门未上锁' } }))
  expect(latest[1].problem).toBe('配电箱门未上锁')
  await screen.findByText('重大隐患')
  fireEvent.click(screen.getByRole('radio', { name: '重大隐患' }))
  expect(latest[1].hazardLevel).toBe('dd-hazardLevel-major')
  // tapping the chosen result again keeps it: an item always has one
  fireEvent.click(screen.getAllByRole('radio', { name: '不合格' })[1])
  expect(latest[1].result).toBe('fail')

  // adding needs a name
  fireEvent.click(screen.getByRole('button', { name: '添加' }))
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请输入检查项目名称' }))
  fireEvent(container.querySelector('.ck__add .hz-input')!, new CustomEvent('input', { detail: { value: '隧道安全步距' } }))
  fireEvent.click(screen.getByRole('button', { name: '添加' }))
  expect(latest.map((r) => r.itemName)).toEqual(['临边与洞口防护', '临时用电', '隧道安全步距'])

  // removing asks first: cancelled keeps it, confirmed takes it off
  ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
  fireEvent.click(screen.getByRole('button', { name: '删除临边与洞口防护' }))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect(latest).toHaveLength(3)
  ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: true, cancel: false })
  fireEvent.click(screen.getByRole('button', { name: '删除临边与洞口防护' }))
  await waitFor(() => expect(latest.map((r) => r.itemName)).toEqual(['临时用电', '隧道安全步距']))
})

test('read only on the detail: results as tags, a registered hazard opens, an unfinished one says when it will be', async () => {
  dictionaries()
  render(<Harness disabled seen={() => undefined} start={[
    item('基坑与边坡', '不合格', { problem: '支护桩顶位移超预警值', hazardNo: 'YH-HJ-2026-012', hazardId: 'rec-hz-hj-002' }),
    item('临时用电', '不合格', { problem: '配电箱门未上锁' }),
    item('个人防护', '合格')
  ]} />)
  expect(screen.queryByRole('radio')).toBeNull()
  expect(screen.queryByRole('button', { name: /删除/ })).toBeNull()
  expect(screen.getByText('完成检查后登记为隐患')).toBeTruthy()
  fireEvent.click(screen.getByRole('link'))
  expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('/pages/apply/hiddenDanger/index?config=') }))
})
