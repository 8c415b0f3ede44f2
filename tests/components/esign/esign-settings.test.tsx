// The two e-signature settings pages of the 电子签章 menu (issue 20) as their users meet them, against a stand-in of the
// server at the request level: 数字签名 (the personal seal made once from the name, the saved hand signatures with one
// default, spec §3) and 自动签章 (the switch that signs approved documents with the seal by itself).
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __storage } from '../../__mocks__/taro'
import { fakeApi, ok } from '../session/fake-api'
import DigitalSignPage from '@/pages/apply/digitalSign/index'
import AutoSignPage from '@/pages/workFlow/autoSign/index'

const S = '/api/Signature/signaturefddservice'
const C = '/api/permission/Users/Current'
const SEAL = { sealImg: 'data:image/png;base64,AA', sealName: '张华', autoSign: false, creatorTime: 1 }

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u1', userName: '张华', userAccount: 'zhanghua', roleName: '项目经理', isAdministrator: false })
})

describe('数字签名 (digitalSign)', () => {
  it('makes the personal seal once when there is none, and shows the saved signatures with the default marked', async () => {
    let seal: typeof SEAL | null = null
    let signs = [
      { id: 's1', signImg: 'data:image/png;base64,AQ', isDefault: 1, creatorTime: 1 },
      { id: 's2', signImg: 'data:image/png;base64,Ag', isDefault: 0, creatorTime: 2 }
    ]
    const api = fakeApi({
      [`GET ${S}/PersonSeal`]: () => ok(seal),
      [`POST ${S}/CreatePersonSeal`]: () => ok((seal = SEAL)),
      [`GET ${C}/SignImg`]: () => ok(signs),
      [`PUT ${C}/s2/SignImg`]: () => {
        signs = signs.map((s) => ({ ...s, isDefault: s.id === 's2' ? 1 : 0 }))
        return ok()
      }
    })
    render(<DigitalSignPage />)
    fireEvent.click(await screen.findByText('生成个人印章'))
    expect(await screen.findByLabelText('张华的个人印章')).toBeTruthy()
    expect(screen.getByText('由姓名“张华”生成，签署文件时默认加盖此印章。')).toBeTruthy()
    expect(screen.queryByText('生成个人印章')).toBeNull()
    expect(api.find('POST', `${S}/CreatePersonSeal`)).toHaveLength(1)

    // one default: the other one can be made the default
    expect(screen.getByText('默认签名')).toBeTruthy()
    fireEvent.click(screen.getByText('设为默认'))
    await waitFor(() => expect(api.find('PUT', `${C}/s2/SignImg`)).toHaveLength(1))
    await waitFor(() => expect(api.find('GET', `${C}/SignImg`).length).toBeGreaterThanOrEqual(3))
    expect(screen.getAllByText('默认签名')).toHaveLength(1)
    expect(screen.getAllByText('设为默认')).toHaveLength(1)
  })

  it('says so when nothing is saved yet', async () => {
    fakeApi({ [`GET ${S}/PersonSeal`]: ok(SEAL), [`GET ${C}/SignImg`]: ok([]) })
    render(<DigitalSignPage />)
    expect(await screen.findByText('还没有保存签名')).toBeTruthy()
    expect(screen.getByLabelText('张华的个人印章')).toBeTruthy()
  })

  it('a seal that fails to load is said, not offered to be made again; 重试 loads it', async () => {
    let fail = true
    fakeApi({
      [`GET ${S}/PersonSeal`]: () => (fail ? { code: 500, msg: '签章服务暂不可用' } : ok(SEAL)),
      [`GET ${C}/SignImg`]: ok([])
    })
    render(<DigitalSignPage />)
    expect(await screen.findByText('签章服务暂不可用')).toBeTruthy()
    expect(screen.queryByText('生成个人印章')).toBeNull()
    // the signatures loaded: their card is not blocked by the seal's failure
    expect(screen.getByText('还没有保存签名')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByLabelText('张华的个人印章')).toBeTruthy()
  })

  it('deleting a signature asks first; 取消 keeps it', async () => {
    const api = fakeApi({
      [`GET ${S}/PersonSeal`]: ok(SEAL),
      [`GET ${C}/SignImg`]: ok([{ id: 's1', signImg: 'data:image/png;base64,AQ', isDefault: 1, creatorTime: 1 }]),
      [`DELETE ${C}/s1/SignImg`]: ok()
    })
    render(<DigitalSignPage />)
    ;(Taro.showModal as jest.Mock).mockImplementationOnce(async () => ({ confirm: false, cancel: true }))
    fireEvent.click(await screen.findByText('删除'))
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
    expect(api.find('DELETE', `${C}/s1/SignImg`)).toHaveLength(0)
    ;(Taro.showModal as jest.Mock).mockImplementationOnce(async () => ({ confirm: true, cancel: false }))
    fireEvent.click(screen.getByText('删除'))
    await waitFor(() => expect(api.find('DELETE', `${C}/s1/SignImg`)).toHaveLength(1))
  })
})

describe('自动签章 (autoSign)', () => {
  it('shows the seal that signs and the provider notice, and turns auto-sign on', async () => {
    const api = fakeApi({
      [`POST ${S}/CreatePersonSeal`]: ok(SEAL),
      [`POST ${S}/GetRoleSign/`]: ok({
        state: 10, roleSign: false, handSignPushData: { handSignPushDataList: [] }, signList: { F_State: 0 },
        provider: { kind: 'local', certified: false, notice: '未配置电子签章服务：本地签章，非CA认证的电子签名' }
      }),
      [`PUT ${S}/AutoSign`]: ok()
    })
    const view = render(<AutoSignPage />)
    expect(await screen.findByText('审批通过后自动签章')).toBeTruthy()
    expect(screen.getByText(/非CA认证/)).toBeTruthy()
    const toggle = view.container.querySelector('taro-switch-core') as HTMLElement
    fireEvent(toggle, new CustomEvent('change', { detail: { value: true } }))
    await waitFor(() => expect(api.find('PUT', `${S}/AutoSign`)[0]?.body).toEqual({ enabled: true }))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已开启自动签章' })))
  })

  it('shows an error state when the seal cannot be had', async () => {
    fakeApi({ [`POST ${S}/CreatePersonSeal`]: { code: 400, msg: '用户姓名为空，无法生成印章' }, [`POST ${S}/GetRoleSign/`]: ok({}) })
    render(<AutoSignPage />)
    expect(await screen.findByText('加载失败，请重试')).toBeTruthy()
    expect(screen.queryByText('审批通过后自动签章')).toBeNull()
  })
})
