import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro, { __reset } from '../__mocks__/taro'
import { buildFormRules } from '@/engines/lowcode/model/rules'
import { getPickerPayload, resolvePicker } from '@/engines/lowcode/lib/picker-bridge'
import type { LcField } from '@/engines/lowcode/types'
import { lcField, renderDetail, renderForm, typeIn } from './lowcode-fixtures'

beforeEach(() => __reset())

function materialTable(props: Record<string, unknown> = {}): LcField {
  const column = (jnpfKey: string, label: string, vModel: string, extra: Partial<LcField> = {}) =>
    lcField(jnpfKey, { label, vModel, parentVModel: 'tableField1', ...extra })
  return lcField('table', {
    label: '材料明细',
    vModel: 'tableField1',
    children: [
      column('input', '材料名称', 'name', { required: true }),
      column('inputNumber', '数量', 'qty', { defaultValue: 1 }),
      column('inputNumber', '单价', 'price'),
      column('calculate', '金额', 'amount', { props: { expression: [{ __vModel__: 'qty' }, '×', { __vModel__: 'price' }], precision: 2 } }),
      column('colorPicker', '颜色', 'color')
    ],
    props: {
      columnBtnsList: [
        { value: 'copy', label: '复制', show: true, showConfirm: false },
        { value: 'remove', label: '删除', show: true, showConfirm: true }
      ],
      footerBtnsList: [
        { value: 'add', label: '添加材料', show: true },
        { value: 'batchRemove', label: '批量删除', show: true },
        { value: 'pickMaterials', label: '从材料库选择', show: true, actionConfig: { interfaceId: 'if-materials', popupTitle: '材料库' } }
      ],
      showSummary: true,
      summaryField: ['amount'],
      thousands: true,
      ...props
    }
  })
}

const rows = () => screen.getAllByLabelText(/^第\d+行$/)
const rowsValue = (form: { getValue(n: string): unknown }) => form.getValue('tableField1') as Record<string, unknown>[]

describe('the child table', () => {
  test('each row is a card (n) with every column except the colour picker; the summary totals the column', async () => {
    renderForm([materialTable()], { values: { tableField1: [{ id: 'r1', name: '钢筋', qty: 2, price: 3000 }, { id: 'r2', name: '水泥', qty: 10, price: 450.5 }] } })
    expect(screen.getByText('材料明细')).toBeInTheDocument()
    expect(rows()).toHaveLength(2)
    expect(within(rows()[1]).getByText('(2)')).toBeInTheDocument()
    expect(within(rows()[0]).getByText('材料名称')).toBeInTheDocument()
    expect(screen.queryByText('颜色')).not.toBeInTheDocument()
    expect(screen.getByText('金额：10,505.00')).toBeInTheDocument()
    expect(screen.queryByText('批量删除')).not.toBeInTheDocument()
  })

  test('no total for a column the user may not see (form permission hides it)', () => {
    const table = materialTable()
    table.children = table.children!.map((c) => (c.vModel === 'amount' ? { ...c, noShow: true } : c))
    renderForm([table], { values: { tableField1: [{ id: 'r1', name: '钢筋', qty: 2, price: 3000 }] } })
    expect(screen.queryByText(/^金额：/)).not.toBeInTheDocument()
    expect(screen.queryByText('合计')).not.toBeInTheDocument()
  })

  test('a cell writes to its row path and the row calculation follows', async () => {
    const { form, container } = renderForm([materialTable()], { values: { tableField1: [{ name: '钢筋', qty: 2, price: 10 }, { name: '水泥', qty: 1, price: 5 }] } })
    const second = container.querySelectorAll('.lc-table__row')[1] as HTMLElement
    await typeIn(second, '.lc-input__field input', '碎石')
    expect(form.getValue('tableField1.1.name')).toBe('碎石')
    expect(form.getValue('tableField1.0.name')).toBe('钢筋')
    await waitFor(() => expect(form.getValue('tableField1.0.amount')).toBe(20))
    await waitFor(() => expect(form.getValue('tableField1.1.amount')).toBe(5))
  })

  test('add appends a row with the column defaults', () => {
    const { form } = renderForm([materialTable()], { values: { tableField1: [] } })
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
    fireEvent.click(screen.getByText('+ 添加材料'))
    expect(rows()).toHaveLength(1)
    expect(rowsValue(form)[0]).toMatchObject({ qty: 1 })
  })

  test('copy appends a copy without the stored row id', () => {
    const { form } = renderForm([materialTable()], { values: { tableField1: [{ id: 'r1', name: '钢筋', qty: 2 }] } })
    fireEvent.click(within(rows()[0]).getByText('复制'))
    const [original, copy] = rowsValue(form)
    expect(original).toMatchObject({ id: 'r1', name: '钢筋', qty: 2 })
    expect(copy).toMatchObject({ name: '钢筋', qty: 2 })
    expect(copy).not.toHaveProperty('id')
    expect(rowsValue(form)).toHaveLength(2)
  })

  test('remove asks first when the designer wants a confirmation; cancelling keeps the row', async () => {
    ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
    const { form } = renderForm([materialTable()], { values: { tableField1: [{ name: '钢筋' }, { name: '水泥' }] } })
    fireEvent.click(within(rows()[0]).getByText('删除'))
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '确定删除第1行吗？' })))
    await act(() => Promise.resolve())
    expect(rowsValue(form)).toHaveLength(2)
    fireEvent.click(within(rows()[0]).getByText('删除'))
    await waitFor(() => expect(rowsValue(form).map((r) => r.name)).toEqual(['水泥']))
  })

  test('row errors show under their cell and move up with their row when an earlier row is removed', async () => {
    const table = materialTable({ columnBtnsList: [{ value: 'remove', label: '删除', show: true, showConfirm: false }] })
    const { form } = renderForm([table], { values: { tableField1: [{ name: '' }, { name: '' }, { name: '水泥' }] }, rules: buildFormRules([table]) })
    act(() => {
      form.validate()
    })
    expect(within(rows()[0]).getByRole('alert')).toHaveTextContent('不能为空')
    expect(within(rows()[1]).getByRole('alert')).toHaveTextContent('不能为空')
    expect(within(rows()[2]).queryByRole('alert')).toBeNull()
    act(() => form.setValue('tableField1.1.name', '砂'))
    await waitFor(() => expect(within(rows()[1]).queryByRole('alert')).toBeNull())
    // rows now: '' (error), '砂', '水泥'; removing the first row leaves no error
    fireEvent.click(within(rows()[0]).getByText('删除'))
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(screen.queryAllByRole('alert')).toHaveLength(0)
    // an empty row after a filled one: its message must follow it up when the filled row goes
    act(() => form.setValue('tableField1', [{ name: '砂' }, { name: '' }]))
    act(() => {
      form.validate()
    })
    expect(within(rows()[1]).getByRole('alert')).toBeInTheDocument()
    fireEvent.click(within(rows()[0]).getByText('删除'))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(within(rows()[0]).getByRole('alert')).toHaveTextContent('不能为空')
  })

  test('a custom footer button picks rows in the tableLinkage page and appends them', async () => {
    const { form } = renderForm([materialTable()], { values: { tableField1: [{ name: '钢筋' }], contract: 'TJ-01' } })
    fireEvent.click(screen.getByText('从材料库选择'))
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalled())
    const url = (Taro.navigateTo as jest.Mock).mock.calls[0][0].url as string
    expect(url).toMatch(/^\/pages\/apply\/tableLinkage\/index\?pickerId=/)
    const pickerId = decodeURIComponent(url.split('pickerId=')[1])
    expect(getPickerPayload(pickerId)).toMatchObject({ tableVModel: 'tableField1', actionConfig: { interfaceId: 'if-materials' }, formValues: { contract: 'TJ-01' } })
    act(() => resolvePicker(pickerId, { rows: [{ name: '碎石', price: 80 }] }))
    await waitFor(() => expect(rowsValue(form)).toHaveLength(2))
    expect(rowsValue(form)[1]).toMatchObject({ name: '碎石', price: 80, qty: 1 })
  })

  test('an older table: actionText on the add button, a confirmed delete per row', async () => {
    const table = materialTable({ columnBtnsList: undefined, footerBtnsList: undefined, actionText: '新增一行' })
    const { form } = renderForm([table], { values: { tableField1: [{ name: '钢筋' }] } })
    fireEvent.click(screen.getByText('+ 新增一行'))
    expect(rowsValue(form)).toHaveLength(2)
    fireEvent.click(within(rows()[1]).getByText('删除'))
    await waitFor(() => expect(rowsValue(form)).toHaveLength(1))
    expect(Taro.showModal).toHaveBeenCalledTimes(1)
  })

  test('a disabled form shows the rows without buttons', () => {
    renderForm([materialTable()], { values: { tableField1: [{ name: '钢筋' }] }, disabled: true })
    expect(screen.queryByText('复制')).not.toBeInTheDocument()
    expect(screen.queryByText('+ 添加材料')).not.toBeInTheDocument()
  })

  test('the detail page shows each row as a card of display values', () => {
    renderDetail([materialTable()], { tableField1: [{ name: '钢筋', qty: 2, price: 3000, amount: 6000 }] })
    expect(screen.getByText('(1)')).toBeInTheDocument()
    expect(screen.getByText('钢筋')).toBeInTheDocument()
    expect(screen.getByText('6000.00')).toBeInTheDocument()
    expect(screen.queryByText('删除')).not.toBeInTheDocument()
  })
})
