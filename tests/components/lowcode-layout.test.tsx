import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { __reset } from '../__mocks__/taro'
import type { LcField } from '@/engines/lowcode/types'
import { lcField, renderForm, typeIn } from './lowcode-fixtures'

beforeEach(() => __reset())

const input = (label: string, vModel: string, extra: Partial<LcField> = {}) => lcField('input', { label, vModel, ...extra })

describe('layout containers', () => {
  test('a row stacks its fields one per line, labels beside the controls, in its own classes (not the list card\'s)', async () => {
    const row = lcField('row', { children: [input('桩号起', 'from', { span: 12 }), input('桩号止', 'to', { span: 12 }), input('部位', 'part', { span: 24 }), input('单独', 'alone', { span: 8 })] })
    const { container, form } = renderForm([row])
    const box = container.querySelector('.lc-layout-row') as HTMLElement
    const items = Array.from(box.children)
    expect(items.map((el) => el.querySelector('.lc-item__label-text')?.textContent)).toEqual(['桩号起', '桩号止', '部位', '单独'])
    expect(items.every((el) => el.classList.contains('lc-item') && el.classList.contains('lc-item--left'))).toBe(true)
    // .lc-row* belongs to the list cards: sharing it put card padding into forms and a divider line into cards
    expect(container.querySelector('[class*="lc-row"]')).toBeNull()
    await typeIn(items[1] as HTMLElement, 'input', 'K12+500')
    expect(form.getValue('to')).toBe('K12+500')
  })

  test('a label beside its control is wide enough for six characters, whatever narrower labelWidth the designer set', () => {
    const { container } = renderForm([input('检查分项工程', 'wbs')])
    // the Taro mock turns n rpx into n/40 rem; 100px x 1.5 would be 150rpx, which wraps 检查分项工程 on a phone
    expect((container.querySelector('.lc-item__label') as HTMLElement).style.width).toBe(`${220 / 40}rem`)
  })

  test('a card shows its header over its fields', () => {
    renderForm([lcField('card', { props: { header: '检查信息' }, children: [input('检查人', 'who')] })])
    expect(screen.getByText('检查信息')).toBeInTheDocument()
    expect(screen.getByText('检查人')).toBeInTheDocument()
  })

  test('tabs switch panes; the active pane comes from the designer; a pane with an error is marked', () => {
    const tab = lcField('tab', {
      props: { active: '2' },
      panes: [
        { title: '基本信息', name: '1', children: [input('工程名称', 'name', { required: true })] },
        { title: '检查结果', name: '2', children: [input('结论', 'result')] }
      ]
    })
    const { form } = renderForm([tab], { rules: { name: [{ required: true, message: '工程名称不能为空' }] } })
    expect(screen.getByText('结论')).toBeInTheDocument()
    expect(screen.queryByText('工程名称')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('有未通过校验的项')).not.toBeInTheDocument()
    act(() => {
      form.validate()
    })
    const marked = screen.getByLabelText('有未通过校验的项')
    expect(marked.closest('[role="tab"]')).toHaveTextContent('基本信息')
    fireEvent.click(screen.getByRole('tab', { name: /基本信息/ }))
    expect(screen.getByText('工程名称不能为空')).toBeInTheDocument()
  })

  test('an old-generation tab names its active pane by index', () => {
    const tab = lcField('tab', { props: { active: 1 }, panes: [{ title: 'A', name: 'a', children: [input('甲', 'a')] }, { title: 'B', name: 'b', children: [input('乙', 'b')] }] })
    renderForm([tab])
    expect(screen.getByText('乙')).toBeInTheDocument()
  })

  test('collapse opens the designer panes; accordion keeps one open', () => {
    const collapse = lcField('collapse', {
      props: { accordion: true, active: ['1'] },
      panes: [
        { title: '人员', name: '1', children: [input('负责人', 'lead')] },
        { title: '设备', name: '2', children: [input('设备编号', 'device')] }
      ]
    })
    renderForm([collapse])
    expect(screen.getByText('负责人')).toBeInTheDocument()
    expect(screen.queryByText('设备编号')).not.toBeInTheDocument()
    fireEvent.click(screen.getByText('设备'))
    expect(screen.getByText('设备编号')).toBeInTheDocument()
    expect(screen.queryByText('负责人')).not.toBeInTheDocument()
    fireEvent.click(screen.getByText('设备'))
    expect(screen.queryByText('设备编号')).not.toBeInTheDocument()
  })

  test('a field inside a container keeps its value when the pane closes and opens again', async () => {
    const collapse = lcField('collapse', { props: { active: ['1'] }, panes: [{ title: '人员', name: '1', children: [input('负责人', 'lead')] }] })
    const { container, form } = renderForm([collapse])
    await typeIn(container, '.lc-input__field input', '王建国')
    fireEvent.click(screen.getByText('人员'))
    fireEvent.click(screen.getByText('人员'))
    expect(form.getValue('lead')).toBe('王建国')
    await waitFor(() => expect(container.querySelector('input')?.value).toBe('王建国'))
  })
})
