// The four selector pages driven through the picker bridge: each lists, pages, selects and answers the requester.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __triggerHook } from '../__mocks__/taro'
import { openPopSelect, openTableLinkage, openTableSelect, openTableTreeSelector, pendingPickers } from '@/engines/lowcode/lib/picker-bridge'
import PopSelectPage from '@/pages/apply/popSelect/index'
import TableSelectPage from '@/pages/apply/tableSelect/index'
import TableTreeSelectorPage from '@/pages/apply/tableTreeSelector/index'
import TableLinkagePage from '@/pages/apply/tableLinkage/index'
import { fakeApi, fail } from './profile/api-fake'
import { signIn } from './profile/session-fixture'
import { find } from './ui'

/** the pickerId of the page just opened, put where useRouter reads it */
async function routeTo(path: string) {
  await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalled())
  const url: string = (Taro.navigateTo as jest.Mock).mock.calls.at(-1)[0].url
  expect(url.split('?')[0]).toBe(path)
  __setRouterParams({ pickerId: new URLSearchParams(url.split('?')[1]).get('pickerId')! })
}

const base = { interfaceId: 'di-equipment', propsValue: 'id', relationField: 'fullName', paramList: [], hasPage: true, pageSize: 20, multiple: true, selected: [] }
const columns = [{ value: 'fullName', label: '设备名称' }, { value: 'model', label: '型号' }]

beforeEach(() => {
  __reset()
  signIn()
})

afterEach(() => {
  expect(pendingPickers()).toBe(0)
})

describe('page configs', () => {
  test('tableSelect and tableTreeSelector disable pull-down refresh; popSelect and tableLinkage refresh by pulling', () => {
    // the page configs call the build's global definePageConfig
    ;(globalThis as any).definePageConfig = (c: unknown) => c
    const config = (name: string) => require(`@/pages/apply/${name}/index.config`).default
    const [popConfig, tableConfig, treeConfig, linkageConfig] = ['popSelect', 'tableSelect', 'tableTreeSelector', 'tableLinkage'].map(config)
    expect(tableConfig).toMatchObject({ enablePullDownRefresh: false })
    expect(treeConfig).toMatchObject({ enablePullDownRefresh: false })
    expect(popConfig).toMatchObject({ enablePullDownRefresh: true })
    expect(linkageConfig).toMatchObject({ enablePullDownRefresh: true })
  })
})

describe('popSelect', () => {
  test('multiple popupSelect: pull-down refreshes page 1, empty keyword result says so, confirm answers every picked row', async () => {
    let version = 0
    fakeApi({
      'POST /api/system/DataInterface/di-equipment/Actions/List': (req: any) =>
        req.data.keyword === '盾构'
          ? { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }
          : { list: [{ id: 'e1', fullName: '履带起重机', model: `QUY80-${++version}` }, { id: 'e2', fullName: '架桥机', model: 'JQJ180' }], pagination: { currentPage: 1, pageSize: 20, total: 2 } }
    })
    const answer = openPopSelect({ kind: 'popupSelect', title: '选择设备', columnOptions: columns, ...base })
    await routeTo('/pages/apply/popSelect/index')
    render(<PopSelectPage />)
    expect(await screen.findByText('QUY80-1')).toBeInTheDocument()
    await act(async () => {
      __triggerHook('usePullDownRefresh')
    })
    expect(await screen.findByText('QUY80-2')).toBeInTheDocument()
    expect(Taro.stopPullDownRefresh).toHaveBeenCalled()
    const search = async (text: string) => {
      fireEvent.input(await find(document.body, '.lc-picker .at-search-bar input'), { target: { value: text } })
      fireEvent.click(await find(document.body, '.lc-picker .at-search-bar__action'))
    }
    await search('盾构')
    expect(await screen.findByText('没有找到相关数据')).toBeInTheDocument()
    await search('')
    expect(await screen.findByText('QUY80-3')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('checkbox', { name: '履带起重机' }))
    fireEvent.click(screen.getByRole('checkbox', { name: '架桥机' }))
    fireEvent.click(screen.getByText('确定(2)'))
    await expect(answer).resolves.toEqual({ rows: [{ id: 'e1', fullName: '履带起重机', model: 'QUY80-3' }, { id: 'e2', fullName: '架桥机', model: 'JQJ180' }] })
  })

  test('a failed first page offers 重试; a reload without the request says it expired', async () => {
    let calls = 0
    fakeApi({ 'POST /api/system/DataInterface/di-equipment/Actions/List': () => (++calls === 1 ? fail('接口不存在') : { list: [{ id: 'e1', fullName: '履带起重机' }], pagination: { currentPage: 1, pageSize: 20, total: 1 } }) })
    const answer = openPopSelect({ kind: 'popupSelect', title: '选择设备', columnOptions: columns, ...base })
    await routeTo('/pages/apply/popSelect/index')
    const page = render(<PopSelectPage />)
    expect(await screen.findByText('接口不存在')).toBeInTheDocument()
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('履带起重机')).toBeInTheDocument()
    fireEvent.click(screen.getByText('取消'))
    expect(Taro.navigateBack).toHaveBeenCalled()
    page.unmount()
    await expect(answer).resolves.toBeUndefined()

    render(<PopSelectPage />)
    expect(screen.getByText('选择已失效，请返回表单重新打开')).toBeInTheDocument()
  })
})

describe('tableSelect', () => {
  test('a single-select table: picking a row replaces the previous one; paging on reaching the bottom', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: `e${i}`, fullName: `设备${i}`, model: `M${i}` }))
    const api = fakeApi({
      'POST /api/system/DataInterface/di-equipment/Actions/List': (req: any) => ({
        list: rows.slice((req.data.currentPage - 1) * 20, req.data.currentPage * 20), pagination: { currentPage: req.data.currentPage, pageSize: 20, total: 25 }
      })
    })
    const answer = openTableSelect({ title: '选择设备', columnOptions: columns, ...base, multiple: false, selected: ['e3'] })
    await routeTo('/pages/apply/tableSelect/index')
    render(<TableSelectPage />)
    expect(await screen.findByRole('radio', { name: '选择设备3' })).toHaveAttribute('aria-checked', 'true')
    await act(async () => {
      __triggerHook('useReachBottom')
    })
    fireEvent.click(await screen.findByRole('radio', { name: '选择设备24' }))
    expect(screen.getByRole('radio', { name: '选择设备3' })).toHaveAttribute('aria-checked', 'false')
    expect(api.calls('POST', '/api/system/DataInterface/di-equipment/Actions/List')).toHaveLength(2)
    fireEvent.click(screen.getByText('确定'))
    await expect(answer).resolves.toEqual({ rows: [{ id: 'e24', fullName: '设备24', model: 'M24' }] })
  })

  test('a tree-shaped interface is handed over to tableTreeSelector with the same request', async () => {
    const tree = [{ id: 'u1', fullName: '路基工程', children: [{ id: 'w1', fullName: '路基土石方' }] }]
    fakeApi({
      'POST /api/system/DataInterface/di-wbs/Actions/List': { list: tree, pagination: { currentPage: 1, pageSize: 20, total: 1 } },
      'POST /api/system/DataInterface/di-wbs/Actions/Preview': tree
    })
    const answer = openTableSelect({ title: '选择分项', columnOptions: [{ value: 'fullName', label: '名称' }], ...base, interfaceId: 'di-wbs' })
    await routeTo('/pages/apply/tableSelect/index')
    const first = render(<TableSelectPage />)
    await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalled())
    const url: string = (Taro.redirectTo as jest.Mock).mock.calls[0][0].url
    expect(url).toMatch(/^\/pages\/apply\/tableTreeSelector\/index\?pickerId=/)
    first.unmount()
    render(<TableTreeSelectorPage />)
    fireEvent.click(await screen.findByLabelText('进入路基工程'))
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择路基土石方' }))
    fireEvent.click(screen.getByText('确定(1)'))
    await expect(answer).resolves.toEqual({ rows: [{ id: 'w1', fullName: '路基土石方' }] })
  })
})

describe('tableTreeSelector', () => {
  const tree = [
    { id: 'u1', fullName: '路基工程', code: 'LJ', children: [
      { id: 'd1', fullName: '路基土石方工程', code: 'LJ-01', children: [{ id: 'i1', fullName: '土方路基', code: 'LJ-01-01' }, { id: 'i2', fullName: '石方路基', code: 'LJ-01-02' }] }
    ] },
    { id: 'u2', fullName: '桥梁工程', code: 'QL', children: [{ id: 'i3', fullName: '钻孔灌注桩', code: 'QL-01-01' }] }
  ]

  test('walks the tree, shows the rows of the chosen node, searches every level, answers the picked rows', async () => {
    const api = fakeApi({ 'POST /api/system/DataInterface/di-wbs/Actions/Preview': tree })
    const answer = openTableTreeSelector({
      title: '选择WBS', columnOptions: [{ value: 'fullName', label: '名称' }, { value: 'code', label: '编码' }], ...base, interfaceId: 'di-wbs',
      paramList: [{ field: 'contractId', defaultValue: 'ct-1' }]
    })
    await routeTo('/pages/apply/tableTreeSelector/index')
    render(<TableTreeSelectorPage />)
    expect(await screen.findByRole('checkbox', { name: '选择桥梁工程' })).toBeInTheDocument()
    expect(api.calls('POST', '/api/system/DataInterface/di-wbs/Actions/Preview')[0].data).toEqual({ paramList: [{ field: 'contractId', defaultValue: 'ct-1' }] })
    fireEvent.click(screen.getByLabelText('进入路基工程'))
    fireEvent.click(await screen.findByLabelText('进入路基土石方工程'))
    expect(await screen.findByText('LJ-01-02')).toBeInTheDocument()
    expect(screen.queryByText('桥梁工程')).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: '选择石方路基' }))
    // the breadcrumb goes back to the top
    fireEvent.click(screen.getByText('全部'))
    const search = await waitFor(() => {
      const el = document.querySelector('.lc-picker .at-search-bar input')
      if (!el) throw new Error('the search input is not rendered yet')
      return el as HTMLElement
    })
    fireEvent.input(search, { target: { value: '灌注' } })
    fireEvent.click(document.querySelector('.lc-picker .at-search-bar__action')!)
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择钻孔灌注桩' }))
    fireEvent.click(screen.getByText('确定(2)'))
    await expect(answer).resolves.toEqual({ rows: [{ id: 'i2', fullName: '石方路基', code: 'LJ-01-02' }, { id: 'i3', fullName: '钻孔灌注桩', code: 'QL-01-01' }] })
    // the interface was read once
    expect(api.calls('POST', '/api/system/DataInterface/di-wbs/Actions/Preview')).toHaveLength(1)
  })
})

describe('tableLinkage', () => {
  test('rows picked from the data interface come back mapped through relationOptions', async () => {
    const api = fakeApi({
      'POST /api/system/DataInterface/di-materials/Actions/List': {
        list: [{ id: 'm1', fullName: 'HRB400E带肋钢筋 Φ25', unit: 't', spec: 'Φ25' }, { id: 'm2', fullName: 'P·O 42.5普通硅酸盐水泥', unit: 't', spec: '散装' }],
        pagination: { currentPage: 1, pageSize: 20, total: 2 }
      }
    })
    const answer = openTableLinkage({
      tableVModel: 'tableField120',
      formValues: { contractId: 'ct-hj-tj01' },
      actionConfig: {
        popupTitle: '从材料库添加', dataSource: 'dynamic', interfaceId: 'di-materials',
        templateJson: [{ field: 'contractId', relationField: 'contractId', sourceType: 1 }],
        columnOptions: [{ value: 'fullName', label: '材料' }, { value: 'spec', label: '规格' }],
        relationOptions: [{ field: 'materialName', type: 1, value: 'fullName' }, { field: 'unit', type: 1, value: 'unit' }, { field: 'checked', type: 2, value: '否' }]
      }
    })
    await routeTo('/pages/apply/tableLinkage/index')
    render(<TableLinkagePage />)
    expect(await screen.findByText('从材料库添加')).toBeInTheDocument()
    expect(api.calls('POST', '/api/system/DataInterface/di-materials/Actions/List')[0].data).toMatchObject({ paramList: [{ field: 'contractId', defaultValue: 'ct-hj-tj01' }] })
    fireEvent.click(await screen.findByRole('checkbox', { name: 'HRB400E带肋钢筋 Φ25' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'P·O 42.5普通硅酸盐水泥' }))
    fireEvent.click(screen.getByText('添加(2)'))
    await expect(answer).resolves.toEqual({
      rows: [
        { materialName: 'HRB400E带肋钢筋 Φ25', unit: 't', checked: '否' },
        { materialName: 'P·O 42.5普通硅酸盐水泥', unit: 't', checked: '否' }
      ]
    })
  })

  test('form data as the source lists the model records', async () => {
    const api = fakeApi({
      'GET /api/visualdev/Base/vm-equipment/FieldDataSelect': { list: [{ id: 'r1', deviceName: '架桥机', deviceNo: 'JQJ-01' }], pagination: { currentPage: 1, pageSize: 20, total: 1 } }
    })
    const answer = openTableLinkage({
      tableVModel: 'tableField9', formValues: {},
      actionConfig: { dataSource: 'relationForm', modelId: 'vm-equipment', columnOptions: [{ value: 'deviceName' }, { value: 'deviceNo' }], relationOptions: [{ field: 'name', type: 1, value: 'deviceName' }] }
    })
    await routeTo('/pages/apply/tableLinkage/index')
    render(<TableLinkagePage />)
    fireEvent.click(await screen.findByRole('checkbox', { name: '架桥机' }))
    expect(screen.getByText('JQJ-01')).toBeInTheDocument()
    expect(new URLSearchParams(api.calls('GET', '/api/visualdev/Base/vm-equipment/FieldDataSelect')[0].query).get('columnOptions')).toBe('deviceName,deviceNo')
    fireEvent.click(screen.getByText('添加(1)'))
    await expect(answer).resolves.toEqual({ rows: [{ name: '架桥机' }] })
  })
})
