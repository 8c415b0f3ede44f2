// Selectors whose choices the server limits (issue 13): a custom posSelect asks PositionCondition with the typed ids
// the designer stored, a custom organizeSelect OrganizeCondition with the last id of each path (and stores the whole
// path the server names), an older (Gen B) custom userSelect UserCondition with its separate lists, an unlimited
// userSelect has 当前组织 (getOrganization), and the older comSelect picks among companies (Organize/Selector/0).
import { fireEvent, render, screen, within } from '@testing-library/react'
import { __reset } from '../__mocks__/taro'
import { createFormStore, useFormState, type FormStore } from '@/lib/form'
import { useSharedStore } from '@/lib/shared-store'
import { clearSession } from '@/lib/storage'
import { selectorWidgets } from '@/engines/lowcode/widgets/selectors'
import type { LcField } from '@/engines/lowcode/types'
import { fakeApi, fail } from './profile/api-fake'
import { signIn } from './profile/session-fixture'

function lcField(jnpfKey: string, vModel: string, label: string, props: Record<string, unknown> = {}, rawJnpfKey = jnpfKey): LcField {
  return {
    key: vModel, jnpfKey, rawJnpfKey, vModel, label, showLabel: true, span: 24, required: false, regList: [],
    noShow: false, visibleOnApp: true, disabled: false, readonly: false, defaultCurrent: false, multiple: false,
    optionSource: { type: 'static', valueKey: 'id', labelKey: 'fullName', childrenKey: 'children' }, props, config: {}
  }
}

function Bound({ field, form }: { field: LcField; form: FormStore }) {
  const value = useFormState(form, (s) => s.values[field.vModel!])
  const Widget = selectorWidgets[field.jnpfKey]
  return <Widget field={field} value={value} disabled={false} error={undefined} form={form} formValues={form.getState().values} onChange={(v: unknown) => form.setValue(field.vModel!, v)} />
}

function mount(field: LcField) {
  const form = createFormStore({ values: {} })
  render(<Bound field={field} form={form} />)
  return () => form.getState().values[field.vModel!]
}

const sheet = () => document.querySelector('.lc-tree') as HTMLElement
const confirmSheet = () => fireEvent.click(within(sheet()).getByText(/^确定/))

beforeEach(() => {
  __reset()
  clearSession()
  signIn()
  useSharedStore.getState().reset()
})

const c1 = { id: 'c1', fullName: '钱江路桥', type: 'company', organize: '江南集团/杭金公司/钱江路桥', organizeIds: ['hq', 'hj', 'c1'] }

describe('selectors limited by the server', () => {
  test('a custom posSelect shows what PositionCondition answers for its typed ids', async () => {
    const api = fakeApi({
      'POST /api/permission/Position/PositionCondition': { list: [{ ...c1, children: [{ id: 'p9', fullName: '安全员', type: 'position', organize: c1.organize }] }] },
      'GET /api/permission/Position/Selector': { list: [] }
    })
    const value = mount(lcField('posSelect', 'pos', '岗位', { selectType: 'custom', ableIds: ['c1--company', 'p7--position'] }))
    fireEvent.click(screen.getByLabelText('选择岗位'))
    fireEvent.click(await within(sheet()).findByLabelText('进入钱江路桥'))
    fireEvent.click(within(sheet()).getByLabelText('选择安全员'))
    confirmSheet()
    expect(value()).toBe('p9')
    expect(api.calls('POST', '/api/permission/Position/PositionCondition')[0].data).toEqual({ ids: ['c1--company', 'p7--position'], departIds: [], positionIds: [] })
  })

  test('an older posSelect sends its departments and positions apart', async () => {
    const api = fakeApi({ 'POST /api/permission/Position/PositionCondition': { list: [] }, 'GET /api/permission/Position/Selector': { list: [] } })
    mount(lcField('posSelect', 'pos', '岗位', { selectType: 'custom', ableDepIds: ['d1'], ablePosIds: ['p1', 'p2'] }))
    fireEvent.click(screen.getByLabelText('选择岗位'))
    await within(sheet()).findByText('暂无数据')
    expect(api.calls('POST', '/api/permission/Position/PositionCondition')[0].data).toEqual({ ids: [], departIds: ['d1'], positionIds: ['p1', 'p2'] })
  })

  test('a custom organizeSelect asks OrganizeCondition for the ends of its paths and stores the whole path', async () => {
    const api = fakeApi({ 'POST /api/permission/Organize/OrganizeCondition': { list: [c1] }, 'GET /api/permission/Organize/Department/Selector/0': { list: [] } })
    const value = mount(lcField('organizeSelect', 'org', '单位', { selectType: 'custom', ableIds: [['hq', 'hj', 'c1']] }))
    fireEvent.click(screen.getByLabelText('选择单位'))
    fireEvent.click(await within(sheet()).findByLabelText('选择钱江路桥'))
    confirmSheet()
    expect(value()).toEqual(['hq', 'hj', 'c1'])
    expect(await screen.findByText('江南集团/杭金公司/钱江路桥')).toBeInTheDocument()
    expect(api.calls('POST', '/api/permission/Organize/OrganizeCondition')[0].data).toEqual({ departIds: ['c1'] })
  })

  test('an older custom userSelect asks UserCondition with its separate lists and a keyword', async () => {
    const api = fakeApi({
      'POST /api/permission/Users/UserCondition': (req: { data: unknown }) => ({
        list: (req.data as { pagination: { keyword: string } }).pagination.keyword === '' || (req.data as { pagination: { keyword: string } }).pagination.keyword === '王'
          ? [{ id: 'u5', fullName: '王芳/wangfang', realName: '王芳', organize: '钱江路桥' }] : [],
        pagination: { currentPage: 1, pageSize: 500, total: 1 }
      }),
      'POST /api/permission/Users/getUserList': { list: [{ id: 'u5', realName: '王芳' }] }
    })
    const value = mount(lcField('userSelect', 'who', '检查人', { selectType: 'custom', ableDepIds: ['c1'], ableUserIds: ['u5'], ableRoleIds: ['r1'] }))
    fireEvent.click(screen.getByLabelText('选择检查人'))
    fireEvent.click(await within(sheet()).findByLabelText('选择王芳'))
    confirmSheet()
    expect(value()).toBe('u5')
    expect(api.calls('POST', '/api/permission/Users/UserCondition')[0].data).toEqual({
      departIds: ['c1'], positionIds: [], userIds: ['u5'], roleIds: ['r1'], groupIds: [], pagination: { keyword: '', currentPage: 1, pageSize: 500 }
    })
  })

  test('an unlimited userSelect offers 当前组织, the people getOrganization gives', async () => {
    const api = fakeApi({
      'GET /api/permission/Users/Selector': { list: [] },
      'GET /api/permission/Users/getOrganization': { list: [{ id: 'd1', fullName: '工程部', type: 'department' }, { id: 'u8', fullName: '李军/lijun', type: 'user', organize: '钱江路桥' }] },
      'POST /api/permission/Users/getUserList': { list: [{ id: 'u8', realName: '李军' }] }
    })
    const value = mount(lcField('userSelect', 'who', '负责人'))
    fireEvent.click(screen.getByLabelText('选择负责人'))
    fireEvent.click(await within(sheet()).findByText('当前组织'))
    fireEvent.click(await within(sheet()).findByLabelText('选择李军'))
    confirmSheet()
    expect(value()).toBe('u8')
    expect(api.calls('GET', '/api/permission/Users/getOrganization')[0].query).toContain('organizeId=0')
    expect(await screen.findByText('李军')).toBeInTheDocument()
  })

  test('the older comSelect picks among the companies of Organize/Selector/0', async () => {
    const api = fakeApi({ 'GET /api/permission/Organize/Selector/0': { list: [c1] } })
    const value = mount(lcField('organizeSelect', 'org', '公司', {}, 'comSelect'))
    fireEvent.click(screen.getByLabelText('选择公司'))
    fireEvent.click(await within(sheet()).findByLabelText('选择钱江路桥'))
    confirmSheet()
    expect(value()).toEqual(['hq', 'hj', 'c1'])
    expect(api.calls('GET', '/api/permission/Organize/Selector/0')).toHaveLength(1)
  })

  test('a refused condition shows the server message in the picker', async () => {
    fakeApi({ 'POST /api/permission/Organize/OrganizeCondition': fail('服务繁忙') })
    mount(lcField('depSelect', 'dep', '部门', { selectType: 'custom', ableIds: ['d1'] }))
    fireEvent.click(screen.getByLabelText('选择部门'))
    expect(await within(sheet()).findByText('服务繁忙')).toBeInTheDocument()
  })
})
