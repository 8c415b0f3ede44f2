// The special tasks' pages (specialTasksForm, SpecialTaskFlowNotify): a task opens by its record id with its head card
// (category, sections, period and how the deadline stands) over the low-code form with the node's rights — at 执行反馈
// the section head must say what was done before 通过 is sent; without an id the launch form of 专项任务审批 opens, or
// the page says the user may not launch it; a notice shows who has signed (when, with what) and who has not.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { FlowBeforeInfoVO, FormOperate } from '@shared/api/workflow'
import { __reset, __setRouterParams } from '../__mocks__/taro'
import SpecialTasksFormPage from '@/pages/workFlow/workFlowForm/specialTasksForm/index'
import SpecialTaskFlowNotifyPage from '@/pages/workFlow/workFlowForm/SpecialTaskFlowNotify/index'
import { dueState } from '@/features/special-tasks/lib'
import { useSessionStore } from '@/features/session'
import { bodies, engine, flowInfo, loaded, record, signIn } from './workflow-before-fixture'

const E = '/api/workflow/Engine'
const field = (jnpfKey: string, label: string, vModel: string, config: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label, formId: vModel, span: 24, regList: [], ...config },
  __vModel__: vModel, ...extra
})
const ms = (d: string) => Date.parse(`${d.replace(' ', 'T')}${d.length > 10 ? ':00' : 'T00:00:00'}+08:00`)
const DAY = 86_400_000

/** the task model's form as the catalogue designs it (server/src/catalog/special/models/special-task.ts) */
const taskJson = JSON.stringify({
  labelPosition: 'left', labelWidth: 100,
  fields: [
    field('input', '任务名称', 'taskName', { required: true }),
    field('select', '专项类别', 'category', { required: true, dataType: 'static' }, { __slot__: { options: [{ id: 'flood', fullName: '防汛度汛' }, { id: 'safety', fullName: '安全' }] }, props: { label: 'fullName', value: 'id' } }),
    field('input', '涉及合同段', 'sections', { required: true }), field('textarea', '任务要求', 'requirement', { required: true }),
    field('datePicker', '开始日期', 'startDate', { required: true }), field('datePicker', '完成期限', 'deadline', { required: true }),
    field('userSelect', '合同段负责人', 'executor', { required: true }), field('uploadFile', '附件', 'attachments'),
    field('textarea', '完成情况', 'completion'), field('uploadImg', '现场照片', 'sitePhotos')
  ]
})
const TASK_IDS = ['taskName', 'category', 'sections', 'requirement', 'startDate', 'deadline', 'executor', 'attachments', 'completion', 'sitePhotos']
const rights = (ids: string[], write: string[], required: string[] = []): FormOperate[] =>
  ids.map((id) => ({ id, name: id, read: true, write: write.includes(id), required: required.includes(id) }))
const task = (over: Record<string, unknown> = {}) => ({
  taskName: '2026年汛期安全专项检查（TJ-01）', category: 'flood', sections: 'TJ-01', requirement: '排查水中墩钢栈桥及钻孔平台的防洪标高。',
  startDate: Date.now() - DAY, deadline: Date.now() + 5 * DAY, executor: 'u-zhanghua', attachments: [], completion: '', sitePhotos: [], ...over
})
function info(propertyJson: string, enCode: string, formOperates: FormOperate[], formData: Record<string, unknown>, more: Partial<FlowBeforeInfoVO> = {}): FlowBeforeInfoVO {
  const base = flowInfo({ enCode, formOperates, formData, props: { hasOpinion: false } })
  return { ...base, flowFormInfo: { ...base.flowFormInfo!, propertyJson }, ...more }
}
const lookups = {
  'GET /api/system/DictionaryData/All': { code: 400, msg: 'no' },
  'POST /api/permission/Users/getUserList': { code: 200, data: { list: [{ id: 'u-zhanghua', realName: '张华', account: 'zhanghua' }] } }
}
const control = (container: HTMLElement, label: string) =>
  Array.from(container.querySelectorAll('.lc-item')).find((el) => el.querySelector('.lc-item__label-text')?.textContent === label)
const footerButton = (container: HTMLElement, text: string) => within(container.querySelector('.wf-actions') as HTMLElement).getByText(text)

beforeEach(() => {
  __reset()
  signIn()
  // the page asks the session who is signed in: the user of the fixture's to-do
  useSessionStore.setState({ userInfo: { ...useSessionStore.getState().userInfo, userId: 'u1' } as never })
})

describe('specialTasksForm', () => {
  test('a task opens by its record id: the head card over the form; at 执行反馈 the report is asked before 通过', async () => {
    // the signed-in user holds the 执行反馈 to-do
    const todo = { id: 'op1', handleType: '4', handleId: 'u1', handleStatus: null, handleTime: null, nodeCode: 'st-feedback', nodeName: '执行反馈', completion: 0, description: '', creatorTime: 0, taskNodeId: 'tn-chk', taskId: 't1' }
    const api = engine(info(taskJson, 'specialTasksForm', rights(TASK_IDS, ['completion', 'sitePhotos'], ['completion']), task(), { flowTaskOperatorList: [todo] }), lookups, 't1')
    __setRouterParams({ id: 't1' })
    const view = render(<SpecialTasksFormPage />)
    await loaded(view)
    expect(await screen.findByText('防汛度汛', { selector: '.stf__tag' })).toBeTruthy()
    expect(screen.getByText('2026年汛期安全专项检查（TJ-01）', { selector: '.stf__title' })).toBeTruthy()
    expect(screen.getByText('涉及合同段：TJ-01')).toBeTruthy()
    expect(screen.getByText('剩余5天')).toBeTruthy()
    // the section head writes the report; the task reads
    expect(control(view.container, '完成情况')?.querySelector('.lc-item__star')).not.toBeNull()
    fireEvent.click(footerButton(view.container, '通过'))
    expect(await screen.findByText('完成情况不能为空')).toBeInTheDocument()
    expect(bodies(api, 'POST', `${E}/FlowBefore/Audit/op1`)).toHaveLength(0)
    const completion = control(view.container, '完成情况')?.querySelector('textarea, input') as HTMLElement
    fireEvent.input(completion, { target: { value: '钢栈桥防洪标高已复核，锚固加固2处。' } })
    fireEvent.click(footerButton(view.container, '通过'))
    await waitFor(() => expect(bodies(api, 'POST', `${E}/FlowBefore/Audit/op1`)).toHaveLength(1))
    expect(bodies(api, 'POST', `${E}/FlowBefore/Audit/op1`)[0].formData).toMatchObject({ completion: '钢栈桥防洪标高已复核，锚固加固2处。', taskName: '2026年汛期安全专项检查（TJ-01）' })
  })

  test('without an id the launch form of 专项任务审批 opens; without the right to launch the page says so', async () => {
    const fresh = flowInfo({ fresh: true, enCode: 'specialTasksForm', props: { hasOpinion: false } })
    engine({ ...fresh, flowFormInfo: { ...fresh.flowFormInfo!, propertyJson: taskJson } }, {
      ...lookups, [`GET ${E}/flowTemplate/FlowJsonList/ft-special-task`]: { code: 200, data: [{ id: 'ftj-special-task-v1', fullName: '专项任务审批', flowName: '专项任务审批', flowType: 1, version: '1' }] }
    }, '0')
    const view = render(<SpecialTasksFormPage />)
    await loaded(view)
    await waitFor(() => expect(control(view.container, '任务名称')).toBeTruthy())
    expect(control(view.container, '完成期限')?.querySelector('.lc-item__star')).not.toBeNull()
    expect(view.container.querySelector('.stf__card')).toBeNull()
    view.unmount()

    engine(fresh, { [`GET ${E}/flowTemplate/FlowJsonList/ft-special-task`]: { code: 200, data: [] } }, '0')
    render(<SpecialTasksFormPage />)
    expect(await screen.findByText('您没有发起专项任务的权限')).toBeTruthy()
  })

  test('how a deadline stands: days left, due today, overdue', () => {
    const now = ms('2026-03-10 15:00')
    expect(dueState(ms('2026-03-15'), now)).toEqual({ text: '剩余5天', tone: 'ok' })
    expect(dueState(ms('2026-03-11'), now)).toEqual({ text: '剩余1天', tone: 'soon' })
    expect(dueState(ms('2026-03-10'), now)).toEqual({ text: '今天到期', tone: 'soon' })
    expect(dueState(ms('2026-03-08'), now)).toEqual({ text: '已逾期2天', tone: 'late' })
    expect(dueState(undefined, now)).toBeNull()
  })
})

describe('SpecialTaskFlowNotify', () => {
  const noticeJson = JSON.stringify({
    labelPosition: 'left', labelWidth: 100,
    fields: [
      field('input', '通知标题', 'noticeTitle', { required: true }), field('textarea', '通知内容', 'noticeContent', { required: true }),
      field('input', '接收合同段', 'sections', { required: true }), field('userSelect', '接收人员', 'receivers', { required: true }, { multiple: true }),
      field('datePicker', '要求签收时间', 'signBy', { required: true }, { type: 'datetime', format: 'yyyy-MM-dd HH:mm' }), field('uploadFile', '附件', 'attachments')
    ]
  })
  const NOTICE_IDS = ['noticeTitle', 'noticeContent', 'sections', 'receivers', 'signBy', 'attachments']

  test('the issuer sees who has signed, when and with what, and who has not', async () => {
    const notice = {
      noticeTitle: '关于开展2026年汛期安全专项检查的通知', noticeContent: '各合同段于3月15日前完成自查。', sections: 'TJ-01、TJ-02、JL-01',
      receivers: ['u-zhanghua', 'u-zhengkai', 'u-songwenbo'], signBy: ms('2026-03-11 18:00'), attachments: []
    }
    const base = info(noticeJson, 'SpecialTaskFlowNotify', rights(NOTICE_IDS, []), notice)
    const signNode = { ...base.flowTaskNodeList[1], id: 'tn-sign', nodeCode: 'sn-sign', nodeName: '签收', userName: '张华/zhanghua,郑凯/zhengkai,宋文博/songwenbo' }
    engine({
      ...base,
      flowTaskNodeList: [base.flowTaskNodeList[0], signNode],
      flowTaskOperatorRecordList: [
        record('r1', { userName: '黄伟/huangwei' }),
        record('r2', { nodeCode: 'sn-sign', nodeName: '签收', handleStatus: 1, userName: '张华/zhanghua', handleTime: ms('2026-03-09 10:05'), handleOpinion: '已收到，即日开展自查' }),
        record('r3', { nodeCode: 'sn-sign', nodeName: '签收', handleStatus: 1, userName: '宋文博/songwenbo', handleTime: ms('2026-03-09 11:20') })
      ]
    }, lookups, 't1')
    __setRouterParams({ id: 't1' })
    const view = render(<SpecialTaskFlowNotifyPage />)
    await loaded(view)
    expect(await screen.findByText('签收情况 2/3')).toBeTruthy()
    const rows = Array.from(view.container.querySelectorAll('.stf__receipt-row')).map((r) => r.textContent)
    expect(rows).toEqual(['已签收张华03-09 10:05已收到，即日开展自查', '已签收宋文博03-09 11:20', '未签收郑凯'])
    expect(screen.getByText('要求签收时间：03-11 18:00')).toBeTruthy()
    // the time to sign by has passed with one still to sign
    expect(screen.getByText('已超过签收时间')).toBeTruthy()
  })
})
