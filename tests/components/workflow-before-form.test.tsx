// The 表单信息 tab (jnpf-forms-and-flows §4.5, §5.2 point 5): the node's formOperates on the low-code form (hidden,
// disabled, required), read-only pages, the coded leave form (formType 1) and a form the phone cannot show.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import Taro from '@tarojs/taro'
import { find } from './ui'
import { __reset } from '../__mocks__/taro'
import { bodies, engine, flowInfo, loaded, openDetail, signIn, todo } from './workflow-before-fixture'
import { inputOf, typeIn } from './lowcode-pages-fixture'
import { fireTaroChange } from './lowcode-fixtures'

const E = '/api/workflow/Engine'

beforeEach(() => {
  __reset()
  signIn()
})

const footerButton = (container: HTMLElement, text: string) => within(container.querySelector('.wf-actions') as HTMLElement).getByText(text)
const itemOf = (container: HTMLElement, label: string) =>
  Array.from(container.querySelectorAll('.lc-item')).find((el) => el.querySelector('.lc-item__label-text')?.textContent === label)

describe('formOperates on the low-code form', () => {
  test('read false hides, write false disables, required asks; the hidden value still goes back unchanged', async () => {
    const api = engine(flowInfo({
      props: { hasOpinion: false },
      formOperates: [
        { id: 'place', read: true, write: false },
        { id: 'measure', read: true, write: true, required: true },
        { id: 'secret', read: false, write: false }
      ]
    }))
    const view = openDetail(todo())
    await loaded(view)
    expect((await inputOf(view.container, '检查部位')).disabled).toBe(true)
    expect((await inputOf(view.container, '整改措施')).disabled).toBe(false)
    expect(screen.queryByText('内部备注')).toBeNull()
    expect(itemOf(view.container, '整改措施')?.querySelector('.lc-item__star')).not.toBeNull()
    // 检查部位 is required by the form but may not be written here, so it is not asked of this approver
    expect(itemOf(view.container, '检查部位')?.querySelector('.lc-item__star')).toBeNull()

    await typeIn(view.container, '整改措施', '')
    fireEvent.click(footerButton(view.container, '通过'))
    expect(await screen.findByText('整改措施不能为空')).toBeInTheDocument()
    expect(api.find('POST', `${E}/FlowBefore/Candidates/op1`)).toHaveLength(0)

    await typeIn(view.container, '整改措施', '已整改')
    fireEvent.click(footerButton(view.container, '通过'))
    await waitFor(() => expect(bodies(api, 'POST', `${E}/FlowBefore/Audit/op1`)).toHaveLength(1))
    expect(bodies(api, 'POST', `${E}/FlowBefore/Audit/op1`)[0].formData).toEqual({ place: 'K12+300 边坡', measure: '已整改', secret: '仅内部' })
  })

  test('an approver node without rights for a field may read but not write it (the §4.5 default)', async () => {
    engine(flowInfo({ formOperates: [{ id: 'measure', read: true, write: true }] }))
    const view = openDetail(todo())
    await loaded(view)
    expect((await inputOf(view.container, '检查部位')).disabled).toBe(true)
    expect((await inputOf(view.container, '内部备注')).disabled).toBe(true)
    expect((await inputOf(view.container, '整改措施')).disabled).toBe(false)
  })

  test('at the start node every field without an entry may be written', async () => {
    engine(flowInfo({ fresh: true }), {}, '0')
    const view = openDetail({ id: '', flowId: 'fv1', formType: 2, opType: -1 })
    await loaded(view)
    for (const label of ['检查部位', '整改措施', '内部备注']) expect((await inputOf(view.container, label)).disabled).toBe(false)
  })

  test('my launch, a done task and a copy are read-only whatever the rights say', async () => {
    for (const config of [todo({ opType: 0, taskId: 't1' }), todo({ opType: 2, taskId: 'rec9' }), todo({ opType: 3, taskId: 'c1' })]) {
      engine(flowInfo({ formOperates: [{ id: 'measure', read: true, write: true }] }))
      const view = openDetail(config)
      await loaded(view)
      for (const label of ['检查部位', '整改措施']) expect((await inputOf(view.container, label)).disabled).toBe(true)
      expect((await inputOf(view.container, '检查部位')).value).toBe('K12+300 边坡')
      view.unmount()
    }
  })

  test('the operator draft (SaveAudit) wins over the stored values', async () => {
    const info = { ...flowInfo(), draftData: { place: 'K12+300 边坡', measure: '草稿里的措施' } }
    engine(info)
    const view = openDetail(todo())
    await loaded(view)
    expect((await inputOf(view.container, '整改措施')).value).toBe('草稿里的措施')
  })
})

describe('system forms', () => {
  const leaveValues = {
    leaveType: '年假',
    leaveStartTime: dayjs('2026-05-11 09:00').valueOf(),
    leaveEndTime: dayjs('2026-05-12 18:00').valueOf(),
    leaveDayCount: 2,
    leaveReason: '回老家办理证件',
    fileJson: []
  }

  test('the leave request shows its values; a to-do may write what formOperates allows', async () => {
    engine(flowInfo({ formType: 1, enCode: 'leaveApply', formData: leaveValues, formOperates: [{ id: 'leaveReason', read: true, write: true }, { id: 'fileJson', read: false, write: false }] }))
    const view = openDetail(todo({ formType: 1 }))
    await loaded(view)
    const shown = Array.from(view.container.querySelectorAll('.wf-picker-value')).map((el) => el.textContent)
    expect(shown).toEqual(['年假', '2026-05-11', '09:00', '2026-05-12', '18:00'])
    expect(((await find(view.container, '.wf-input input')) as HTMLInputElement).value).toBe('2')
    expect(((await find(view.container, '.wf-input input')) as HTMLInputElement).disabled).toBe(true)
    expect(((await find(view.container, '.wf-textarea textarea')) as HTMLTextAreaElement).disabled).toBe(false)
    expect(screen.queryByText('附件')).toBeNull()
  })

  test('a new leave request checks its fields and fills the days from the period', async () => {
    const api = engine({ ...flowInfo({ fresh: true, formType: 1, enCode: 'leaveApply' }) }, {}, '0')
    const view = openDetail({ id: '', flowId: 'fv1', formType: 1, opType: -1, enCode: 'leaveApply' })
    await loaded(view)
    fireEvent.click(footerButton(view.container, '提交'))
    expect(await screen.findByText('请假类型不能为空')).toBeInTheDocument()
    expect(screen.getByText('请假事由不能为空')).toBeInTheDocument()
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请假类型不能为空' }))

    const pickers = view.container.querySelectorAll('taro-picker-core')
    fireTaroChange(pickers[0], 1) // 病假
    fireTaroChange(pickers[1], '2026-06-01')
    fireTaroChange(pickers[2], '08:30')
    fireTaroChange(pickers[3], '2026-06-03')
    fireTaroChange(pickers[4], '17:30')
    const days = (await find(view.container, '.wf-input input')) as HTMLInputElement
    await waitFor(() => expect(days.value).toBe('3'))
    fireEvent.input(await find(view.container, '.wf-input input'), { target: { value: '5' } })
    fireEvent.input(await find(view.container, '.wf-textarea textarea'), { target: { value: '感冒发烧' } })
    fireEvent.click(footerButton(view.container, '提交'))
    expect(await screen.findByText('请假天数不能超过所选时间段的3天')).toBeInTheDocument()

    fireEvent.input(await find(view.container, '.wf-input input'), { target: { value: '2.5' } })
    fireEvent.click(footerButton(view.container, '提交'))
    await waitFor(() => expect(bodies(api, 'POST', `${E}/FlowTask`)).toHaveLength(1))
    expect(bodies(api, 'POST', `${E}/FlowTask`)[0].formData).toMatchObject({
      leaveType: '病假', leaveStartTime: dayjs('2026-06-01 08:30').valueOf(), leaveEndTime: dayjs('2026-06-03 17:30').valueOf(), leaveDayCount: 2.5, leaveReason: '感冒发烧'
    })
  })

  test('a coded form this app does not have says it cannot be shown, and the approval still works', async () => {
    const api = engine(flowInfo({ formType: 1, enCode: 'contractPayment', props: { hasOpinion: false } }))
    const view = openDetail(todo({ formType: 1 }))
    await loaded(view)
    expect(screen.getByText('该表单暂不支持在手机上查看')).toBeInTheDocument()
    fireEvent.click(footerButton(view.container, '通过'))
    await waitFor(() => expect(bodies(api, 'POST', `${E}/FlowBefore/Audit/op1`)).toHaveLength(1))
    expect(bodies(api, 'POST', `${E}/FlowBefore/Audit/op1`)[0].formData).toEqual({ place: 'K12+300 边坡', measure: '加固', secret: '仅内部' })
  })
})
