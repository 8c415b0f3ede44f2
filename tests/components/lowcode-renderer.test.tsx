import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import Taro, { __reset } from '../__mocks__/taro'
import { normaliseForm } from '@/engines/lowcode/model/normalise'
import { buildFormRules } from '@/engines/lowcode/model/rules'
import { lcField, nativeInput, options, renderDetail, renderForm, typeIn } from './lowcode-fixtures'

beforeEach(() => __reset())

describe('the form frame', () => {
  test('a required field shows its star, a tip opens in a modal, an error shows under the control', async () => {
    const name = lcField('input', { label: '检查部位', vModel: 'part', required: true, tipLabel: '填写桩号范围，如 K12+300~K12+500' })
    const { form } = renderForm([name], { rules: { part: [{ required: true, message: '检查部位不能为空' }] } })
    expect(screen.getByText('*')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '检查部位说明' }))
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '检查部位', content: '填写桩号范围，如 K12+300~K12+500', showCancel: false }))
    act(() => {
      form.validate()
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('检查部位不能为空')
  })

  test('an error clears as soon as the value is valid', async () => {
    const name = lcField('input', { label: '检查部位', vModel: 'part', required: true })
    const { form, container } = renderForm([name], { rules: buildFormRules([name]) })
    act(() => {
      form.validate()
    })
    expect(await screen.findByText('检查部位不能为空')).toBeInTheDocument()
    await typeIn(container, '.lc-input__field input', 'K12+300')
    await waitFor(() => expect(screen.queryByText('检查部位不能为空')).not.toBeInTheDocument())
  })

  test('noShow and pc-only fields are not drawn, yet their values are submitted', async () => {
    const hidden = lcField('input', { label: '隐藏编号', vModel: 'secret', noShow: true })
    const pcOnly = lcField('input', { label: '电脑端字段', vModel: 'pc', visibleOnApp: false })
    const shown = lcField('input', { label: '可见字段', vModel: 'seen' })
    const { form } = renderForm([hidden, pcOnly, shown], { values: { secret: 'S-1', pc: 'P-1' } })
    expect(screen.queryByText('隐藏编号')).not.toBeInTheDocument()
    expect(screen.queryByText('电脑端字段')).not.toBeInTheDocument()
    expect(screen.getByText('可见字段')).toBeInTheDocument()
    let sent: Record<string, unknown> = {}
    await form.submit((values) => {
      sent = values
    })
    expect(sent).toMatchObject({ secret: 'S-1', pc: 'P-1' })
  })

  test('a disabled form shows values without stars and ignores taps', async () => {
    const grade = lcField('radio', { label: '等级', vModel: 'grade', required: true, options: options('合格', '不合格') })
    const note = lcField('input', { label: '备注', vModel: 'note' })
    const { form, container } = renderForm([grade, note], { values: { grade: '1', note: '已复核' }, disabled: true })
    expect(screen.queryByText('*')).not.toBeInTheDocument()
    fireEvent.click(screen.getByText('不合格'))
    expect(form.getValue('grade')).toBe('1')
    expect((await nativeInput(container)).disabled).toBe(true)
  })

  test('a read-only field is disabled while the others stay editable', async () => {
    const fixed = lcField('input', { label: '固定值', vModel: 'fixed', readonly: true })
    const free = lcField('input', { label: '自由值', vModel: 'free' })
    const { container } = renderForm([fixed, free])
    await waitFor(() => expect(container.querySelectorAll('input')).toHaveLength(2))
    const [a, b] = Array.from(container.querySelectorAll('input'))
    expect(a.disabled).toBe(true)
    expect(b.disabled).toBe(false)
  })

  test('labels go on top when the form says so', () => {
    const { container } = renderForm([lcField('input', { label: '部位' })], { labelPosition: 'top' })
    expect(container.querySelector('.lc-item--top')).not.toBeNull()
  })
})

describe('the detail renderer', () => {
  test('shows the display values as text, dates in the field format, arrays joined', () => {
    const fields = [
      lcField('select', { label: '等级', vModel: 'grade' }),
      lcField('datePicker', { label: '检查日期', vModel: 'day', props: { format: 'yyyy-MM-dd' } }),
      lcField('checkbox', { label: '问题类型', vModel: 'kinds' }),
      lcField('switch', { label: '是否整改', vModel: 'fix' })
    ]
    renderDetail(fields, { grade: '合格', day: new Date(2026, 2, 5, 9, 30).getTime(), kinds: ['钢筋', '模板'], fix: '是' })
    expect(screen.getByText('合格')).toBeInTheDocument()
    expect(screen.getByText('2026-03-05')).toBeInTheDocument()
    expect(screen.getByText('钢筋，模板')).toBeInTheDocument()
    expect(screen.getByText('是')).toBeInTheDocument()
  })

  test('a relationForm value opens the linked record', () => {
    const relation = lcField('relationForm', { label: '关联检查', vModel: 'check', props: { modelId: 'vm-check' } })
    const open = jest.fn()
    renderDetail([relation], { check: 'JC-2026-001', check_id: 'rec-9' }, open)
    fireEvent.click(screen.getByRole('link'))
    expect(open).toHaveBeenCalledWith(relation, 'rec-9')
  })
})

describe('a form JSON as the JNPF designer saved it, through the normaliser', () => {
  const genA = {
    labelPosition: 'top',
    labelWidth: 100,
    fields: [
      { __config__: { jnpfKey: 'JNPFText', label: '文本', showLabel: false, defaultValue: '请在浇筑前完成隐蔽验收' }, textStyle: { color: '#e6a23c' } },
      { __config__: { jnpfKey: 'comInput', label: '浇筑部位', required: true, formId: 1 }, __vModel__: 'pourPart', maxlength: 100, 'show-word-limit': true },
      { __config__: { jnpfKey: 'numInput', label: '设计方量', formId: 2 }, __vModel__: 'volume', min: 0.5, max: 5000, step: 0.5, precision: 1 },
      {
        __config__: { jnpfKey: 'radio', label: '浇筑方式', formId: 3, dataType: 'static', props: { label: 'fullName', value: 'id' } },
        __vModel__: 'method',
        __slot__: { options: [{ id: 'pump', fullName: '泵送' }, { id: 'bucket', fullName: '吊斗' }] }
      },
      { __config__: { jnpfKey: 'createUser', label: '申请人', formId: 4 }, __vModel__: 'applicant' }
    ]
  }

  test('renders the old control names, keeps the form layout and writes values under their vModels', async () => {
    const { conf, fields } = normaliseForm(JSON.stringify(genA))
    const { form, container } = renderForm(fields, { labelPosition: conf.labelPosition, rules: buildFormRules(fields) })
    expect(screen.getByText('请在浇筑前完成隐蔽验收')).toBeInTheDocument()
    expect(screen.getByText('系统自动生成')).toBeInTheDocument()
    expect(container.querySelector('.lc-item--top')).not.toBeNull()
    await typeIn(container, '.lc-input__field input', '3#墩承台')
    fireEvent.click(screen.getByText('吊斗'))
    fireEvent.click(screen.getByRole('button', { name: '增加' }))
    expect(form.getState().values).toEqual({ pourPart: '3#墩承台', method: 'bucket', volume: 0.5 })
    expect(screen.getByText('5/100')).toBeInTheDocument()
  })
})
