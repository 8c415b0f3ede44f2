// The approve dialog (/pages/workFlow/operate/index, jnpf-forms-and-flows §5.5) on its own: the fields each action
// shows, what must be filled, the signature (default, saved ones, a new drawing kept as default), 常用语, and the
// answer it hands back with the fields that do not apply left out.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { find } from './ui'
import { __reset, __setRouterParams } from '../__mocks__/taro'
import OperatePage from '@/pages/workFlow/operate/index'
import { openOperate as askOperate, type OperateRequest, type OperateResult } from '@/engines/workflow/components/operate/operate-types'
import { fakeApi } from './session/fake-api'
import { operatePickerId, signIn } from './workflow-before-fixture'

const SAVED = 'data:image/png;base64,c2F2ZWQ='
const OTHER = 'data:image/png;base64,b3RoZXI='
const DRAWN = `data:image/png;base64,${Buffer.from('drawn').toString('base64')}`

const base: OperateRequest = { eventType: 'audit', title: '通过', taskOperatorId: 'op1', flowId: 'fv1', hasOpinion: true, opinionRequired: false, hasSign: false, isCustomCopy: false }

function server(extra: Record<string, unknown> = {}) {
  const words = [
    { id: 'w1', commonWordsText: '同意', commonWordsType: 0, systemNames: '', sortCode: 0, enabledMark: 1 },
    { id: 'w2', commonWordsText: '请补充现场照片', commonWordsType: 1, systemNames: '', sortCode: 1, enabledMark: 1 }
  ]
  return fakeApi({
    'GET /api/system/CommonWords/Selector': () => ({ code: 200, data: { list: words } }),
    'POST /api/system/CommonWords': (call) => {
      words.push({ id: 'w3', commonWordsText: (call.body as { commonWordsText: string }).commonWordsText, commonWordsType: 1, systemNames: '', sortCode: 2, enabledMark: 1 })
      return { code: 200, msg: '新建成功' }
    },
    'DELETE /api/system/CommonWords/w2': { code: 200, msg: '删除成功' },
    'GET /api/permission/Users/Current/SignImg': { code: 200, data: [{ id: 's1', signImg: SAVED, isDefault: 1, creatorTime: 1 }, { id: 's2', signImg: OTHER, isDefault: 0, creatorTime: 2 }] },
    'POST /api/permission/Users/Current/SignImg': { code: 200, msg: '新建成功' },
    'GET /api/permission/Users/ImUser': { code: 200, data: { list: [{ id: 'u-guo', realName: '郭晴', account: 'guoqing' }, { id: 'u-song', realName: '宋文博', account: 'songwenbo' }], pagination: { currentPage: 1, pageSize: 20, total: 2 } } },
    ...(extra as Record<string, never>)
  })
}

/** asks the dialog like the detail page does and opens it; `answer` settles when the user confirms or leaves */
async function dialogFor(request: Partial<OperateRequest>) {
  const answer: Promise<OperateResult | undefined> = askOperate({ ...base, ...request })
  __setRouterParams({ pickerId: await operatePickerId() })
  let view!: ReturnType<typeof render>
  await act(async () => {
    view = render(<OperatePage />)
  })
  return { view, answer, ui: within(view.container), confirm: () => fireEvent.click(view.container.querySelector('.wf-operate__btn--primary') as HTMLElement) }
}

const opinionBox = async (container: HTMLElement) => (await find(container, '.wf-textarea textarea')) as HTMLTextAreaElement

beforeEach(() => {
  __reset()
  signIn()
})
afterEach(() => jest.restoreAllMocks())

test('a required opinion is asked for; the answer carries it trimmed with the attachments', async () => {
  server()
  const d = await dialogFor({ opinionRequired: true })
  d.confirm()
  expect(await d.ui.findByText('请填写审批意见')).toBeInTheDocument()
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写审批意见' }))
  fireEvent.input(await opinionBox(d.view.container), { target: { value: '  同意整改  ' } })
  expect(d.ui.queryByText('请填写审批意见')).toBeNull()
  d.confirm()
  await expect(d.answer).resolves.toEqual({ handleOpinion: '同意整改', fileList: [] })
})

test('the signature starts from the default one and may switch to another saved one', async () => {
  server()
  signIn(SAVED)
  const d = await dialogFor({ hasSign: true })
  await waitFor(() => expect(d.view.container.querySelector('.signature-input__image')?.getAttribute('src')).toBe(SAVED))
  fireEvent.click(d.ui.getByLabelText('已保存的签名2'))
  expect(d.view.container.querySelector('.signature-input__image')?.getAttribute('src')).toBe(OTHER)
  d.confirm()
  await expect(d.answer).resolves.toMatchObject({ signImg: OTHER })
})

test('without any signature the approval is refused until the user signs; a new drawing may become the default', async () => {
  const api = server({ 'GET /api/permission/Users/Current/SignImg': { code: 200, data: [] } })
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({ setTransform() {}, beginPath() {}, moveTo() {}, lineTo() {}, stroke() {}, arc() {}, fill() {}, clearRect() {} }) as never)
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => DRAWN)
  const d = await dialogFor({ hasSign: true })
  d.confirm()
  expect(await d.ui.findByText('请手写签名')).toBeInTheDocument()

  fireEvent.click(d.ui.getByText('点击签名'))
  const canvas = d.view.container.querySelector('canvas') as HTMLCanvasElement
  fireEvent.mouseDown(canvas, { clientX: 1, clientY: 1 })
  fireEvent.mouseMove(canvas, { clientX: 20, clientY: 20 })
  fireEvent.mouseUp(canvas)
  fireEvent.click(d.ui.getByText('确定'))
  await waitFor(() => expect(d.ui.getByText('保存为默认签名')).toBeInTheDocument())
  fireTaroSwitch(d.view.container)
  d.confirm()
  await expect(d.answer).resolves.toMatchObject({ signImg: DRAWN })
  expect(api.find('POST', '/api/permission/Users/Current/SignImg')[0].body).toEqual({ signImg: DRAWN, isDefault: 1 })
})

function fireTaroSwitch(container: HTMLElement) {
  const el = container.querySelector('taro-switch-core') as HTMLElement
  fireEvent(el, new CustomEvent('change', { detail: { value: true } }))
}

test('常用语: pick one into the opinion, add a personal one, delete a personal one after confirming', async () => {
  const api = server()
  const d = await dialogFor({})
  fireEvent.click(d.ui.getByText('常用语'))
  const sheet = within(await d.ui.findByRole('dialog', { name: '常用语' }))
  expect(await sheet.findByText('请补充现场照片')).toBeInTheDocument()
  expect(sheet.getByText('系统')).toBeInTheDocument()

  fireEvent.input(await find(d.view.container, '.wf-words__input input'), { target: { value: '资料齐全，同意' } })
  fireEvent.click(sheet.getByText('添加'))
  expect(await sheet.findByText('资料齐全，同意')).toBeInTheDocument()
  expect(api.find('POST', '/api/system/CommonWords')[0].body).toEqual({ commonWordsText: '资料齐全，同意', commonWordsType: 1 })

  fireEvent.click(sheet.getByLabelText('删除常用语请补充现场照片'))
  await waitFor(() => expect(api.find('DELETE', '/api/system/CommonWords/w2')).toHaveLength(1))
  expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '确定删除常用语“请补充现场照片”吗？' }))
  expect(sheet.queryByText('请补充现场照片')).toBeNull()

  fireEvent.click(sheet.getByText('同意'))
  expect((await opinionBox(d.view.container)).value).toBe('同意')
  expect(d.ui.queryByRole('dialog', { name: '常用语' })).toBeNull()
})

test('branches and candidates: a branch must be chosen, then its candidate node; the answer keeps only what applies', async () => {
  server()
  const candidates = {
    type: 1 as const,
    countersignOver: false,
    list: [
      { nodeId: 'b-road', nodeName: '路基组', isBranchFlow: true, isCandidates: true, hasCandidates: false },
      { nodeId: 'b-bridge', nodeName: '桥梁组', isBranchFlow: true, isCandidates: false, hasCandidates: false }
    ]
  }
  const d = await dialogFor({ candidates, isCustomCopy: true, hasOpinion: false })
  d.confirm()
  expect(await d.ui.findByText('请选择分支')).toBeInTheDocument()
  fireEvent.click(d.ui.getByText('路基组'))
  d.confirm()
  expect(await d.ui.findByText('请选择路基组的审批人')).toBeInTheDocument()
  fireEvent.click(d.ui.getByText('选择审批人'))
  fireEvent.click(await d.ui.findByText('郭晴'))
  fireEvent.click(d.ui.getByText('确定(1)'))
  fireEvent.click(d.ui.getByText('选择抄送人员'))
  const picker = within(await waitFor(() => {
    const el = d.view.container.querySelector('.wf-picker')
    if (!el) throw new Error('the people picker is not open')
    return el as HTMLElement
  }))
  fireEvent.click(await picker.findByText('郭晴'))
  fireEvent.click(picker.getByText('宋文博'))
  fireEvent.click(d.ui.getByText('确定(2)'))
  d.confirm()
  await expect(d.answer).resolves.toEqual({ branchList: ['b-road'], candidateList: { 'b-road': ['u-guo'] }, copyIds: 'u-guo,u-song' })
})

test('a node with a candidate list opens candiDateUserSelect and keeps who was chosen there', async () => {
  server()
  const candidates = { type: 2 as const, countersignOver: false, list: [{ nodeId: 'n-pm', nodeName: '项目经理审批', isBranchFlow: false, isCandidates: true, hasCandidates: true }] }
  const d = await dialogFor({ candidates, hasOpinion: false })
  fireEvent.click(d.ui.getByText('选择审批人'))
  const url = await waitFor(() => {
    const found = (Taro.navigateTo as jest.Mock).mock.calls.map((c) => String(c[0].url)).find((u) => u.startsWith('/pages/workFlow/candiDateUserSelect/index'))
    if (!found) throw new Error('candidate page not opened')
    return found
  })
  const { resolvePicker, getPickerPayload } = await import('@/lib/picker-bridge')
  const pickerId = new URLSearchParams(url.split('?')[1]).get('pickerId') as string
  expect(getPickerPayload(pickerId)).toMatchObject({ taskOperatorId: 'op1', nodeCode: 'n-pm', nodeName: '项目经理审批' })
  act(() => resolvePicker(pickerId, { users: [{ id: 'u-hw', fullName: '黄伟/huangwei', headIcon: '', organize: '项目部' }], ids: ['u-hw'] }))
  expect(await d.ui.findByText('黄伟')).toBeInTheDocument()
  d.confirm()
  await expect(d.answer).resolves.toEqual({ candidateList: { 'n-pm': ['u-hw'] } })
})

test('加签: the person and when; after-me add-signs choose the next candidates too', async () => {
  server()
  const candidates = { type: 2 as const, countersignOver: false, list: [{ nodeId: 'n-pm', nodeName: '项目经理审批', isBranchFlow: false, isCandidates: true, hasCandidates: false }] }
  const d = await dialogFor({ eventType: 'freeApprover', title: '加签', candidates, isCustomCopy: true })
  expect(d.ui.queryByText('抄送人员')).toBeNull()
  expect(d.ui.queryByText('项目经理审批审批人')).toBeNull()
  d.confirm()
  expect(await d.ui.findByText('请选择加签人员')).toBeInTheDocument()
  fireEvent.click(d.ui.getByText('选择人员'))
  fireEvent.click(await d.ui.findByText('宋文博'))
  fireEvent.click(d.ui.getByText('审批后'))
  expect(d.ui.getByText('项目经理审批审批人')).toBeInTheDocument()
  fireEvent.click(d.ui.getByText('审批前'))
  fireEvent.input(await opinionBox(d.view.container), { target: { value: '请监理复核' } })
  d.confirm()
  await expect(d.answer).resolves.toEqual({ freeApproverUserId: 'u-song', freeApproverType: 1, handleOpinion: '请监理复核', fileList: [] })
})

test('退回 with a fixed step shows it without a choice and sends it; the return type follows the node', async () => {
  server()
  const d = await dialogFor({ eventType: 'reject', title: '退回', rejectStepRule: '1', rejectTypeRule: 2, rejectList: { list: [{ id: 'a', nodeCode: 'n-chk', nodeName: '安全员审核' }], isLastAppro: false } })
  expect(d.ui.getByText('安全员审核')).toBeInTheDocument()
  expect(d.ui.queryByRole('radiogroup', { name: '退回方式' })).toBeNull()
  expect(d.ui.getByText('退回意见')).toBeInTheDocument()
  d.confirm()
  await expect(d.answer).resolves.toEqual({ rejectStep: 'n-chk', rejectType: 2, handleOpinion: '', fileList: [] })
})

test('leaving with 取消 answers nothing', async () => {
  server()
  const d = await dialogFor({})
  fireEvent.click(d.ui.getByText('取消'))
  d.view.unmount()
  await expect(d.answer).resolves.toBeUndefined()
})

test('a dialog whose request is gone (H5 reload) says so', () => {
  __setRouterParams({ pickerId: 'gone' })
  render(<OperatePage />)
  expect(screen.getByText('页面已失效，请返回流程详情后重新操作')).toBeInTheDocument()
})
