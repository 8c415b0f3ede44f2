// 单据组件 on a new record (issue 13): the form asks GET BillNumber/{rule} before it opens, shows the number, and
// sends it back with the create so the server can keep it. An edit asks for nothing; a failed request leaves
// 系统自动生成 and the save goes on without a number.
import { render, screen, fireEvent, waitFor } from '@testing-library/react'
import { __reset, __setRouterParams } from '../__mocks__/taro'
import FormPage from '@/pages/apply/dynamicModel/form'
import { encodePageConfig } from '@/engines/lowcode'
import { fakeApi, type Call } from './session/fake-api'
import { MENU_ID, MODEL_ID, config, formData, signIn, typeIn } from './lowcode-pages-fixture'

const base = `/api/visualdev/OnlineDev/${MODEL_ID}`
const BILL = '/api/system/BillRule/BillNumber/inspectNo'

const billForm = {
  ...formData,
  fields: [
    ...formData.fields,
    { __config__: { jnpfKey: 'billRule', label: '巡查单号', formId: 'bill', span: 24, regList: [], rule: 'inspectNo' }, __vModel__: 'billNo', readonly: true }
  ]
}

function server(bill: (call: Call) => { code: number; msg?: string; data?: unknown }) {
  return fakeApi({
    [`GET ${base}/Config`]: { code: 200, data: { ...config(), formData: JSON.stringify(billForm) } },
    [`GET ${BILL}`]: bill,
    [`GET ${base}/r1`]: { code: 200, data: { id: 'r1', data: JSON.stringify({ title: '旧的', billNo: 'XJ20260302001' }) } },
    [`PUT ${base}/r1`]: { code: 200, msg: '更新成功' },
    [`POST ${base}`]: { code: 200, msg: '新建成功', data: { id: 'new1' } }
  })
}

function open(page: Record<string, unknown>) {
  __setRouterParams({ config: encodePageConfig({ modelId: MODEL_ID, menuId: MENU_ID, title: '安全巡查', ...page }) })
  return render(<FormPage />)
}

beforeEach(() => __reset())

describe('bill numbers on the form', () => {
  it('shows the number before saving and sends it with the create', async () => {
    signIn()
    let n = 0
    const api = server(() => ({ code: 200, msg: '获取成功', data: `XJ2026030200${++n}` }))
    const { container } = open({ jurisdictionType: 'btn_add' })
    expect(await screen.findByText('XJ20260302001')).toBeInTheDocument()
    expect(screen.queryByText('系统自动生成')).toBeNull()
    expect(api.find('POST', base)).toHaveLength(0)

    await typeIn(container, '巡查标题', 'K12 边坡')
    fireEvent.click(screen.getByText('确定并继续操作'))
    await waitFor(() => expect(api.find('POST', base)).toHaveLength(1))
    expect(JSON.parse((api.find('POST', base)[0].body as { data: string }).data)).toMatchObject({ title: 'K12 边坡', billNo: 'XJ20260302001' })
    // the next record of 确定并继续操作 shows its own number
    expect(await screen.findByText('XJ20260302002')).toBeInTheDocument()
    expect(api.find('GET', BILL)).toHaveLength(2)
  })

  it('when the number cannot be had, the field says 系统自动生成 and the create carries no number', async () => {
    signIn()
    const api = server(() => ({ code: 400, msg: '单据规则 inspectNo 已禁用' }))
    const { container } = open({ jurisdictionType: 'btn_add' })
    expect(await screen.findByText('系统自动生成')).toBeInTheDocument()
    await typeIn(container, '巡查标题', 'K13')
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(api.find('POST', base)).toHaveLength(1))
    expect(JSON.parse((api.find('POST', base)[0].body as { data: string }).data)).not.toHaveProperty('billNo')
  })

  it('an edit shows the stored number and spends none', async () => {
    signIn()
    const api = server(() => ({ code: 200, data: 'XJ-NEW' }))
    open({ id: 'r1', jurisdictionType: 'btn_edit' })
    expect(await screen.findByText('XJ20260302001')).toBeInTheDocument()
    expect(api.find('GET', BILL)).toHaveLength(0)
  })
})
