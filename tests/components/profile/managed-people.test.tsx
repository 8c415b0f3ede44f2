// 我的组织's people management (issue 13): GetListByAuthorize lists the people one administers, organisation by
// organisation; someone who administers nobody sees nothing of it; 新建账号 checks its fields, then CreateAccount,
// and shows the server's refusal as it came.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro, { __reset } from '../../__mocks__/taro'
import BusinessPage from '@/pages/my/business'
import { fakeApi, fail } from './api-fake'
import { signIn } from './session-fixture'
import { typeInto } from './dom'

const majors = {
  'GET /api/permission/Users/Current/getUserOrganizes': [{ id: 'o1', fullName: '钱江路桥', isDefault: true }],
  'GET /api/permission/Users/Current/getUserPositions': []
}
const A = '/api/permission/Users/GetListByAuthorize'
const levels: Record<string, unknown> = {
  [`${A}/0`]: { list: [{ id: 'c1', fullName: '钱江路桥', type: 'company' }] },
  [`${A}/c1`]: { list: [{ id: 'd1', fullName: '工程部', type: 'department' }, { id: 'u1', fullName: '李军/lijun', type: 'user' }] }
}

beforeEach(() => {
  __reset()
  signIn()
})

/** opens 钱江路桥 in the people list (the first 钱江路桥 is the user's own organisation above it) */
async function openCompany() {
  await waitFor(() => expect(screen.getAllByText('钱江路桥')).toHaveLength(2))
  fireEvent.click(screen.getAllByText('钱江路桥')[1])
}

describe('我管理的人员', () => {
  test('someone who administers nobody sees no such section', async () => {
    const api = fakeApi({ ...majors, [`POST ${A}/0`]: { list: [] } })
    render(<BusinessPage />)
    await screen.findByText('钱江路桥')
    await waitFor(() => expect(api.calls('POST', `${A}/0`)).toHaveLength(1))
    expect(screen.queryByText('我管理的人员')).toBeNull()
  })

  test('a manager walks into an organisation and creates an account there', async () => {
    const api = fakeApi({
      ...majors,
      [`POST ${A}/0`]: levels[`${A}/0`],
      [`POST ${A}/c1`]: levels[`${A}/c1`],
      'POST /api/permission/Users/CreateAccount': { __envelope: { code: 200, msg: '创建成功', data: { id: 'n1' } } }
    })
    render(<BusinessPage />)
    expect(await screen.findByText('我管理的人员')).toBeInTheDocument()
    await openCompany()
    expect(await screen.findByText('李军')).toBeInTheDocument()
    fireEvent.click(screen.getByText('新建账号'))
    expect(screen.getByText('新账号将加入「钱江路桥」')).toBeInTheDocument()

    // the form's own checks first: nothing is sent
    await typeInto(document.body, '请输入账户', 'bad account!')
    await typeInto(document.body, '请输入手机号码', '12345')
    fireEvent.click(screen.getByText('创建账号'))
    expect(await screen.findByText('账户只能由字母、数字、汉字和 _ . @ - 组成')).toBeInTheDocument()
    expect(screen.getByText('请输入姓名')).toBeInTheDocument()
    expect(screen.getByText('手机号码格式不正确')).toBeInTheDocument()
    expect(api.calls('POST', '/api/permission/Users/CreateAccount')).toHaveLength(0)

    await typeInto(document.body, '请输入账户', 'zhaoliu')
    await typeInto(document.body, '请输入姓名', '赵六')
    await typeInto(document.body, '请输入手机号码', '13900000166')
    fireEvent.click(screen.getByText('女'))
    fireEvent.click(screen.getByText('创建账号'))
    await waitFor(() => expect(api.calls('POST', '/api/permission/Users/CreateAccount')).toHaveLength(1))
    expect(api.calls('POST', '/api/permission/Users/CreateAccount')[0].data).toEqual({
      account: 'zhaoliu', realName: '赵六', gender: '2', mobilePhone: '13900000166', organizeId: 'c1'
    })
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '创建成功' })))
    // the level is asked again, with the new person in it
    await waitFor(() => expect(api.calls('POST', `${A}/c1`)).toHaveLength(2))
  })

  test('the server refusing shows its own message under the form', async () => {
    fakeApi({
      ...majors,
      [`POST ${A}/0`]: levels[`${A}/0`],
      [`POST ${A}/c1`]: levels[`${A}/c1`],
      'POST /api/permission/Users/CreateAccount': fail('账户「zhaoliu」已存在')
    })
    render(<BusinessPage />)
    await openCompany()
    fireEvent.click(await screen.findByText('新建账号'))
    await typeInto(document.body, '请输入账户', 'zhaoliu')
    await typeInto(document.body, '请输入姓名', '赵六')
    fireEvent.click(screen.getByText('创建账号'))
    expect(await screen.findByText('账户「zhaoliu」已存在')).toBeInTheDocument()
  })

  test('a failed list says so and 重试 asks again', async () => {
    let n = 0
    fakeApi({ ...majors, [`POST ${A}/0`]: () => (++n === 1 ? fail('服务繁忙') : levels[`${A}/0`]) })
    render(<BusinessPage />)
    expect(await screen.findByText('服务繁忙')).toBeInTheDocument()
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('我管理的人员')).toBeInTheDocument()
  })
})
