// A small low-code model for the dynamicModel page tests, in the JSON shapes the server sends (jnpf-forms-and-flows
// §1, §2), plus a fake OnlineDev server that keeps its records in memory.
import { fireEvent, waitFor } from '@testing-library/react'
import { __storage } from '../__mocks__/taro'
import { fakeApi, type Call } from './session/fake-api'

export const MODEL_ID = 'm-inspect'
export const MENU_ID = 'menu-inspect'

const field = (jnpfKey: string, label: string, vModel: string, config: Record<string, unknown> = {}, props: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label, formId: label, span: 24, regList: [], ...config },
  __vModel__: vModel,
  ...props
})

export const formData = {
  labelPosition: 'left',
  labelWidth: 100,
  hasCancelBtn: true,
  cancelButtonText: '取消',
  hasConfirmBtn: true,
  confirmButtonText: '保存',
  hasConfirmAndAddBtn: true,
  confirmAndAddText: '确定并继续操作',
  fields: [
    field('input', '巡查标题', 'title', { required: true }, { maxlength: 50 }),
    field('input', '巡查部位', 'place'),
    field('select', '天气', 'weather', { dataType: 'static' }, { options: [{ id: 'sunny', fullName: '晴' }, { id: 'rain', fullName: '雨' }], props: { label: 'fullName', value: 'id' } }),
    field('input', '联系电话', 'phone', { regList: [{ pattern: '/^1[3-9]\\d{9}$/', message: '请输入正确的手机号码' }] }),
    field('input', '内部备注', 'secret')
  ]
}

const column = (prop: string, label: string, jnpfKey: string, sortable = false) => ({ prop, label, jnpfKey, sortable, __vModel__: prop, id: prop, fullName: label })
const search = (id: string, label: string, jnpfKey: string, searchType: number, isKeyword = false) => ({ id, prop: id, label, jnpfKey, searchType, isKeyword, __vModel__: id })

export function columnData(overrides: Record<string, unknown> = {}) {
  return {
    type: 1,
    hasPage: true,
    pageSize: 2,
    defaultSortConfig: [],
    columnList: [column('title', '巡查标题', 'input', true), column('place', '巡查部位', 'input'), column('weather', '天气', 'select')],
    searchList: [search('title', '巡查标题', 'input', 2, true), search('weather', '天气', 'select', 1)],
    btnsList: [{ value: 'add', label: '新增' }],
    columnBtnsList: [{ value: 'edit', label: '编辑' }, { value: 'detail', label: '查看' }, { value: 'remove', label: '删除' }],
    customBtnsList: [],
    useBtnPermission: false,
    useColumnPermission: false,
    useFormPermission: false,
    ...overrides
  }
}

export interface ModelOptions {
  webType?: string
  enableFlow?: 0 | 1
  columns?: Record<string, unknown>
}

export function config(options: ModelOptions = {}) {
  const columns = JSON.stringify(columnData(options.columns))
  return {
    id: MODEL_ID, fullName: '安全巡查', enCode: 'inspect', webType: options.webType ?? '2', formData: JSON.stringify(formData),
    columnData: columns, appColumnData: columns, enableFlow: options.enableFlow ?? 0, flowId: '', flowEnCode: '', flowTemplateJson: ''
  }
}

export type Row = Record<string, unknown> & { id: string }

export function sampleRows(n: number): Row[] {
  return Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, title: `巡查${i + 1}`, place: `K${i + 1}+000`, weather: i % 2 ? '雨' : '晴' }))
}

/** the OnlineDev endpoints over an in-memory table; `rows` is shared with the test */
export function fakeModelServer(rows: Row[], options: ModelOptions & {
  configReply?: { code: number; msg?: string; data?: unknown }
  /** the answer of GET .../{id}/History (the detail's 修改记录); an empty list by default */
  history?: (id: string) => { code: number; msg?: string; data?: unknown } | { status: number }
} = {}) {
  const base = `/api/visualdev/OnlineDev/${MODEL_ID}`
  const recordOf = (call: Call) => rows.find((r) => call.path.split('/')[5] === r.id)
  return fakeApi({
    [`GET ${base}/Config`]: options.configReply ?? { code: 200, data: config(options) },
    [`POST ${base}/List`]: (call) => {
      const body = call.body as { currentPage: number; pageSize: number }
      const start = (body.currentPage - 1) * body.pageSize
      return { code: 200, data: { list: rows.slice(start, start + body.pageSize), pagination: { currentPage: body.currentPage, pageSize: body.pageSize, total: rows.length } } }
    },
    ...Object.fromEntries(
      rows.flatMap((r) => [
        [`GET ${base}/${r.id}`, (call: Call) => ({ code: 200, data: { id: r.id, data: JSON.stringify({ ...recordOf(call), weather: 'sunny' }) } })],
        [`GET ${base}/${r.id}/DataChange`, () => ({ code: 200, data: { id: r.id, data: JSON.stringify(r) } })],
        [`GET ${base}/${r.id}/History`, () => options.history?.(r.id) ?? { code: 200, data: { list: [] } }],
        [`PUT ${base}/${r.id}`, () => ({ code: 200, msg: '更新成功' })],
        [`DELETE ${base}/${r.id}`, () => {
          rows.splice(rows.findIndex((x) => x.id === r.id), 1)
          return { code: 200, msg: '删除成功' }
        }]
      ])
    ),
    [`POST ${base}`]: () => ({ code: 200, msg: '新建成功', data: { id: 'new1' } })
  })
}

export function signIn(permission?: { button?: string[]; column?: string[]; form?: string[] }) {
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u1', userName: '张伟', userAccount: 'zhangwei', organizeIdList: ['o1'], positionIds: [], roleIds: [] })
  const vo = (codes: string[] = []) => codes.map((enCode) => ({ id: enCode, fullName: enCode, enCode }))
  __storage.set('permissionList', [
    { modelId: MENU_ID, moduleName: '安全巡查', button: vo(permission?.button), column: vo(permission?.column), form: vo(permission?.form), resource: [] }
  ])
}

/** the <input> of the form item labelled `label` */
export async function inputOf(container: HTMLElement, label: string): Promise<HTMLInputElement> {
  return waitFor(() => {
    const item = Array.from(container.querySelectorAll('.lc-item')).find((el) => el.querySelector('.lc-item__label-text')?.textContent === label)
    const input = item?.querySelector('input')
    if (!input) throw new Error(`no input labelled ${label}`)
    return input as HTMLInputElement
  })
}

export async function typeIn(container: HTMLElement, label: string, value: string): Promise<void> {
  fireEvent.input(await inputOf(container, label), { target: { value } })
}

/** the JSON of a page config in a navigateTo URL */
export function pageConfigOf(url: string): Record<string, unknown> {
  const raw = decodeURIComponent(url.split('config=')[1] ?? '')
  return JSON.parse(Buffer.from(raw, 'base64').toString('utf8'))
}
