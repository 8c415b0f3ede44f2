// 专项排查 (hazardInvestigat): the problem tree picker (treeSelect) searches the library keeping the ancestors and the
// ticks, ticks a whole category or item or one problem, counts what is ticked and answers the form with the picked
// problems; the checklist widget turns them into rows, keeps what was marked when picking again (asking before it
// drops marked rows), and a 存在 row asks for a note; the form page (addTreeSelect) carries the widget.
import { useState } from 'react'
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { PickedProblem, ProblemNode } from '@shared/api/pitfalls'
import { __reset, __setRouterParams, __storage } from '../__mocks__/taro'
import TreeSelectPage from '@/pages/apply/hazardInvestigat/treeSelect'
import AddTreeSelectPage from '@/pages/apply/hazardInvestigat/addTreeSelect'
import { filterTree, pickedOf } from '@/features/pitfalls'
import { SpecialChecklistWidget, deadlineText, mergePicked, specialRowOf } from '@/features/safety'
import { encodePageConfig, type WidgetProps } from '@/engines/lowcode'
import { clearOptionCache } from '@/engines/lowcode/api/options'
import { openPicker, pendingPickers, resolvePicker } from '@/lib/picker-bridge'
import { useSessionStore } from '@/features/session'
import { specialInspectionModel } from '../../server/src/catalog/safety/models/special-inspection'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

type Row = Record<string, unknown>
const navigate = Taro.navigateTo as unknown as jest.Mock
const input = (el: Element, value: string) => fireEvent(el, new CustomEvent('input', { detail: { value } }))
const confirmSearch = (el: Element) => fireEvent(el, new CustomEvent('confirm', { detail: { value: '' } }))

const problem = (id: string, fullName: string, more: Partial<ProblemNode> = {}): ProblemNode => ({
  id, parentId: id.split('-').slice(0, 3).join('-'), fullName, type: 'problem', sortCode: 0, hazardLevel: 'dd-hazardLevel-general',
  hazardCategory: 'dd-hazardCategory-13', basis: 'JGJ 46-2005 第8.1.3条', measures: '更换合格漏电保护器', rectifyDays: 2, ...more
})
const TREE: ProblemNode[] = [
  { id: 'pl-elec', parentId: '0', fullName: '临时用电', type: 'category', sortCode: 0, children: [
    { id: 'pl-elec-box', parentId: 'pl-elec', fullName: '配电箱与开关箱', type: 'item', sortCode: 0, children: [
      problem('pl-elec-box-1', '开关箱未实行一机一闸一漏一箱'), problem('pl-elec-box-2', '漏电保护器试跳不动作', { hazardLevel: 'dd-hazardLevel-major', rectifyDays: 1 })
    ] },
    { id: 'pl-elec-line', parentId: 'pl-elec', fullName: '配电线路', type: 'item', sortCode: 1, children: [problem('pl-elec-line-1', '电缆沿地面明敷被车辆碾压')] }
  ] },
  { id: 'pl-height', parentId: '0', fullName: '高处作业', type: 'category', sortCode: 1, children: [
    { id: 'pl-height-edge', parentId: 'pl-height', fullName: '临边与洞口防护', type: 'item', sortCode: 0, children: [
      problem('pl-height-edge-1', '桥面临边未设置防护栏杆', { hazardLevel: 'dd-hazardLevel-major', hazardCategory: 'dd-hazardCategory-1', basis: 'JGJ 80-2016 第4.1.1条', rectifyDays: 1 })
    ] }
  ] }
]
const DICTIONARIES = {
  'GET /api/system/DictionaryData/All': { code: 400, msg: 'no' },
  'GET /api/system/DictionaryData/dt-hazardLevel/Data/Selector': ok({ list: [{ id: 'dd-hazardLevel-general', fullName: '一般隐患' }, { id: 'dd-hazardLevel-major', fullName: '重大隐患' }] }),
  'GET /api/system/DictionaryData/dt-hazardCategory/Data/Selector': ok({ list: [{ id: 'dd-hazardCategory-1', fullName: '高处坠落' }, { id: 'dd-hazardCategory-13', fullName: '触电' }] })
}
const picked = (ids: string[]) => pickedOf(TREE, new Set(ids))

beforeEach(() => {
  __reset()
  clearOptionCache()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-hexiaoyan', userName: '何晓燕', userAccount: 'hexiaoyan', organizeIdList: [], positionIds: [], roleIds: [] })
  const project = { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' }
  __storage.set('project', project)
  useSessionStore.setState({ project: project as never })
  __setRouterParams({})
})

/** opens the picker as the widget does and answers its pickerId and the promise of its answer */
function openTree(selected: string[]) {
  navigate.mockClear()
  const answer = openPicker<PickedProblem[]>((id) => `/pages/apply/hazardInvestigat/treeSelect?pickerId=${id}`, { selected })
  return { answer, pickerId: () => new URL(`http://x${String(navigate.mock.calls[0][0].url)}`).searchParams.get('pickerId') ?? '' }
}

describe('the tree search', () => {
  test('a problem found by wording or clause keeps its item and category, nothing else', () => {
    const hit = filterTree(TREE, '碾压')
    expect(hit.map((c) => c.fullName)).toEqual(['临时用电'])
    expect(hit[0].children?.map((i) => i.fullName)).toEqual(['配电线路'])
    expect(hit[0].children?.[0].children?.map((p) => p.id)).toEqual(['pl-elec-line-1'])
    expect(filterTree(TREE, 'jgj 80')[0].children?.[0].children?.map((p) => p.id)).toEqual(['pl-height-edge-1'])
    // an item found by its name keeps all its problems
    expect(filterTree(TREE, '配电箱')[0].children?.[0].children?.map((p) => p.id)).toEqual(['pl-elec-box-1', 'pl-elec-box-2'])
    expect(filterTree(TREE, '无此内容')).toEqual([])
    expect(filterTree(TREE, '  ')).toBe(TREE)
  })

  test('a new pick keeps the marked rows, adds the new ones and names the marked ones left out', () => {
    const rows = [{ ...specialRowOf(picked(['pl-elec-box-1'])[0]), result: 'exist', note: '一闸两机' }, specialRowOf(picked(['pl-elec-line-1'])[0])]
    const next = mergePicked(rows, picked(['pl-elec-box-1', 'pl-height-edge-1']))
    expect(next.rows.map((r) => [r.problemId, r.result])).toEqual([['pl-elec-box-1', 'exist'], ['pl-height-edge-1', '']])
    expect(next.dropped).toEqual([])
    expect(mergePicked(rows, picked(['pl-elec-line-1'])).dropped.map((r) => r.problemId)).toEqual(['pl-elec-box-1'])
  })

  test('the deadline a row gets: the inspection date (an instant on the form, text on the detail) plus the days', () => {
    expect(deadlineText(2, Date.parse('2026-03-10T00:00:00+08:00'))).toBe('整改时限2天（至2026-03-12）')
    expect(deadlineText(3, '2026-03-30')).toBe('整改时限3天（至2026-04-02）')
    expect(deadlineText(1, undefined)).toBe('整改时限1天')
    expect(deadlineText(null, '2026-03-30')).toBe('')
  })
})

describe('treeSelect', () => {
  test('ticks a whole item, a problem found by search, counts them and answers the form on 确定', async () => {
    const api = fakeApi({ ...DICTIONARIES, 'GET /api/safety/problemLibrary/tree': ok({ list: TREE }) })
    const { answer, pickerId } = openTree(['pl-elec-line-1'])
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    __setRouterParams({ pickerId: pickerId() })
    const { container } = render(<TreeSelectPage />)
    await screen.findByText('临时用电')
    // the library is read once, whole: the search runs here so the ticks stay
    expect(api.find('GET', '/api/safety/problemLibrary/tree')[0].query).toEqual({})
    expect(screen.getByLabelText('已选数量')).toHaveTextContent('已选 1 项')
    expect(screen.getByRole('checkbox', { name: '临时用电' })).toHaveAttribute('aria-checked', 'mixed')

    // a category opens on a tap of its name, with its items open; an item's box ticks both of its problems
    expect(screen.queryByText('配电箱与开关箱')).toBeNull()
    fireEvent.click(screen.getByText('临时用电'))
    expect(screen.getByText('开关箱未实行一机一闸一漏一箱')).toBeInTheDocument()
    fireEvent.click(screen.getByText('配电线路'))
    expect(screen.queryByText('电缆沿地面明敷被车辆碾压')).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: '临时用电 配电箱与开关箱' }))
    expect(screen.getByLabelText('已选数量')).toHaveTextContent('已选 3 项')
    expect(screen.getByRole('checkbox', { name: '临时用电' })).toHaveAttribute('aria-checked', 'true')

    // the search shows the problem under its item and category, and the others go
    const box = screen.getByLabelText('搜索检查内容')
    input(box, '栏杆')
    confirmSearch(box)
    await screen.findByText('桥面临边未设置防护栏杆')
    expect(screen.getByText('高处作业')).toBeInTheDocument()
    expect(screen.getByText('临边与洞口防护')).toBeInTheDocument()
    expect(screen.queryByText('临时用电')).toBeNull()
    fireEvent.click(screen.getByText('桥面临边未设置防护栏杆'))
    expect(screen.getByLabelText('已选数量')).toHaveTextContent('已选 4 项')

    // the ticks outlive the search; one problem unticked again
    fireEvent.click(screen.getByText('清除'))
    await screen.findByText('临时用电')
    fireEvent.click(screen.getByRole('checkbox', { name: '漏电保护器试跳不动作' }))
    expect(screen.getByLabelText('已选数量')).toHaveTextContent('已选 3 项')
    expect(container.querySelectorAll('.pf-check--all').length).toBeGreaterThan(0)

    fireEvent.click(screen.getByText('确定(3)'))
    const result = await answer
    expect(result?.map((p) => [p.id, p.categoryName, p.itemName])).toEqual([
      ['pl-elec-box-1', '临时用电', '配电箱与开关箱'], ['pl-elec-line-1', '临时用电', '配电线路'], ['pl-height-edge-1', '高处作业', '临边与洞口防护']
    ])
    expect(result?.[2]).toMatchObject({ hazardLevel: 'dd-hazardLevel-major', hazardCategory: 'dd-hazardCategory-1', basis: 'JGJ 80-2016 第4.1.1条', rectifyDays: 1 })
    expect(Taro.navigateBack).toHaveBeenCalled()
    expect(pendingPickers()).toBe(0)
  })

  test('nothing ticked: 确定 says so; 清空 and leaving answer nothing; a stale picker says how to go on', async () => {
    fakeApi({ ...DICTIONARIES, 'GET /api/safety/problemLibrary/tree': ok({ list: TREE }) })
    const { answer, pickerId } = openTree(['pl-elec-box-1'])
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    __setRouterParams({ pickerId: pickerId() })
    const { unmount } = render(<TreeSelectPage />)
    await screen.findByText('临时用电')
    fireEvent.click(screen.getByText('清空'))
    expect(screen.getByLabelText('已选数量')).toHaveTextContent('已选 0 项')
    fireEvent.click(screen.getByText('确定'))
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请至少选择一项检查内容' }))
    unmount()
    expect(await answer).toBeUndefined()

    __setRouterParams({ pickerId: 'gone' })
    render(<TreeSelectPage />)
    expect(await screen.findByText('选择已失效，请返回排查表单重新打开')).toBeInTheDocument()
  })

  test('a library that does not load says so and loads again', async () => {
    let fail = true
    fakeApi({ ...DICTIONARIES, 'GET /api/safety/problemLibrary/tree': () => (fail ? { code: 500, msg: '服务器繁忙' } : ok({ list: TREE })) })
    const { pickerId } = openTree([])
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    __setRouterParams({ pickerId: pickerId() })
    render(<TreeSelectPage />)
    await screen.findByText('服务器繁忙')
    fail = false
    fireEvent.click(screen.getByText('重试'))
    await screen.findByText('临时用电')
  })
})

/** the widget in a form that keeps its value, as the engine's form store does */
function Harness({ start, disabled = false, seen }: { start: Row[]; disabled?: boolean; seen(rows: Row[]): void }) {
  const [rows, setRows] = useState<Row[]>(start)
  const props = {
    field: { label: '检查内容' } as WidgetProps['field'], value: rows, disabled, formValues: { inspectDate: Date.parse('2026-03-12T00:00:00+08:00') }, form: {} as WidgetProps['form'],
    onChange: (v: Row[] | null) => { setRows(v ?? []); seen(v ?? []) }
  }
  return <SpecialChecklistWidget {...props} />
}

describe('the checklist widget', () => {
  test('选择检查内容 fills the rows; a 存在 row asks for a note; picking again asks before dropping marked rows', async () => {
    fakeApi(DICTIONARIES)
    let latest: Row[] = []
    render(<Harness start={[]} seen={(r) => { latest = r }} />)
    expect(screen.getByText('尚未选择检查内容，请从问题库选择本次排查的问题')).toBeInTheDocument()
    fireEvent.click(screen.getByText('选择检查内容'))
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    const url = String(navigate.mock.calls[0][0].url)
    expect(url.startsWith('/pages/apply/hazardInvestigat/treeSelect?pickerId=')).toBe(true)
    resolvePicker(new URL(`http://x${url}`).searchParams.get('pickerId') ?? '', picked(['pl-elec-box-2', 'pl-height-edge-1']))
    await screen.findByText('漏电保护器试跳不动作')
    expect(latest.map((r) => r.problemId)).toEqual(['pl-elec-box-2', 'pl-height-edge-1'])
    expect(screen.getByText('共2项')).toBeInTheDocument()
    expect(screen.getByText('未排查2')).toBeInTheDocument()
    expect(screen.getAllByText('整改时限1天（至2026-03-13）')).toHaveLength(2)
    expect(screen.getByText('依据：JGJ 80-2016 第4.1.1条')).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByText('重大隐患')).toHaveLength(2))

    fireEvent.click(screen.getAllByRole('radio', { name: '存在' })[0])
    expect(latest[0].result).toBe('exist')
    const note = await screen.findByPlaceholderText('情况说明：现场看到了什么、在什么位置')
    input(note, '二级箱漏保试跳不动作')
    expect(latest[0].note).toBe('二级箱漏保试跳不动作')
    expect(screen.getByText('存在1')).toBeInTheDocument()

    // picking again without the marked row: asked first, and a refusal keeps the rows
    navigate.mockClear()
    ;(Taro.showModal as jest.Mock).mockImplementationOnce(() => Promise.resolve({ confirm: false, cancel: true }))
    fireEvent.click(screen.getByText('重新选择检查内容（已选2项）'))
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    resolvePicker(new URL(`http://x${String(navigate.mock.calls[0][0].url)}`).searchParams.get('pickerId') ?? '', picked(['pl-height-edge-1', 'pl-elec-line-1']))
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '有1项已填写排查结果，取消选择后将一并移除，确定吗？' })))
    expect(latest.map((r) => r.problemId)).toEqual(['pl-elec-box-2', 'pl-height-edge-1'])
  })

  test('read only: results, notes and the hazard each 存在 row became', async () => {
    fakeApi(DICTIONARIES)
    const rows = [
      { ...specialRowOf(picked(['pl-elec-box-2'])[0]), result: '存在', note: '漏保不动作', hazardNo: 'YH202603120001', hazardId: 'hz1' },
      { ...specialRowOf(picked(['pl-elec-box-1'])[0]), result: '不存在' }
    ]
    render(<Harness start={rows} disabled seen={() => undefined} />)
    expect(screen.getByText('已登记隐患1条：YH202603120001')).toBeInTheDocument()
    expect(screen.queryByText(/选择检查内容/)).toBeNull()
    expect(screen.getByText('情况说明：漏保不动作')).toBeInTheDocument()
    expect(screen.getByText('不存在')).toBeInTheDocument()
    fireEvent.click(screen.getByText('隐患 YH202603120001 ›'))
    expect(String(navigate.mock.calls[0][0].url)).toMatch(/^\/pages\/apply\/hiddenDanger\/index\?config=/)
  })
})

describe('addTreeSelect', () => {
  test('the new inspection form carries the checklist: 选择检查内容 opens the tree and the picked problems become rows', async () => {
    const base = '/api/visualdev/OnlineDev/vm-special-inspection'
    const columns = specialInspectionModel.appColumnData
    fakeApi({
      ...DICTIONARIES,
      [`GET ${base}/Config`]: ok({ id: 'vm-special-inspection', fullName: '专项排查', enCode: 'specialInspection', webType: '2', formData: specialInspectionModel.formData,
        columnData: columns, appColumnData: columns, enableFlow: 0, flowId: '', flowEnCode: '', flowTemplateJson: '' }),
      'GET /api/system/BillRule/BillNumber/specialInspectionNo': ok('ZXPC202603120001')
    })
    __setRouterParams({ config: encodePageConfig({ modelId: 'vm-special-inspection', jurisdictionType: 'btn_add', title: '专项排查' }) })
    render(<AddTreeSelectPage />)
    expect(await screen.findByText('排查名称')).toBeInTheDocument()
    expect(screen.getByText('排查部位')).toBeInTheDocument()
    fireEvent.click(await screen.findByText('选择检查内容'))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringMatching(/^\/pages\/apply\/hazardInvestigat\/treeSelect\?pickerId=/) })))
    const url = String(navigate.mock.calls.find((c) => String(c[0].url).includes('treeSelect'))?.[0].url)
    resolvePicker(new URL(`http://x${url}`).searchParams.get('pickerId') ?? '', picked(['pl-height-edge-1']))
    expect(await screen.findByText('桥面临边未设置防护栏杆')).toBeInTheDocument()
    expect(screen.getByText('高处作业 / 临边与洞口防护', { exact: false })).toBeInTheDocument()
  })
})
