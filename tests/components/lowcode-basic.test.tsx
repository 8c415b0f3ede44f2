import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro, { __reset } from '../__mocks__/taro'
import { clearOptionCache } from '@/engines/lowcode/api/options'
import { useSharedStore } from '@/lib/shared-store'
import { fakeApi } from './profile/api-fake'
import { lcField, nativeInput, options, renderForm, typeIn } from './lowcode-fixtures'

beforeEach(() => {
  __reset()
  clearOptionCache()
  useSharedStore.getState().reset()
})

describe('input', () => {
  test('value in and out, with the count, clear and the password switch', async () => {
    const field = lcField('input', { label: '账号', vModel: 'account', props: { maxlength: 20, showWordLimit: true, clearable: true, showPassword: true } })
    const { form, container } = renderForm([field], { values: { account: 'abc' } })
    const input = await nativeInput(container)
    expect(input.value).toBe('abc')
    expect(input.type).toBe('password')
    expect(screen.getByText('3/20')).toBeInTheDocument()
    fireEvent.click(screen.getByText('显示'))
    await waitFor(() => expect(container.querySelector('input')?.type).toBe('text'))
    await typeIn(container, 'input', 'abcd')
    expect(form.getValue('account')).toBe('abcd')
    fireEvent.click(screen.getByRole('button', { name: '清空' }))
    expect(form.getValue('account')).toBe('')
  })

  test('scan-to-fill writes the scanned text, cut to maxlength', async () => {
    ;(Taro.scanCode as jest.Mock).mockResolvedValueOnce({ result: 'QJ-2026-000123-EXTRA' })
    const field = lcField('input', { vModel: 'code', props: { useScan: true, maxlength: 14 } })
    const { form, container } = renderForm([field])
    await nativeInput(container)
    fireEvent.click(screen.getByRole('button', { name: '扫码填入' }))
    await waitFor(() => expect(form.getValue('code')).toBe('QJ-2026-000123'))
  })

  test('a cancelled scan changes nothing', async () => {
    ;(Taro.scanCode as jest.Mock).mockRejectedValueOnce({ errMsg: 'scanCode:fail cancel' })
    const { form } = renderForm([lcField('input', { vModel: 'code', props: { useScan: true } })], { values: { code: 'old' } })
    fireEvent.click(screen.getByRole('button', { name: '扫码填入' }))
    await act(() => Promise.resolve())
    expect(form.getValue('code')).toBe('old')
  })

  test('a masked value shows covered until tapped, the stored value stays whole', async () => {
    const field = lcField('input', { vModel: 'mobile', props: { useMask: true, maskConfig: { maskType: 3, filler: '*' } } })
    const { form, container } = renderForm([field], { values: { mobile: '13812345678' } })
    expect(screen.getByText('138****5678')).toBeInTheDocument()
    expect(container.querySelector('input')).toBeNull()
    fireEvent.click(screen.getByText('138****5678'))
    expect((await nativeInput(container)).value).toBe('13812345678')
    expect(form.getValue('mobile')).toBe('13812345678')
  })
})

describe('textarea', () => {
  test('value in and out; disabled shows the text', async () => {
    const field = lcField('textarea', { vModel: 'note', props: { maxlength: 200, showWordLimit: true } })
    const { form, container } = renderForm([field], { values: { note: '第一行' } })
    await typeIn(container, 'textarea', '第一行\n第二行')
    expect(form.getValue('note')).toBe('第一行\n第二行')
    expect(screen.getByText('7/200')).toBeInTheDocument()
  })

  test('disabled: plain text, no editor', () => {
    const { container } = renderForm([lcField('textarea', { vModel: 'note' })], { values: { note: '已完成' }, disabled: true })
    expect(screen.getByText('已完成')).toBeInTheDocument()
    expect(container.querySelector('textarea')).toBeNull()
  })
})

describe('inputNumber', () => {
  const amount = () => lcField('inputNumber', { label: '金额', vModel: 'amount', props: { min: 0, max: 1000000, step: 10, precision: 2, thousands: true, isAmountChinese: true } })

  test('typed text becomes a number; emptied it is null', async () => {
    const { form, container } = renderForm([amount()])
    await typeIn(container, '.lc-number__field input', '1234.5')
    expect(form.getValue('amount')).toBe(1234.5)
    expect(screen.getByText('1,234.50')).toBeInTheDocument()
    expect(screen.getByText('壹仟贰佰叁拾肆元伍角')).toBeInTheDocument()
    await typeIn(container, '.lc-number__field input', '')
    expect(form.getValue('amount')).toBeNull()
  })

  test('steps by `step`, never past min/max; leaving the field clamps and rounds', async () => {
    const { form, container } = renderForm([amount()], { values: { amount: 5 } })
    const input = await nativeInput(container, '.lc-number__field input')
    fireEvent.click(screen.getByRole('button', { name: '增加' }))
    expect(form.getValue('amount')).toBe(15)
    fireEvent.click(screen.getByRole('button', { name: '减少' }))
    fireEvent.click(screen.getByRole('button', { name: '减少' }))
    expect(form.getValue('amount')).toBe(0)
    fireEvent.input(input, { target: { value: '2000000.456' } })
    fireEvent.blur(input)
    await waitFor(() => expect(form.getValue('amount')).toBe(1000000))
    // min 0: no sign button
    expect(screen.queryByRole('button', { name: '正负号' })).not.toBeInTheDocument()
  })

  test('the sign button stands in for the missing minus key', async () => {
    const { form, container } = renderForm([lcField('inputNumber', { vModel: 'delta' })], { values: { delta: 3 } })
    await nativeInput(container, '.lc-number__field input')
    fireEvent.click(screen.getByRole('button', { name: '正负号' }))
    expect(form.getValue('delta')).toBe(-3)
  })

  test('disabled: no stepper', () => {
    renderForm([amount()], { values: { amount: 5 }, disabled: true })
    expect(screen.queryByRole('button', { name: '增加' })).not.toBeInTheDocument()
  })
})

describe('switch', () => {
  test('stores activeValue / inactiveValue and shows the texts', () => {
    const field = lcField('switch', { vModel: 'night', props: { activeValue: 1, inactiveValue: 0, activeTxt: '是', inactiveTxt: '否' } })
    const { form } = renderForm([field], { values: { night: 0 } })
    expect(screen.getByText('否')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('switch'))
    expect(form.getValue('night')).toBe(1)
    expect(screen.getByText('是')).toBeInTheDocument()
  })

  test('disabled does not toggle', () => {
    const { form } = renderForm([lcField('switch', { vModel: 's' })], { values: { s: 1 }, disabled: true })
    fireEvent.click(screen.getByRole('switch'))
    expect(form.getValue('s')).toBe(1)
  })
})

describe('radio and checkbox', () => {
  test('radio stores the chosen value', () => {
    const { form } = renderForm([lcField('radio', { vModel: 'grade', options: options('优', '良', '差') })], { values: { grade: '1' } })
    expect(screen.getByRole('radio', { name: /优/ })).toHaveAttribute('aria-checked', 'true')
    fireEvent.click(screen.getByText('差'))
    expect(form.getValue('grade')).toBe('3')
  })

  test('checkbox toggles values in option order and keeps values the list no longer has', () => {
    const { form } = renderForm([lcField('checkbox', { vModel: 'kinds', options: options('钢筋', '模板', '混凝土') })], { values: { kinds: ['3', 'gone'] } })
    fireEvent.click(screen.getByText('钢筋'))
    expect(form.getValue('kinds')).toEqual(['1', '3', 'gone'])
    fireEvent.click(screen.getByText('混凝土'))
    expect(form.getValue('kinds')).toEqual(['1', 'gone'])
  })
})

describe('select', () => {
  test('single: the sheet lists the options, one tap chooses', () => {
    const field = lcField('select', { label: '强度等级', vModel: 'grade', options: options('C30', 'C35'), props: { clearable: true } })
    const { form } = renderForm([field])
    fireEvent.click(screen.getByRole('button', { name: '强度等级' }))
    fireEvent.click(within(screen.getByRole('listbox')).getByText('C35'))
    expect(form.getValue('grade')).toBe('2')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(screen.getByText('C35')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '清空' }))
    expect(form.getValue('grade')).toBeNull()
  })

  test('multiple: ticks, then 确定', () => {
    const field = lcField('select', { label: '工种', vModel: 'trades', multiple: true, options: options('钢筋工', '木工', '电工') })
    const { form } = renderForm([field], { values: { trades: ['2'] } })
    expect(screen.getByText('木工')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '工种' }))
    fireEvent.click(within(screen.getByRole('listbox')).getByText('电工'))
    expect(form.getValue('trades')).toEqual(['2'])
    fireEvent.click(screen.getByText('确定(2)'))
    expect(form.getValue('trades')).toEqual(['2', '3'])
    expect(screen.getByText('木工，电工')).toBeInTheDocument()
  })

  test('dictionary options load once per type and are shared by fields', async () => {
    const api = fakeApi({
      'GET /api/system/DictionaryData/hazardLevel/Data/Selector': { list: [{ id: 'd1', fullName: '一般', enCode: 'normal' }, { id: 'd2', fullName: '重大', enCode: 'major' }] }
    })
    const source = { type: 'dictionary' as const, dictionaryType: 'hazardLevel', valueKey: 'id', labelKey: 'fullName', childrenKey: 'children' }
    const a = lcField('select', { label: '隐患等级', vModel: 'a', optionSource: source })
    const b = lcField('radio', { label: '复核等级', vModel: 'b', optionSource: { ...source, valueKey: 'enCode' } })
    const { form } = renderForm([a, b], { values: { a: 'd2' } })
    await waitFor(() => expect(screen.getByRole('button', { name: '隐患等级' })).toHaveTextContent('重大'))
    fireEvent.click(screen.getByRole('radio', { name: /一般/ }))
    expect(form.getValue('b')).toBe('normal')
    expect(api.calls('GET', '/api/system/DictionaryData/hazardLevel/Data/Selector')).toHaveLength(1)
  })

  test('a dictionary already in the shared store needs no request', async () => {
    useSharedStore.getState().setDictionaryList([{ id: 't1', enCode: 'weather', fullName: '天气', dictionaryList: [{ id: 'w1', enCode: 'sun', fullName: '晴' }] }])
    const api = fakeApi({})
    renderForm([lcField('radio', { vModel: 'w', optionSource: { type: 'dictionary', dictionaryType: 'weather', valueKey: 'id', labelKey: 'fullName', childrenKey: 'children' } })])
    expect(await screen.findByText('晴')).toBeInTheDocument()
    expect(api.sent).toHaveLength(0)
  })

  test('data-interface options are asked with the parameters filled from the form, and again when they change', async () => {
    const api = fakeApi({
      'POST /api/system/DataInterface/if-sections/Actions/Preview': (req: any) => {
        const contract = req.data.paramList[0].defaultValue
        return contract === 'TJ-01' ? [{ id: 's1', fullName: 'K0-K5' }] : [{ id: 's9', fullName: 'K20-K30' }]
      }
    })
    const contract = lcField('input', { label: '合同段', vModel: 'contract' })
    const section = lcField('select', {
      label: '标段',
      vModel: 'section',
      optionSource: { type: 'dynamic', propsUrl: 'if-sections', templateJson: [{ field: 'contract', relationField: 'contract', sourceType: 1 }], valueKey: 'id', labelKey: 'fullName', childrenKey: 'children' }
    })
    const { container } = renderForm([contract, section], { values: { contract: 'TJ-01' } })
    await waitFor(() => expect(api.calls('POST', '/api/system/DataInterface/if-sections/Actions/Preview')).toHaveLength(1))
    expect(api.sent[0].data).toEqual({ paramList: [{ field: 'contract', relationField: 'contract', sourceType: 1, defaultValue: 'TJ-01' }] })
    await typeIn(container, '.lc-input__field input', 'TJ-02')
    await waitFor(() => expect(api.calls('POST', '/api/system/DataInterface/if-sections/Actions/Preview')).toHaveLength(2))
    fireEvent.click(screen.getByRole('button', { name: '标段' }))
    expect(await within(screen.getByRole('listbox')).findByText('K20-K30')).toBeInTheDocument()
  })

  test('a failed load says the server\'s reason and retries on tap', async () => {
    let fail = true
    fakeApi({ 'GET /api/system/DictionaryData/x/Data/Selector': () => (fail ? { __envelope: { code: 500, msg: '服务器错误' } } : { list: [{ id: '1', fullName: '恢复' }] }) })
    renderForm([lcField('select', { label: '类型', vModel: 't', optionSource: { type: 'dictionary', dictionaryType: 'x', valueKey: 'id', labelKey: 'fullName', childrenKey: 'children' } })])
    const retry = await screen.findByText('服务器错误，点击重试')
    fail = false
    fireEvent.click(retry)
    fireEvent.click(await screen.findByRole('button', { name: '类型' }))
    expect(await screen.findByText('恢复')).toBeInTheDocument()
  })
})
