// Form rough edges (issue 12), in the shared form components so every form gets them: a picked control says 请选择
// (even when its designer, or a builder, wrote 请输入), a number box never says 数字文本, and a long label wraps with
// its required star on its first line instead of leaving the star alone above it.
import { render, screen, waitFor } from '@testing-library/react'
import { __reset } from '../../__mocks__/taro'
import { clearOptionCache } from '@/engines/lowcode/api/options'
import { placeholderOf } from '@/engines/lowcode/widgets/basic/props'
import { FormItem } from '@/engines/lowcode/renderer/form-item'
import { useSharedStore } from '@/lib/shared-store'
import { lcField, options, renderForm } from '../lowcode-fixtures'

beforeEach(() => {
  __reset()
  clearOptionCache()
  useSharedStore.getState().reset()
})

describe('placeholders', () => {
  it('a picked value says 请选择, a typed one 请输入; the designer\'s own words stay', () => {
    const select = lcField('select', { label: '隐患等级', placeholder: '请输入隐患等级' })
    expect(placeholderOf(select, '请选择')).toBe('请选择隐患等级')
    expect(placeholderOf({ ...select, placeholder: '' }, '请选择')).toBe('请选择隐患等级')
    expect(placeholderOf({ ...select, placeholder: '从清单中挑选' }, '请选择')).toBe('从清单中挑选')
    const input = lcField('input', { label: '隐患部位', placeholder: '请输入隐患部位' })
    expect(placeholderOf(input, '请输入')).toBe('请输入隐患部位')
  })

  it('the number box\'s stock 数字文本 reads 请输入数字; a real placeholder stays', () => {
    expect(placeholderOf(lcField('inputNumber', { label: '参检人数', placeholder: '数字文本' }), '请输入')).toBe('请输入数字')
    expect(placeholderOf(lcField('inputNumber', { label: '参检人数', placeholder: '如：12' }), '请输入')).toBe('如：12')
  })

  it('shows them in the form: select, date, time and user pickers with 请选择, the number box with 请输入数字', async () => {
    const fields = [
      lcField('select', { label: '混凝土强度等级', placeholder: '请输入混凝土强度等级', options: options('C30', 'C35') }),
      lcField('datePicker', { label: '计划浇筑日期', placeholder: '请输入计划浇筑日期', props: { format: 'yyyy-MM-dd' } }),
      lcField('timePicker', { label: '计划开盘时间', placeholder: '请输入计划开盘时间', props: { format: 'HH:mm:ss' } }),
      lcField('userSelect', { label: '整改责任人', placeholder: '请输入整改责任人' }),
      lcField('inputNumber', { label: '设计方量(m³)', placeholder: '数字文本', props: { min: 0 } })
    ]
    const { container } = renderForm(fields)
    for (const text of ['请选择混凝土强度等级', '请选择计划浇筑日期', '请选择计划开盘时间', '请选择整改责任人']) {
      expect(await screen.findByText(text)).toBeInTheDocument()
    }
    expect(container.textContent).not.toMatch(/请输入(混凝土|计划|整改)/)
    await waitFor(() => expect(container.querySelector('input[placeholder="请输入数字"]')).not.toBeNull())
    expect(container.textContent).not.toContain('数字文本')
  })
})

describe('a long required label', () => {
  it('keeps its star on the label\'s own line, beside the text, so both wrap together', () => {
    const { container } = render(
      <FormItem label='混凝土强度等级（设计要求值）' required>
        <span>control</span>
      </FormItem>
    )
    const line = container.querySelector('.lc-item__label-line')!
    expect(line.firstElementChild).toHaveClass('lc-item__star')
    expect(line.querySelector('.lc-item__label-text')).toHaveTextContent(/^混凝土强度等级（设计要求值）$/)
    // the star is not a flex item of its own beside the text (that is what left it floating above a wrapped label)
    expect(container.querySelector('.lc-item__label > .lc-item__star')).toBeNull()
  })
})
