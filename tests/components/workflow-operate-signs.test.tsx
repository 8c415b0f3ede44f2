// The saved-signature chooser of the approve dialog: besides signing with a saved signature, the user makes one the
// default (设为默认, PUT Current/{id}/SignImg) or deletes one after confirming (DELETE); the list is read again after.
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { SignImgVO } from '@shared/api/workflow-extras'
import { __reset, __setRouterParams } from '../__mocks__/taro'
import OperatePage from '@/pages/workFlow/operate/index'
import { openOperate as askOperate, type OperateResult } from '@/engines/workflow/components/operate/operate-types'
import { fakeApi } from './session/fake-api'
import { operatePickerId, signIn } from './workflow-before-fixture'

const C = '/api/permission/Users/Current'
const SAVED = 'data:image/png;base64,c2F2ZWQ='
const OTHER = 'data:image/png;base64,b3RoZXI='
const modal = Taro.showModal as unknown as jest.Mock

/** a SignImg store like the server's: one default; deleting the default hands it to the newest remaining one */
function signServer(start: SignImgVO[]) {
  let signs = start.map((s) => ({ ...s }))
  const api = fakeApi({
    [`GET ${C}/SignImg`]: () => ({ code: 200, data: signs.map((s) => ({ ...s })) }),
    'GET /api/system/CommonWords/Selector': { code: 200, data: { list: [] } },
    ...Object.fromEntries(start.flatMap((s) => [
      [`PUT ${C}/${s.id}/SignImg`, () => {
        signs = signs.map((x) => ({ ...x, isDefault: x.id === s.id ? 1 : 0 }))
        return { code: 200, msg: '更新成功' }
      }],
      [`DELETE ${C}/${s.id}/SignImg`, () => {
        const wasDefault = signs.find((x) => x.id === s.id)?.isDefault === 1
        signs = signs.filter((x) => x.id !== s.id)
        const newest = [...signs].sort((a, b) => b.creatorTime - a.creatorTime)[0]
        if (wasDefault && newest) signs = signs.map((x) => ({ ...x, isDefault: x.id === newest.id ? 1 : 0 }))
        return { code: 200, msg: '删除成功' }
      }]
    ]))
  })
  return { api, reads: () => api.find('GET', `${C}/SignImg`).length }
}

async function signDialog() {
  const answer: Promise<OperateResult | undefined> = askOperate({
    eventType: 'audit', title: '通过', taskOperatorId: 'op1', flowId: 'fv1', hasOpinion: false, opinionRequired: false, hasSign: true, isCustomCopy: false
  })
  __setRouterParams({ pickerId: await operatePickerId() })
  let view!: ReturnType<typeof render>
  await act(async () => {
    view = render(<OperatePage />)
  })
  const pad = () => view.container.querySelector('.signature-input__image')?.getAttribute('src') ?? null
  return { view, answer, ui: within(view.container), pad, confirm: () => fireEvent.click(view.container.querySelector('.wf-operate__btn--primary') as HTMLElement) }
}

const badgeOf = (el: HTMLElement) => el.querySelector('.wf-sign__badge')?.textContent ?? ''

beforeEach(() => {
  __reset()
  signIn()
})

test('设为默认 makes another saved signature the default and reads the list again', async () => {
  const { api, reads } = signServer([{ id: 's1', signImg: SAVED, isDefault: 1, creatorTime: 1 }, { id: 's2', signImg: OTHER, isDefault: 0, creatorTime: 2 }])
  const d = await signDialog()
  await waitFor(() => expect(d.pad()).toBe(SAVED))
  expect(badgeOf(d.ui.getByLabelText('已保存的签名1'))).toBe('默认')
  // the default one offers only 删除
  expect(d.ui.queryByLabelText('将签名1设为默认')).toBeNull()

  fireEvent.click(d.ui.getByLabelText('将签名2设为默认'))
  await waitFor(() => expect(api.find('PUT', `${C}/s2/SignImg`)).toHaveLength(1))
  await waitFor(() => expect(badgeOf(d.ui.getByLabelText('已保存的签名2'))).toBe('默认'))
  expect(reads()).toBe(2)
  expect(badgeOf(d.ui.getByLabelText('已保存的签名1'))).toBe('')
  expect(d.ui.getByLabelText('将签名1设为默认')).toBeInTheDocument()
  expect(d.ui.queryByLabelText('将签名2设为默认')).toBeNull()
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '更新成功' }))
  // the signature of this approval stays the one chosen
  expect(d.pad()).toBe(SAVED)
})

test('删除 asks first; deleting the signature in use signs with the new default instead', async () => {
  const { api } = signServer([{ id: 's1', signImg: SAVED, isDefault: 1, creatorTime: 1 }, { id: 's2', signImg: OTHER, isDefault: 0, creatorTime: 2 }])
  const d = await signDialog()
  await waitFor(() => expect(d.pad()).toBe(SAVED))

  modal.mockImplementationOnce(async () => ({ confirm: false, cancel: true }))
  fireEvent.click(d.ui.getByLabelText('删除签名1'))
  await waitFor(() => expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '确定删除签名1吗？删除后无法恢复。' })))
  expect(api.find('DELETE', `${C}/s1/SignImg`)).toHaveLength(0)

  fireEvent.click(d.ui.getByLabelText('删除签名1'))
  await waitFor(() => expect(api.find('DELETE', `${C}/s1/SignImg`)).toHaveLength(1))
  await waitFor(() => expect(d.ui.queryByLabelText('已保存的签名2')).toBeNull())
  expect(badgeOf(d.ui.getByLabelText('已保存的签名1'))).toBe('默认')
  expect(d.pad()).toBe(OTHER)
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '删除成功' }))
  d.confirm()
  await expect(d.answer).resolves.toMatchObject({ signImg: OTHER })
})

test('deleting the only saved signature leaves nothing to sign with: the user must sign by hand', async () => {
  const { api } = signServer([{ id: 's1', signImg: SAVED, isDefault: 1, creatorTime: 1 }])
  // the login's userInfo still names it, but the list the server gives now wins
  signIn(SAVED)
  const d = await signDialog()
  await waitFor(() => expect(d.pad()).toBe(SAVED))
  fireEvent.click(d.ui.getByLabelText('删除签名1'))
  await waitFor(() => expect(api.find('DELETE', `${C}/s1/SignImg`)).toHaveLength(1))
  await waitFor(() => expect(d.view.container.querySelector('.wf-sign__saved')).toBeNull())
  expect(d.pad()).toBeNull()
  d.confirm()
  expect(await d.ui.findByText('请手写签名')).toBeInTheDocument()
  d.view.unmount()

  // the next approval does not start from the deleted signature the login's userInfo still names
  const next = await signDialog()
  await waitFor(() => expect(api.find('GET', `${C}/SignImg`)).toHaveLength(2))
  await act(async () => undefined)
  expect(next.pad()).toBeNull()
})
