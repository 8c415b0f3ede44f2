import dayjs from 'dayjs'
import { fireEvent, screen, within } from '@testing-library/react'
import Taro, { __reset } from '../__mocks__/taro'
import type { LcOption } from '@/engines/lowcode/types'
import { fireTaroChange, lcField, renderForm, typeIn } from './lowcode-fixtures'

beforeEach(() => __reset())

const tree: LcOption[] = [
  { value: 'zj', label: '浙江', children: [{ value: 'hz', label: '杭州', children: [{ value: 'xh', label: '西湖' }, { value: 'bj', label: '滨江' }] }] },
  { value: 'js', label: '江苏', children: [{ value: 'nj', label: '南京' }] }
]

describe('cascader', () => {
  test('walks level by level and stores the id path; the line shows every level', () => {
    const { form } = renderForm([lcField('cascader', { label: '地区', vModel: 'area', options: tree })])
    fireEvent.click(screen.getByRole('button', { name: '地区' }))
    const list = () => within(screen.getByRole('listbox'))
    fireEvent.click(list().getByText('浙江'))
    fireEvent.click(list().getByText('杭州'))
    fireEvent.click(list().getByText('滨江'))
    expect(form.getValue('area')).toEqual(['zj', 'hz', 'bj'])
    expect(screen.getByText('浙江/杭州/滨江')).toBeInTheDocument()
  })

  test('the breadcrumb goes back up; search finds a leaf anywhere', async () => {
    const { form } = renderForm([lcField('cascader', { label: '地区', vModel: 'area', options: tree })])
    fireEvent.click(screen.getByRole('button', { name: '地区' }))
    fireEvent.click(within(screen.getByRole('listbox')).getByText('浙江'))
    fireEvent.click(screen.getByText('全部'))
    expect(within(screen.getByRole('listbox')).getByText('江苏')).toBeInTheDocument()
    await typeIn(document.body, '.lc-sheet__search-input input', '南')
    fireEvent.click(within(screen.getByRole('listbox')).getByText('江苏 / 南京'))
    expect(form.getValue('area')).toEqual(['js', 'nj'])
  })

  test('multiple paths with showAllLevels off show the last names', () => {
    const field = lcField('cascader', { label: '地区', vModel: 'area', options: tree, multiple: true, props: { showAllLevels: false } })
    const { form } = renderForm([field], { values: { area: [['zj', 'hz', 'xh']] } })
    expect(screen.getByText('西湖')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '地区' }))
    fireEvent.click(within(screen.getByRole('listbox')).getByText('江苏'))
    fireEvent.click(within(screen.getByRole('listbox')).getByText('南京'))
    fireEvent.click(screen.getByText('确定(2)'))
    expect(form.getValue('area')).toEqual([['zj', 'hz', 'xh'], ['js', 'nj']])
  })
})

describe('treeSelect', () => {
  test('any node can be chosen; 下级 opens its children', () => {
    const { form } = renderForm([lcField('treeSelect', { label: '部门', vModel: 'dept', options: tree })])
    fireEvent.click(screen.getByRole('button', { name: '部门' }))
    fireEvent.click(screen.getByRole('button', { name: '浙江的下级' }))
    fireEvent.click(within(screen.getByRole('listbox')).getByText('杭州'))
    expect(form.getValue('dept')).toBe('hz')
    expect(screen.getByText('杭州')).toBeInTheDocument()
  })

  test('disabled shows the name and opens nothing', () => {
    renderForm([lcField('treeSelect', { label: '部门', vModel: 'dept', options: tree })], { values: { dept: 'nj' }, disabled: true })
    expect(screen.getByText('南京')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '部门' }))
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })
})

describe('datePicker', () => {
  test('a date format stores the day at 00:00 in ms and shows it in the format', () => {
    const { form, container } = renderForm([lcField('datePicker', { vModel: 'day', props: { format: 'yyyy-MM-dd' } })])
    expect(container.querySelectorAll('taro-picker-core')).toHaveLength(1)
    fireTaroChange(container.querySelector('taro-picker-core'), '2026-03-05')
    expect(form.getValue('day')).toBe(new Date(2026, 2, 5).getTime())
    expect(screen.getByText('2026-03-05')).toBeInTheDocument()
  })

  test('a date-time format adds a time picker; both parts make one ms value', () => {
    const start = new Date(2026, 0, 31, 0, 0).getTime()
    const { form, container } = renderForm([lcField('datePicker', { vModel: 'at', props: { format: 'yyyy-MM-dd HH:mm' } })], { values: { at: start } })
    const [date, time] = Array.from(container.querySelectorAll('taro-picker-core'))
    fireTaroChange(time, '14:30')
    fireTaroChange(date, '2026-02-28')
    expect(form.getValue('at')).toBe(new Date(2026, 1, 28, 14, 30).getTime())
    expect(screen.getByText('2026-02-28')).toBeInTheDocument()
    expect(screen.getByText('14:30')).toBeInTheDocument()
  })

  test('a month format asks for year and month', () => {
    const { form, container } = renderForm([lcField('datePicker', { vModel: 'm', props: { format: 'yyyy-MM' } })])
    const picker = container.querySelector('taro-picker-core') as Element
    expect(picker.getAttribute('fields')).toBe('month')
    fireTaroChange(picker, '2026-07')
    expect(form.getValue('m')).toBe(new Date(2026, 6, 1).getTime())
  })

  test('a date after the end limit (now + 3 days) is refused with the reason', () => {
    const field = lcField('datePicker', { label: '计划日期', vModel: 'plan', props: { format: 'yyyy-MM-dd' }, config: { endTimeRule: true, endTimeType: 5, endTimeTarget: 3, endTimeValue: 3 } })
    const { form, container } = renderForm([field])
    fireTaroChange(container.querySelector('taro-picker-core'), dayjs().add(10, 'day').format('YYYY-MM-DD'))
    expect(form.getValue('plan')).toBeUndefined()
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: expect.stringContaining('计划日期不能晚于') }))
    fireTaroChange(container.querySelector('taro-picker-core'), dayjs().add(2, 'day').format('YYYY-MM-DD'))
    expect(form.getValue('plan')).toBe(dayjs().add(2, 'day').startOf('day').valueOf())
  })

  test('a start limit from another field', () => {
    const start = lcField('datePicker', { vModel: 'from', props: { format: 'yyyy-MM-dd' } })
    const end = lcField('datePicker', { label: '结束日期', vModel: 'to', props: { format: 'yyyy-MM-dd' }, config: { startTimeRule: true, startTimeType: 2, startRelationField: 'from' } })
    const { form, container } = renderForm([start, end], { values: { from: new Date(2026, 4, 10).getTime() } })
    const pickers = container.querySelectorAll('taro-picker-core')
    expect(pickers[1].getAttribute('start')).toBe('2026-05-10')
    fireTaroChange(pickers[1], '2026-05-01')
    expect(form.getValue('to')).toBeUndefined()
  })

  test('clear empties the value', () => {
    const { form } = renderForm([lcField('datePicker', { vModel: 'd' })], { values: { d: Date.now() } })
    fireEvent.click(screen.getByRole('button', { name: '清空' }))
    expect(form.getValue('d')).toBeNull()
  })
})

describe('timePicker', () => {
  test('stores the time as text in the format', () => {
    const { form, container } = renderForm([lcField('timePicker', { vModel: 't', props: { format: 'HH:mm:ss' } })])
    fireTaroChange(container.querySelector('taro-picker-core'), '07:45')
    expect(form.getValue('t')).toBe('07:45:00')
    expect(screen.getByText('07:45:00')).toBeInTheDocument()
  })

  test('HH:mm format and a fixed end limit', () => {
    const field = lcField('timePicker', { label: '开盘时间', vModel: 't', props: { format: 'HH:mm' }, config: { endTimeRule: true, endTimeType: 1, endTimeValue: '18:00:00' } })
    const { form, container } = renderForm([field])
    const picker = container.querySelector('taro-picker-core') as Element
    expect(picker.getAttribute('end')).toBe('18:00')
    fireTaroChange(picker, '19:00')
    expect(form.getValue('t')).toBeUndefined()
    fireTaroChange(picker, '17:30')
    expect(form.getValue('t')).toBe('17:30')
  })
})
