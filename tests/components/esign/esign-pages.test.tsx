// The e-signature pages as their users meet them, against a stand-in of the server at the request level: the
// batch-sign prompt after login (spec §4 rule, once per session), the signing list where a user without the batch
// role signs one by one or puts the list aside, the batch page where a batch signer chooses several and signs them
// at once, the socket's GetCallBackHandSignUrl reloading the list, and verification showing a changed file.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __storage } from '../../__mocks__/taro'
import { fakeApi, ok } from '../session/fake-api'
import FlowModalPage from '@/pages/workFlow/flowModal/index'
import BatchPage from '@/pages/apply/batchESignature/index'
import { VerifyScreen, keepSelected, safeSignUrl } from '@/features/esign'
import { __resetPrompt, checkBatchSignPrompt, promptAfterLogin } from '@/features/esign-prompt'
import { useSharedStore } from '@/lib/shared-store'
import { __setRouterParams } from '../../__mocks__/taro'

const S = '/api/Signature/signaturefddservice'
const doc = (taskId: string, fullName: string) => ({ taskId, fullName, flowName: '计量支付审批', endTime: Date.UTC(2026, 2, 1), signUrl: '' })

function signIn(roleName: string) {
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u1', userName: '张华', userAccount: 'zhanghua', roleName, isAdministrator: false })
}

function roleSign(list: ReturnType<typeof doc>[], opts: { state?: number; roleSign?: boolean; F_State?: number } = {}) {
  return ok({
    state: opts.state ?? 10, roleSign: opts.roleSign ?? false, handSignPushData: { handSignPushDataList: list }, signList: { F_State: opts.F_State ?? 0 },
    provider: { kind: 'local', certified: false, notice: '未配置电子签章服务：本地签章，非CA认证的电子签名' }
  })
}

beforeEach(() => {
  __reset()
  __resetPrompt()
  useSharedStore.getState().reset()
})

describe('the batch-sign prompt after login', () => {
  it('makes the seal first when there is none, then opens the signing list once per session', async () => {
    signIn('项目经理')
    let sealed = false
    const api = fakeApi({
      [`POST ${S}/GetRoleSign/`]: () => (sealed ? roleSign([doc('t1', '一月计量')]) : roleSign([doc('t1', '一月计量')], { state: 0 })),
      [`POST ${S}/CreatePersonSeal`]: () => { sealed = true; return ok({ sealImg: 'data:image/png;base64,AA', sealName: '张华', autoSign: false, creatorTime: 1 }) }
    })
    expect(await promptAfterLogin()).toBe(true)
    expect(api.find('POST', `${S}/GetRoleSign/`)[0].query).toEqual({ flag: 'login' })
    expect(api.find('POST', `${S}/CreatePersonSeal`)).toHaveLength(1)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/workFlow/flowModal/index' })
    // the same session is not asked again
    expect(await promptAfterLogin()).toBe(false)
  })

  it.each([
    ['a batch signer', '项目经理,批量电子签章', [doc('t1', 'A')], 0, false],
    ['nothing to sign', '项目经理', [], 0, false],
    ['the list put aside', '项目经理', [doc('t1', 'A')], 1, false],
    ['a user without the role with a document', '项目经理', [doc('t1', 'A')], 0, true]
  ])('%s', async (_, roleName, list, fState, prompted) => {
    signIn(roleName)
    fakeApi({ [`POST ${S}/GetRoleSign/`]: roleSign(list, { F_State: fState }) })
    expect(await promptAfterLogin()).toBe(prompted)
    expect((Taro.navigateTo as jest.Mock).mock.calls.length).toBe(prompted ? 1 : 0)
  })
})

describe('a signing request over the socket (GetHandSignUrl)', () => {
  it('does not pull a user away from a form or detail: the list opens the next time the Workbench shows', async () => {
    signIn('项目经理')
    fakeApi({ [`POST ${S}/GetRoleSign/`]: roleSign([doc('t1', '一月计量')]) })
    const onPage = (route: string) => (Taro.getCurrentPages as jest.Mock).mockReturnValue([{ route: 'pages/index/apply' }, { route }])
    onPage('pages/workFlow/flowBefore/index')
    expect(await checkBatchSignPrompt('approve')).toBe(false)
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    ;(Taro.getCurrentPages as jest.Mock).mockReturnValue([{ route: 'pages/index/apply' }])
    expect(await promptAfterLogin()).toBe(true)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/workFlow/flowModal/index' })
  })

  it('a request deferred before a new login is covered by the login\'s own check: one list, not two', async () => {
    signIn('项目经理')
    const api = fakeApi({ [`POST ${S}/GetRoleSign/`]: roleSign([doc('t1', '一月计量')]) })
    ;(Taro.getCurrentPages as jest.Mock).mockReturnValue([{ route: 'pages/index/apply' }, { route: 'pages/my/modifyPsd/index' }])
    expect(await checkBatchSignPrompt('approve')).toBe(false) // deferred: the user was changing the password
    ;(Taro.getCurrentPages as jest.Mock).mockReturnValue([{ route: 'pages/index/apply' }])
    expect(await promptAfterLogin()).toBe(true) // the Workbench's mount
    expect(await promptAfterLogin()).toBe(false) // and its show, at once
    expect(Taro.navigateTo).toHaveBeenCalledTimes(1)
    expect(api.find('POST', `${S}/GetRoleSign/`).map((c) => c.query.flag)).toEqual(['login'])
  })

  it('a tile tapped while the rule was asked, its page still loading, keeps the list away until the Workbench shows again', async () => {
    signIn('项目经理')
    let answer: (() => void) | undefined
    // the first answer comes when the test says; later ones at once
    fakeApi({
      [`POST ${S}/GetRoleSign/`]: () => answer ? roleSign([doc('t1', '一月计量')]) : new Promise((resolve) => { answer = () => resolve(roleSign([doc('t1', '一月计量')])) })
    })
    ;(Taro.getCurrentPages as jest.Mock).mockReturnValue([{ route: 'pages/index/apply' }])
    window.history.pushState({}, '', '/pages/index/apply')
    const check = promptAfterLogin()
    await waitFor(() => expect(answer).not.toBe(undefined))
    // the tap: the browser's address is the tile's page, which has not joined the page stack yet
    window.history.pushState({}, '', '/pages/apply/reportLog/index')
    await new Promise((r) => setTimeout(r, 0))
    answer!()
    expect(await check).toBe(false)
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    // back on the Workbench, the deferred list opens
    window.history.pushState({}, '', '/pages/index/apply')
    expect(await promptAfterLogin()).toBe(true)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/workFlow/flowModal/index' })
    window.history.pushState({}, '', '/')
  })

  it('on a tab page it opens the list at once', async () => {
    signIn('项目经理')
    fakeApi({ [`POST ${S}/GetRoleSign/`]: roleSign([doc('t1', '一月计量')]) })
    ;(Taro.getCurrentPages as jest.Mock).mockReturnValue([{ route: 'pages/index/index' }])
    expect(await checkBatchSignPrompt('approve')).toBe(true)
  })
})

describe('the signing list (flowModal)', () => {
  it('lets a user without the batch role sign one document at a time, and put the list aside', async () => {
    signIn('项目经理')
    let pending = [doc('t1', '张华的请假'), doc('t2', '陈刚的请假')]
    const api = fakeApi({
      [`POST ${S}/GetRoleSign/`]: () => roleSign(pending),
      [`GET ${S}/SignedList`]: ok({ list: [] }),
      [`POST ${S}/HandSign`]: (c) => {
        const ids = (c.body as { taskIds: string[] }).taskIds
        pending = pending.filter((d) => !ids.includes(d.taskId))
        return { code: 200, msg: '签署成功', data: ids.map((taskId) => ({ taskId, ok: true, msg: '签署成功', document: { id: `d-${taskId}`, state: 1 } })) }
      },
      [`POST ${S}/SignListState`]: ok()
    })
    render(<FlowModalPage />)
    expect(await screen.findByText('您有 2 份已审批通过的文件待签署')).toBeTruthy()
    expect(screen.getByText(/非CA认证/)).toBeTruthy()
    expect(screen.queryByText('批量签署')).toBeNull()
    fireEvent.click(screen.getAllByText('签署')[0])
    await screen.findByText('您有 1 份已审批通过的文件待签署')
    expect(api.find('POST', `${S}/HandSign`)[0].body).toEqual({ taskIds: ['t1'], stampKind: 'seal' })
    // a double tap puts it off once and goes back once (twice would pass the Workbench, back to login)
    fireEvent.click(screen.getByText('稍后签署'))
    fireEvent.click(screen.getByText('稍后签署'))
    await waitFor(() => expect(api.find('POST', `${S}/SignListState`)[0]?.body).toEqual({ state: 1 }))
    await waitFor(() => expect((Taro.navigateBack as jest.Mock).mock.calls.length + (Taro.switchTab as jest.Mock).mock.calls.length).toBe(1))
    expect(api.find('POST', `${S}/SignListState`)).toHaveLength(1)
  })

  it('a 稍后签署 whose back did not take (the list still in front) counts again after a while', async () => {
    signIn('项目经理')
    const api = fakeApi({ [`POST ${S}/GetRoleSign/`]: () => roleSign([doc('t1', '张华的请假')]), [`GET ${S}/SignedList`]: ok({ list: [] }), [`POST ${S}/SignListState`]: ok() })
    // the list stays the top page: its back was lost in a race with another page opening
    ;(Taro.getCurrentPages as jest.Mock).mockReturnValue([{ route: 'pages/index/apply' }, { route: 'pages/workFlow/flowModal/index' }])
    render(<FlowModalPage />)
    await screen.findByText('张华的请假')
    const backs = () => (Taro.navigateBack as jest.Mock).mock.calls.length
    fireEvent.click(screen.getByText('稍后签署'))
    await waitFor(() => expect(backs()).toBe(1))
    fireEvent.click(screen.getByText('稍后签署'))
    await new Promise((r) => setTimeout(r, 300))
    expect(backs()).toBe(1)
    await new Promise((r) => setTimeout(r, 2400))
    fireEvent.click(screen.getByText('稍后签署'))
    await waitFor(() => expect(backs()).toBe(2))
    expect(api.find('POST', `${S}/SignListState`).length).toBeGreaterThanOrEqual(1)
  })

  it('reloads when the socket says a signature finished elsewhere (GetCallBackHandSignUrl)', async () => {
    signIn('项目经理')
    let pending = [doc('t1', '一月计量')]
    const api = fakeApi({ [`POST ${S}/GetRoleSign/`]: () => roleSign(pending), [`GET ${S}/SignedList`]: ok({ list: [] }) })
    render(<FlowModalPage />)
    await screen.findByText('一月计量')
    pending = []
    act(() => useSharedStore.getState().toggleRefreshBatchESign())
    expect(await screen.findByText('没有待签署的文件')).toBeTruthy()
    expect(api.find('POST', `${S}/GetRoleSign/`).length).toBe(2)
  })
})

describe('batch signing (batchESignature)', () => {
  it('signs the chosen documents at once for a batch signer', async () => {
    signIn('项目经理,批量电子签章')
    let pending = [doc('t1', '一月计量'), doc('t2', '二月计量'), doc('t3', '三月计量')]
    const signed: Record<string, unknown>[] = []
    const api = fakeApi({
      [`POST ${S}/GetRoleSign/`]: () => roleSign(pending, { roleSign: true }),
      [`GET ${S}/SignedList`]: () => ok({ list: signed }),
      [`POST ${S}/HandSign`]: (c) => {
        const ids = (c.body as { taskIds: string[] }).taskIds
        pending = pending.filter((d) => !ids.includes(d.taskId))
        for (const id of ids) signed.push({ id: `d-${id}`, taskId: id, title: `文件${id}`, state: 1, provider: 'local', signUrl: '', stampKind: 'seal', fileName: `${id}.pdf`, sha256: 'ab'.repeat(32), signedTime: 1, creatorTime: 1 })
        return { code: 200, msg: `已签署 ${ids.length} 份，失败 0 份`, data: ids.map((taskId) => ({ taskId, ok: true, msg: '签署成功', document: { state: 1 } })) }
      }
    })
    render(<BatchPage />)
    await screen.findByText('一月计量')
    fireEvent.click(screen.getByText('全选'))
    fireEvent.click(screen.getByText('批量签署（3）'))
    await screen.findByText('已签署（3）')
    expect(api.find('POST', `${S}/HandSign`)[0].body).toEqual({ taskIds: ['t1', 't2', 't3'], stampKind: 'seal' })
    expect(screen.getAllByText('下载')).toHaveLength(3)
  })

  it('keeps only documents still waiting chosen', () => {
    expect(keepSelected(['t1', 't2', 't9'], ['t2', 't1'])).toEqual(['t1', 't2'])
  })
})

describe('verification (testIndex) and the provider page', () => {
  it('shows a changed file as failed, with the trail', async () => {
    signIn('项目经理')
    __setRouterParams({ id: 'd1' })
    fakeApi({
      [`GET ${S}/Verify/d1`]: ok({
        valid: false, msg: '验证失败：文件内容与签署时不一致，已被修改', documentId: 'd1', title: '一月计量', signer: '黄伟/huangwei', signedTime: 1,
        provider: 'local', certified: false, sha256: 'ff'.repeat(32), recorded: 'ab'.repeat(32),
        trail: [{ action: 'sign', user: '黄伟/huangwei', time: Date.UTC(2026, 2, 1), sha256: 'ab', detail: '本地签章' }]
      }),
      [`GET ${S}/SignedList`]: ok({ list: [] })
    })
    render(<VerifyScreen />)
    expect(await screen.findByText('验证失败：文件内容与签署时不一致，已被修改')).toBeTruthy()
    expect(screen.getByText(/黄伟\/huangwei 签署：本地签章/)).toBeTruthy()
  })

  it('opens only an https signing page', () => {
    expect(safeSignUrl(encodeURIComponent('https://fadada.example/sign/1'))).toBe('https://fadada.example/sign/1')
    expect(safeSignUrl('javascript:alert(1)')).toBe('')
    expect(safeSignUrl(undefined)).toBe('')
  })
})
