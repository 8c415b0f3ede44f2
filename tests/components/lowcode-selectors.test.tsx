import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset } from '../__mocks__/taro'
import { createFormStore, useFormState, type FormStore } from '@/lib/form'
import { useSharedStore } from '@/lib/shared-store'
import { clearSession } from '@/lib/storage'
import { selectorWidgets } from '@/engines/lowcode/widgets/selectors'
import type { LcField } from '@/engines/lowcode/types'
import { fakeApi } from './profile/api-fake'
import { signIn } from './profile/session-fixture'
import { find } from './ui'

// ---- a field as the normaliser makes it, and a form around one widget ------------------------------------------

function lcField(jnpfKey: string, vModel: string, extra: Partial<LcField> = {}, props: Record<string, unknown> = {}): LcField {
  return {
    key: vModel, jnpfKey, rawJnpfKey: jnpfKey, vModel, label: '字段', showLabel: true, span: 24, required: false, regList: [],
    noShow: false, visibleOnApp: true, disabled: false, readonly: false, defaultCurrent: false, multiple: false,
    optionSource: { type: 'static', valueKey: 'id', labelKey: 'fullName', childrenKey: 'children' }, props, config: {}, ...extra
  }
}

function Bound({ field, form, disabled }: { field: LcField; form: FormStore; disabled: boolean }) {
  const value = useFormState(form, (s) => s.values[field.vModel!])
  const Widget = selectorWidgets[field.jnpfKey]
  return (
    <Widget field={field} value={value} disabled={disabled} error={undefined} form={form}
      formValues={form.getState().values} onChange={(v: unknown) => form.setValue(field.vModel!, v)} />
  )
}

function mount(field: LcField, values: Record<string, unknown> = {}, disabled = false) {
  const form = createFormStore({ values })
  const view = render(<Bound field={field} form={form} disabled={disabled} />)
  return { form, view, value: () => form.getState().values[field.vModel!] }
}

const sheet = () => document.querySelector('.lc-tree') as HTMLElement
const confirmSheet = () => fireEvent.click(within(sheet()).getByText(/^确定/))

// ---- fixtures: the group's organisation, positions, users, roles, areas ------------------------------------------

const orgTree = [{
  id: 'o1', fullName: '交投建设集团', type: 'company', organizeIds: ['o1'], children: [
    { id: 'd1', fullName: '工程管理部', type: 'department', organizeIds: ['o1', 'd1'] },
    { id: 'd2', fullName: '安全质量部', type: 'department', organizeIds: ['o1', 'd2'] },
    { id: 'o2', fullName: '沿江项目公司', type: 'company', organizeIds: ['o1', 'o2'], children: [
      { id: 'd3', fullName: '中心试验室', type: 'department', organizeIds: ['o1', 'o2', 'd3'] }
    ] }
  ]
}]
const positionTree = [{ id: 'o1', fullName: '交投建设集团', type: 'company', children: [
  { id: 'd1', fullName: '工程管理部', type: 'department', children: [
    { id: 'p1', fullName: '项目经理', type: 'position', organize: '交投建设集团/工程管理部' },
    { id: 'p2', fullName: '安全员', type: 'position', organize: '交投建设集团/工程管理部' }
  ] }
] }]
const userTree = [{ id: 'o1', fullName: '交投建设集团', type: 'company', children: [
  { id: 'd1', fullName: '工程管理部', type: 'department', children: [
    { id: 'u1', fullName: '王建国/wangjianguo', type: 'user', organize: '交投建设集团/工程管理部' },
    { id: 'u2', fullName: '赵敏/zhaomin', type: 'user', organize: '交投建设集团/工程管理部' }
  ] }
] }]
const users = [
  { id: 'u1', account: 'wangjianguo', realName: '王建国' },
  { id: 'u2', account: 'zhaomin', realName: '赵敏' },
  { id: 'u3', account: 'zhouqiang', realName: '周强' }
]
const roles = [{ id: 'r1', fullName: '项目经理', type: 'role' }, { id: 'r2', fullName: '安全员', type: 'role' }, { id: 'r3', fullName: '试验员', type: 'role' }]

const directory = {
  'GET /api/permission/Organize/Department/Selector/0': { list: orgTree },
  'GET /api/permission/Position/Selector': { list: positionTree },
  'GET /api/permission/Users/Selector': { list: userTree },
  'GET /api/permission/Users/All': { list: users },
  // names of stored ids, as the 3.6 web selector asks for them
  'POST /api/permission/Users/getUserList': (req: { data: unknown }) => ({ list: users.filter((u) => ((req.data as { ids: string[] }).ids).includes(u.id)) }),
  'GET /api/permission/Role/Selector': { list: roles },
  'GET /api/permission/Group/Selector': [{ id: 'g1', fullName: '桥梁攻坚组', type: 'group' }]
}

beforeEach(() => {
  __reset()
  signIn()
  // a new session starts with empty trees: each test sees its own loads
  clearSession()
  signIn()
  useSharedStore.getState().reset()
})

describe('organisation, department and position pickers', () => {
  test('organizeSelect shows the path names of a stored path and stores the id path of what is picked', async () => {
    const api = fakeApi(directory)
    const { value } = mount(lcField('organizeSelect', 'org', { label: '所属组织' }), { org: ['o1', 'd1'] })
    expect(await screen.findByText('交投建设集团/工程管理部')).toBeInTheDocument()

    fireEvent.click(screen.getByLabelText('选择所属组织'))
    fireEvent.click(await within(sheet()).findByLabelText('进入交投建设集团'))
    fireEvent.click(await within(sheet()).findByLabelText('进入沿江项目公司'))
    fireEvent.click(await within(sheet()).findByLabelText('选择中心试验室'))
    // single select: the new pick replaces the old one in the draft
    expect(within(sheet()).queryByText('交投建设集团/工程管理部')).toBeNull()
    confirmSheet()
    expect(value()).toEqual(['o1', 'o2', 'd3'])
    expect(await screen.findByText('交投建设集团/沿江项目公司/中心试验室')).toBeInTheDocument()
    // the tree was loaded once for the names and the picker together
    expect(api.calls('GET', '/api/permission/Organize/Department/Selector/0')).toHaveLength(1)
  })

  test('multiple organizeSelect keeps a list of paths; a tag × removes one', async () => {
    fakeApi(directory)
    const { value } = mount(lcField('organizeSelect', 'orgs', { label: '参建单位', multiple: true }), { orgs: [['o1', 'd1'], ['o1', 'd2']] })
    expect(await screen.findByText('交投建设集团/安全质量部')).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('移除交投建设集团/工程管理部'))
    expect(value()).toEqual([['o1', 'd2']])
    fireEvent.click(screen.getByLabelText('选择参建单位'))
    fireEvent.click(await within(sheet()).findByLabelText('进入交投建设集团'))
    fireEvent.click(within(sheet()).getByLabelText('选择工程管理部'))
    confirmSheet()
    expect(value()).toEqual([['o1', 'd2'], ['o1', 'd1']])
  })

  test('the trees load once per session: a second picker and a second opening ask the server nothing', async () => {
    const api = fakeApi(directory)
    mount(lcField('depSelect', 'dep', { label: '责任部门' }))
    fireEvent.click(screen.getByLabelText('选择责任部门'))
    await within(sheet()).findByText('交投建设集团')
    fireEvent.click(within(sheet()).getByText('取消'))
    fireEvent.click(screen.getByLabelText('选择责任部门'))
    await within(sheet()).findByText('交投建设集团')
    mount(lcField('organizeSelect', 'org2', { label: '组织二' }))
    fireEvent.click(screen.getByLabelText('选择组织二'))
    await waitFor(() => expect(document.querySelectorAll('.lc-tree')).toHaveLength(2))
    expect(api.calls('GET', '/api/permission/Organize/Department/Selector/0')).toHaveLength(1)
    expect(useSharedStore.getState().departmentTree).toHaveLength(1)
    expect(useSharedStore.getState().organizeTree).toHaveLength(1)
  })

  test('depSelect picks departments only (companies open, they are not pickable) and stores ids', async () => {
    fakeApi(directory)
    const { value } = mount(lcField('depSelect', 'deps', { label: '责任部门', multiple: true }))
    fireEvent.click(screen.getByLabelText('选择责任部门'))
    await within(sheet()).findByText('交投建设集团')
    expect(within(sheet()).queryByLabelText('选择交投建设集团')).toBeNull()
    fireEvent.click(within(sheet()).getByLabelText('进入交投建设集团'))
    fireEvent.click(within(sheet()).getByLabelText('选择工程管理部'))
    fireEvent.click(within(sheet()).getByLabelText('选择安全质量部'))
    expect(within(sheet()).getByText('确定(2)')).toBeInTheDocument()
    confirmSheet()
    expect(value()).toEqual(['d1', 'd2'])
  })

  test('a keyword searches the whole tree; the breadcrumb goes back up', async () => {
    fakeApi(directory)
    const { value } = mount(lcField('depSelect', 'dep', { label: '部门' }))
    fireEvent.click(screen.getByLabelText('选择部门'))
    fireEvent.click(await within(sheet()).findByLabelText('进入交投建设集团'))
    expect(within(sheet()).getByText('/ 交投建设集团')).toBeInTheDocument()
    fireEvent.click(within(sheet()).getByText('全部'))
    expect(within(sheet()).getByLabelText('进入交投建设集团')).toBeInTheDocument()
    fireEvent.input(await find(sheet(), '.at-search-bar input'), { target: { value: '试验' } })
    fireEvent.click(await find(sheet(), '.at-search-bar__action'))
    expect(await within(sheet()).findByText('交投建设集团/沿江项目公司')).toBeInTheDocument()
    fireEvent.click(within(sheet()).getByLabelText('选择中心试验室'))
    confirmSheet()
    expect(value()).toBe('d3')
  })

  test('selectType custom asks the server for the allowed organisations (OrganizeCondition)', async () => {
    const api = fakeApi({ ...directory, 'POST /api/permission/Organize/OrganizeCondition': { list: [orgTree[0].children[2]] } })
    mount(lcField('depSelect', 'dep', { label: '部门' }, { selectType: 'custom', ableIds: ['o2', '@currentOrg'] }))
    fireEvent.click(screen.getByLabelText('选择部门'))
    expect(await within(sheet()).findByText('沿江项目公司')).toBeInTheDocument()
    expect(within(sheet()).queryByText('交投建设集团')).toBeNull()
    expect(api.calls('POST', '/api/permission/Organize/OrganizeCondition')[0].data).toEqual({ departIds: ['o2', '@currentOrg'] })
    expect(api.calls('GET', '/api/permission/Organize/Department/Selector/0')).toHaveLength(0)
  })

  test('posSelect shows the stored position name and picks positions', async () => {
    const api = fakeApi(directory)
    const { value } = mount(lcField('posSelect', 'pos', { label: '岗位' }), { pos: 'p1' })
    expect(await screen.findByText('项目经理')).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('选择岗位'))
    fireEvent.click(await within(sheet()).findByLabelText('进入交投建设集团'))
    fireEvent.click(within(sheet()).getByLabelText('进入工程管理部'))
    fireEvent.click(within(sheet()).getByLabelText('选择安全员'))
    confirmSheet()
    expect(value()).toBe('p2')
    expect(api.calls('GET', '/api/permission/Position/Selector')).toHaveLength(1)
  })

  test('stored ids whose names cannot be loaded show as ids, with the server\'s reason under the field', async () => {
    fakeApi({ ...directory, 'GET /api/permission/Position/Selector': { __envelope: { code: 400, msg: '服务繁忙' } } })
    mount(lcField('posSelect', 'pos', { label: '岗位' }), { pos: 'p1' })
    expect(await screen.findByText('服务繁忙，暂显示编号')).toBeInTheDocument()
    expect(screen.getByText('p1')).toBeInTheDocument()
  })

  test('a failed tree says so and 重试 loads it', async () => {
    let calls = 0
    fakeApi({ 'GET /api/permission/Role/Selector': () => (++calls === 1 ? { __envelope: { code: 400, msg: '服务繁忙' } } : { list: roles }) })
    mount(lcField('roleSelect', 'role', { label: '角色' }))
    fireEvent.click(screen.getByLabelText('选择角色'))
    expect(await within(sheet()).findByText('服务繁忙')).toBeInTheDocument()
    fireEvent.click(within(sheet()).getByText('重试'))
    expect(await within(sheet()).findByText('试验员')).toBeInTheDocument()
  })
})

describe('role, group, user and usersSelect pickers', () => {
  test('roleSelect limited by ableIds, multiple', async () => {
    fakeApi(directory)
    const { value } = mount(lcField('roleSelect', 'roles', { label: '角色', multiple: true }, { selectType: 'custom', ableIds: ['r1', 'r3'] }), { roles: ['r3'] })
    expect(await screen.findByText('试验员')).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('选择角色'))
    await within(sheet()).findByLabelText('选择项目经理')
    expect(within(sheet()).queryByText('安全员')).toBeNull()
    fireEvent.click(within(sheet()).getByLabelText('选择项目经理'))
    confirmSheet()
    expect(value()).toEqual(['r3', 'r1'])
  })

  test('groupSelect stores a group id', async () => {
    fakeApi(directory)
    const { value } = mount(lcField('groupSelect', 'grp', { label: '分组' }))
    fireEvent.click(screen.getByLabelText('选择分组'))
    fireEvent.click(await within(sheet()).findByLabelText('选择桥梁攻坚组'))
    confirmSheet()
    expect(value()).toBe('g1')
  })

  test('userSelect: names from the user list, drill-down through the organisation, keyword search without new requests', async () => {
    const api = fakeApi(directory)
    const { value } = mount(lcField('userSelect', 'users', { label: '参加人员', multiple: true }), { users: ['u3'] })
    expect(await screen.findByText('周强')).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('选择参加人员'))
    fireEvent.click(await within(sheet()).findByLabelText('进入交投建设集团'))
    fireEvent.click(within(sheet()).getByLabelText('进入工程管理部'))
    fireEvent.click(within(sheet()).getByLabelText('选择王建国'))
    fireEvent.input(await find(sheet(), '.at-search-bar input'), { target: { value: 'zhao' } })
    fireEvent.click(await find(sheet(), '.at-search-bar__action'))
    fireEvent.click(await within(sheet()).findByLabelText('选择赵敏'))
    confirmSheet()
    expect(value()).toEqual(['u3', 'u1', 'u2'])
    expect(api.calls('GET', '/api/permission/Users/All')).toHaveLength(1)
    expect(api.calls('GET', '/api/permission/Users/Selector')).toHaveLength(1)
    expect(api.calls('POST', '/api/permission/Users/getUserList')[0].data).toEqual({ ids: ['u3'] })
  })

  test('userSelect filtered by another field asks for the users of that department', async () => {
    const api = fakeApi({
      ...directory,
      'POST /api/permission/Users/getSelectedUserList': { list: [{ id: 'u2', fullName: '赵敏/zhaomin', realName: '赵敏', organize: '工程管理部' }], pagination: { currentPage: 1, pageSize: 500, total: 1 } }
    })
    const { value } = mount(lcField('userSelect', 'inspector', { label: '检查人' }, { selectType: 'dep', relationField: 'dept' }), { dept: 'd1' })
    fireEvent.click(screen.getByLabelText('选择检查人'))
    fireEvent.click(await within(sheet()).findByLabelText('选择赵敏'))
    confirmSheet()
    expect(value()).toBe('u2')
    expect(api.calls('POST', '/api/permission/Users/getSelectedUserList')[0].data).toMatchObject({ ids: ['d1--department'] })
  })

  test('usersSelect stores typed ids across the tabs and names stored ones', async () => {
    fakeApi(directory)
    const { value } = mount(lcField('usersSelect', 'audience', { label: '通知对象', multiple: true }), { audience: ['d2--department', 'u1--user'] })
    expect(await screen.findByText('安全质量部')).toBeInTheDocument()
    expect(screen.getByText('王建国')).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('选择通知对象'))
    fireEvent.click(await within(sheet()).findByText('角色'))
    fireEvent.click(await within(sheet()).findByLabelText('选择试验员'))
    fireEvent.click(within(sheet()).getByText('用户'))
    fireEvent.click(await within(sheet()).findByLabelText('进入交投建设集团'))
    fireEvent.click(within(sheet()).getByLabelText('进入工程管理部'))
    fireEvent.click(within(sheet()).getByLabelText('选择赵敏'))
    confirmSheet()
    expect(value()).toEqual(['d2--department', 'u1--user', 'r3--role', 'u2--user'])
  })
  test('usersSelect: a name searched on the 组织 tab finds the person, not only units of that name', async () => {
    fakeApi(directory)
    const { value } = mount(lcField('usersSelect', 'audience', { label: '通知对象', multiple: true }), {})
    fireEvent.click(screen.getByLabelText('选择通知对象'))
    await within(sheet()).findByLabelText('进入交投建设集团')
    fireEvent.input(await find(sheet(), '.at-search-bar input'), { target: { value: '赵敏' } })
    fireEvent.click(await find(sheet(), '.at-search-bar__action'))
    fireEvent.click(await within(sheet()).findByLabelText('选择赵敏'))
    confirmSheet()
    expect(value()).toEqual(['u2--user'])
  })
})

describe('areaSelect', () => {
  test('loads level by level from -1, picks at the configured level, names a stored path through GetAreaByIds', async () => {
    const api = fakeApi({
      'GET /api/system/Area/-1/Selector/0': { list: [{ id: '33', fullName: '浙江省', isLeaf: false }, { id: '34', fullName: '安徽省', isLeaf: false }] },
      'GET /api/system/Area/33/Selector/0': { list: [{ id: '3301', fullName: '杭州市', isLeaf: false }, { id: '3307', fullName: '金华市', isLeaf: false }] },
      'POST /api/system/Area/GetAreaByIds': (req: any) => req.data.idsList.map((p: string[]) => p.map((id) => ({ 34: '安徽省', 3418: '宣城市' } as Record<string, string>)[id] ?? ''))
    })
    const { value } = mount(lcField('areaSelect', 'area', { label: '所在地区' }, { level: 1 }), { area: ['34', '3418'] })
    expect(await screen.findByText('安徽省/宣城市')).toBeInTheDocument()
    expect(api.calls('POST', '/api/system/Area/GetAreaByIds')[0].data).toEqual({ idsList: [['34', '3418']] })
    fireEvent.click(screen.getByLabelText('选择所在地区'))
    // provinces are not the configured level: they only open
    await within(sheet()).findByText('浙江省')
    expect(within(sheet()).queryByLabelText('选择浙江省')).toBeNull()
    fireEvent.click(within(sheet()).getByLabelText('进入浙江省'))
    fireEvent.click(await within(sheet()).findByLabelText('选择金华市'))
    confirmSheet()
    expect(value()).toEqual(['33', '3307'])
    expect(await screen.findByText('浙江省/金华市')).toBeInTheDocument()
    expect(api.calls('POST', '/api/system/Area/GetAreaByIds')).toHaveLength(1)
  })
})

describe('read-only', () => {
  test('a disabled selector shows the names as text and opens nothing', async () => {
    fakeApi(directory)
    mount(lcField('userSelect', 'u', { label: '负责人', multiple: true }), { u: ['u1', 'u2'] }, true)
    expect(await screen.findByText('王建国、赵敏')).toBeInTheDocument()
    expect(screen.queryByLabelText('选择负责人')).toBeNull()
    expect(screen.queryByLabelText(/^移除/)).toBeNull()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })
})
