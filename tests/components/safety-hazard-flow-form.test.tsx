// The hazard's flow form (hazardFrom): the 隐患整改审批 task shows the hazard for a decision at a glance (level, title,
// place with its point, description, the photos before and after side by side, requirement, who by when with the
// overdue mark) and, where the node's rights let the user write (责任人整改), those fields through the low-code
// renderer with their rules, exactly as the generic form honours the rights. Other flows keep their forms. The
// hazardFrom page opens a hazard's task by its record id, or says the hazard has no flow.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { FlowBeforeInfoVO, FormOperate } from '@shared/api/workflow'
import { __reset, __setRouterParams } from '../__mocks__/taro'
import HazardFromPage from '@/pages/workFlow/workFlowForm/hazardFrom/index'
import { overdueDays } from '@/features/safety/lib/hazard-view'
import { bodies, engine, flowInfo, loaded, openDetail, signIn, todo } from './workflow-before-fixture'

const E = '/api/workflow/Engine'
const field = (jnpfKey: string, label: string, vModel: string, config: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label, formId: vModel, span: 24, regList: [], ...config },
  __vModel__: vModel
})
const dict = (type: string) => ({ dataType: 'dictionary', dictionaryType: type, props: { label: 'fullName', value: 'id' } })

/** the hazard register's form as the catalogue designs it (server/src/catalog/safety/models/hazard-rectify.ts) */
const hazardJson = JSON.stringify({
  labelPosition: 'left', labelWidth: 100,
  fields: [
    field('billRule', '隐患编号', 'hazardNo', { span: 12 }), field('datePicker', '发现日期', 'foundDate', { required: true }),
    field('input', '隐患名称', 'hazardTitle', { required: true }),
    field('select', '隐患等级', 'hazardLevel', { required: true, ...dict('dt-hazardLevel') }), field('select', '隐患类别', 'hazardCategory', { required: true, ...dict('dt-hazardCategory') }),
    field('input', '桩号', 'chainage'), field('input', '定位坐标', 'position'), field('input', '隐患部位', 'location', { required: true }),
    field('textarea', '隐患描述', 'description', { required: true }), field('uploadImg', '隐患照片', 'photos'),
    field('textarea', '整改要求', 'requirement', { required: true }), field('input', '责任单位', 'responsibleUnit'),
    field('userSelect', '整改责任人', 'responsible', { required: true }), field('datePicker', '整改期限', 'deadline', { required: true }),
    field('textarea', '整改措施', 'measures'), field('datePicker', '整改完成日期', 'completeDate'), field('uploadImg', '整改后照片', 'afterPhotos')
  ]
})
const IDS = ['hazardNo', 'foundDate', 'hazardTitle', 'hazardLevel', 'hazardCategory', 'chainage', 'position', 'location', 'description', 'photos', 'requirement',
  'responsibleUnit', 'responsible', 'deadline', 'measures', 'completeDate', 'afterPhotos']
/** the flow's rights (server/src/catalog/safety/flows/hazard.ts): everything read, `write` written, `required` asked */
const rights = (write: string[], required: string[] = []): FormOperate[] =>
  IDS.map((id) => ({ id, name: id, read: true, write: write.includes(id), required: required.includes(id) }))
const photo = (name: string) => ({ name, fileId: name, url: `/api/file/Image/annexpic/${name}` })
const ms = (d: string) => Date.parse(`${d}T00:00:00+08:00`)
const hazard = (over: Record<string, unknown> = {}) => ({
  hazardNo: 'YH-HJ-2026-012', foundDate: ms('2026-03-04'), hazardTitle: '1号通道基坑支护桩位移超预警值', hazardLevel: 'dd-hazardLevel-major',
  hazardCategory: 'dd-hazardCategory-6', chainage: 'K13+260', position: '120.13390,30.05764', location: '互通A匝道1号通道基坑',
  description: '支护桩顶水平位移累计32mm，超过预警值30mm。', photos: [photo('before-1.jpg'), photo('before-2.jpg')],
  requirement: '立即卸载坑边堆载，加密监测。', responsibleUnit: '钱江路桥工程有限公司', responsible: 'u-chengang', deadline: ms('2020-03-06'),
  measures: '', completeDate: null, afterPhotos: [], ...over
})

function hazardInfo(formOperates: FormOperate[], formData: Record<string, unknown>, enCode = 'hazardRectify'): FlowBeforeInfoVO {
  const info = flowInfo({ enCode, formOperates, formData, props: { hasOpinion: false } })
  return { ...info, flowFormInfo: { ...info.flowFormInfo!, propertyJson: hazardJson } }
}
const lookups = {
  'GET /api/system/DictionaryData/All': { code: 400, msg: 'no' },
  'GET /api/system/DictionaryData/dt-hazardLevel/Data/Selector': { code: 200, data: { list: [{ id: 'dd-hazardLevel-general', fullName: '一般隐患' }, { id: 'dd-hazardLevel-major', fullName: '重大隐患' }] } },
  'GET /api/system/DictionaryData/dt-hazardCategory/Data/Selector': { code: 200, data: { list: [{ id: 'dd-hazardCategory-6', fullName: '坍塌' }] } },
  'POST /api/permission/Users/getUserList': { code: 200, data: { list: [{ id: 'u-chengang', realName: '陈刚', account: 'chengang' }] } }
}
const footerButton = (container: HTMLElement, text: string) => within(container.querySelector('.wf-actions') as HTMLElement).getByText(text)
const control = (container: HTMLElement, label: string) =>
  Array.from(container.querySelectorAll('.lc-item')).find((el) => el.querySelector('.lc-item__label-text')?.textContent === label)
const images = (container: HTMLElement, column: string) =>
  Array.from(container.querySelector(`[aria-label="${column}"]`)?.querySelectorAll('img, taro-image-core, .hzf__photo') ?? [])
    .map((el) => el.getAttribute('src')).filter((src, i, all) => src && all.indexOf(src) === i)

beforeEach(() => {
  __reset()
  signIn()
})

describe('the hazard flow form', () => {
  test('the supervisor\'s review reads it at a glance, before and after side by side; nothing to write', async () => {
    engine(hazardInfo(rights([]), hazard({ measures: '卸载堆载，增设两道钢支撑', completeDate: ms('2026-03-05'), afterPhotos: [photo('after-1.jpg')] })), lookups)
    const view = openDetail(todo())
    await loaded(view)
    expect(await screen.findByText('重大隐患')).toBeTruthy()
    expect(screen.getByText('1号通道基坑支护桩位移超预警值')).toBeTruthy()
    expect(screen.getByText('K13+260 互通A匝道1号通道基坑')).toBeTruthy()
    expect(screen.getByText('定位 120.13390,30.05764 ›')).toBeTruthy()
    expect(screen.getByText('支护桩顶水平位移累计32mm，超过预警值30mm。')).toBeTruthy()
    expect(screen.getByText('立即卸载坑边堆载，加密监测。')).toBeTruthy()
    expect(images(view.container, '整改前 · 隐患照片')).toEqual(['/api/file/Image/annexpic/before-1.jpg', '/api/file/Image/annexpic/before-2.jpg'])
    expect(images(view.container, '整改后 · 整改后照片')).toEqual(['/api/file/Image/annexpic/after-1.jpg'])
    expect(await screen.findByText('整改责任人：陈刚（钱江路桥工程有限公司）')).toBeTruthy()
    expect(screen.getByText('卸载堆载，增设两道钢支撑')).toBeTruthy()
    // completed: the passed deadline is no longer overdue
    expect(screen.queryByText(/已逾期/)).toBeNull()
    expect(view.container.querySelector('.hzf__edit')).toBeNull()
    expect(view.container.querySelector('.lc-item')).toBeNull()
  })

  test('the person responsible writes the measures, the date and the photos after; the rest reads; rules are checked', async () => {
    const api = engine(hazardInfo(rights(['measures', 'completeDate', 'afterPhotos'], ['measures', 'completeDate']), hazard({ completeDate: ms('2026-03-05') })), lookups)
    const view = openDetail(todo())
    await loaded(view)
    expect(await screen.findByText('本环节填写')).toBeTruthy()
    // what he writes is in the form, what he reads in the summary; not both
    for (const label of ['整改措施', '整改完成日期', '整改后照片']) expect(control(view.container, label)).toBeTruthy()
    for (const label of ['隐患描述', '整改要求', '隐患名称', '整改责任人']) expect(control(view.container, label)).toBeUndefined()
    expect(control(view.container, '整改措施')?.querySelector('.lc-item__star')).not.toBeNull()
    expect(images(view.container, '整改后 · 整改后照片')).toEqual([])
    expect(screen.getByText('待整改')).toBeTruthy()

    fireEvent.click(footerButton(view.container, '通过'))
    expect(await screen.findByText('整改措施不能为空')).toBeInTheDocument()
    expect(api.find('POST', `${E}/FlowBefore/Candidates/op1`)).toHaveLength(0)

    const measures = control(view.container, '整改措施')?.querySelector('textarea, input') as HTMLElement
    fireEvent.input(measures, { target: { value: '卸载坑边钢筋，增设钢支撑' } })
    fireEvent.click(footerButton(view.container, '通过'))
    await waitFor(() => expect(bodies(api, 'POST', `${E}/FlowBefore/Audit/op1`)).toHaveLength(1))
    const sent = bodies(api, 'POST', `${E}/FlowBefore/Audit/op1`)[0].formData as Record<string, unknown>
    expect(sent).toMatchObject({ measures: '卸载坑边钢筋，增设钢支撑', completeDate: ms('2026-03-05'), hazardNo: 'YH-HJ-2026-012', responsible: 'u-chengang' })
  })

  test('a field the node hides is not shown', async () => {
    const operates = rights([]).map((o) => (o.id === 'photos' || o.id === 'afterPhotos' || o.id === 'position' ? { ...o, read: false } : o))
    engine(hazardInfo(operates, hazard()), lookups)
    const view = openDetail(todo())
    await loaded(view)
    await screen.findByText('1号通道基坑支护桩位移超预警值')
    expect(view.container.querySelector('.hzf__compare')).toBeNull()
    expect(screen.queryByText(/定位 /)).toBeNull()
    // not rectified, the deadline long past
    expect(screen.getByText(/^已逾期\d+天$/)).toBeTruthy()
  })

  test('at the launch every field is written: the form alone, with the designer\'s rules', async () => {
    const info = flowInfo({ fresh: true, enCode: 'hazardRectify', props: { hasOpinion: false } })
    engine({ ...info, flowFormInfo: { ...info.flowFormInfo!, propertyJson: hazardJson } }, lookups, '0')
    const view = openDetail({ id: '', flowId: 'fv1', formType: 2, opType: -1 })
    await loaded(view)
    await waitFor(() => expect(control(view.container, '隐患名称')).toBeTruthy())
    for (const label of ['隐患描述', '整改要求', '隐患照片', '整改措施']) expect(control(view.container, label)).toBeTruthy()
    expect(control(view.container, '隐患名称')?.querySelector('.lc-item__star')).not.toBeNull()
    expect(view.container.querySelector('.hzf__summary')).toBeNull()
  })

  test('another flow keeps its own form', async () => {
    engine(flowInfo({ formOperates: [{ id: 'measure', read: true, write: true }] }))
    const view = openDetail(todo())
    await loaded(view)
    await waitFor(() => expect(control(view.container, '检查部位')).toBeTruthy())
    expect(view.container.querySelector('.hzf')).toBeNull()
  })

  test('overdue counts whole days after the deadline day, until the rectification is completed', () => {
    const deadline = ms('2026-03-06')
    expect(overdueDays({ deadline }, ms('2026-03-06') + 20 * 3600_000)).toBe(0)
    expect(overdueDays({ deadline }, ms('2026-03-07') + 3600_000)).toBe(1)
    expect(overdueDays({ deadline }, ms('2026-03-09') + 3600_000)).toBe(3)
    expect(overdueDays({ deadline, completeDate: ms('2026-03-08') }, ms('2026-03-09'))).toBe(0)
    expect(overdueDays({}, ms('2026-03-09'))).toBe(0)
  })
})

describe('the hazardFrom page', () => {
  test('opens the hazard\'s task by its record id with the hazard form', async () => {
    // the task id is the record id
    engine(hazardInfo(rights([]), hazard()), lookups, 't1')
    __setRouterParams({ id: 't1' })
    const view = render(<HazardFromPage />)
    await loaded(view)
    expect(await screen.findByText('1号通道基坑支护桩位移超预警值')).toBeTruthy()
  })

  test('a hazard without a flow says so and opens the hazard; an unknown one says it cannot be opened', async () => {
    engine(hazardInfo(rights([]), hazard()), {
      'GET /api/workflow/Engine/FlowBefore/rec-hz-2': { code: 400, msg: '该流程不存在或您无权查看' },
      'GET /api/visualdev/OnlineDev/vm-hazard-rectify/rec-hz-2/DataChange': { code: 200, data: { id: 'rec-hz-2', data: JSON.stringify({ hazardNo: 'YH-HJ-2026-016' }) } },
      'GET /api/workflow/Engine/FlowBefore/rec-x': { code: 400, msg: '该流程不存在或您无权查看' },
      'GET /api/visualdev/OnlineDev/vm-hazard-rectify/rec-x/DataChange': { code: 400, msg: '记录不存在' }
    }, 'none')
    __setRouterParams({ id: 'rec-hz-2' })
    const view = render(<HazardFromPage />)
    expect(await screen.findByText('该隐患没有隐患整改审批流程，按隐患闭环在隐患页面处理')).toBeTruthy()
    expect(screen.getByText('隐患 YH-HJ-2026-016')).toBeTruthy()
    view.unmount()
    __setRouterParams({ id: 'rec-x' })
    render(<HazardFromPage />)
    expect(await screen.findByText('该流程不存在或您无权查看')).toBeTruthy()
  })
})
