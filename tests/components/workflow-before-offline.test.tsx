// A new flow launch made without network (issue 12): 提交 and 暂存 of a new task go to 待发送 under one
// Idempotency-Key instead of failing, are listed under the flow's name, and are sent once when the network is back;
// a POST whose answer never came waits there too; the server's refusal shows as 发送失败 with its message.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setUploadHandler } from '../__mocks__/taro'
import { outbox } from '@/lib/outbox'
import { OutboxScreen } from '@/features/outbox'
import { useSessionStore } from '@/features/session'
import { engine, flowInfo, loaded, openDetail, openOperate, signIn, todo } from './workflow-before-fixture'
import { typeIn } from './lowcode-pages-fixture'
import { MemoryStore } from '../unit/outbox/memory-store'
import { emptyOutbox, fakeNetwork, isOnline, setOnline } from './offline-fixture'

jest.mock('@/lib/outbox/store', () => {
  const { MemoryStore: Store } = jest.requireActual('../unit/outbox/memory-store')
  return { outboxStore: new Store() }
})
const store = jest.requireMock('@/lib/outbox/store').outboxStore as MemoryStore

const E = '/api/workflow/Engine'
const QUEUED = '已存入待发送，联网后自动提交'
fakeNetwork()

beforeEach(async () => {
  __reset()
  await emptyOutbox(store)
  signIn()
  // the page launches as the signed-in user of the session (the outbox keeps the entry as theirs)
  useSessionStore.setState({ userInfo: { userId: 'u1' } as never })
})
afterEach(() => useSessionStore.setState({ userInfo: null }))

const footerButton = (container: HTMLElement, text: string) => within(container.querySelector('.wf-actions') as HTMLElement).getByText(text)

async function newLaunch(place = 'K8+100 路基') {
  const view = openDetail({ id: '', flowId: 'fv1', formType: 2, opType: -1 })
  await loaded(view)
  await typeIn(view.container, '检查部位', place)
  return view
}

describe('提交 of a new task without network', () => {
  it('asks to confirm, goes to 待发送 under the flow\'s name, and is sent once, with its key, when the network is back', async () => {
    const api = engine(flowInfo({ fresh: true }), {}, '0')
    const view = await newLaunch()
    setOnline(false)
    fireEvent.click(footerButton(view.container, '提交'))

    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: QUEUED, icon: 'none' })))
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '您确定要提交当前流程吗？' }))
    // nothing was asked of a server it cannot reach
    expect(api.find('POST', `${E}/FlowBefore/Candidates/0`)).toHaveLength(0)
    expect(api.find('POST', `${E}/FlowTask`)).toHaveLength(0)
    const [entry] = outbox.getSnapshot().entries
    expect(entry).toMatchObject({ title: '隐患整改', summary: 'K8+100 路基', status: 'queued', userId: 'u1', url: `${E}/FlowTask` })
    view.unmount()

    await act(async () => setOnline(true))
    await waitFor(() => expect(outbox.getSnapshot().entries[0].status).toBe('sent'))
    const posts = api.find('POST', `${E}/FlowTask`)
    expect(posts).toHaveLength(1)
    expect(posts[0].header['Idempotency-Key']).toBe(entry.id)
    expect(posts[0].body).toMatchObject({ flowId: 'fv1', status: '0', formData: { place: 'K8+100 路基' } })
    // a second flush (another reconnect) sends nothing again
    await act(async () => setOnline(true))
    await act(async () => outbox.flush())
    expect(api.find('POST', `${E}/FlowTask`)).toHaveLength(1)
  })

  it('refused when it is sent, it shows 发送失败 with the server\'s message on the 待发送 page', async () => {
    const api = engine(flowInfo({ fresh: true }), { [`POST ${E}/FlowTask`]: { code: 400, msg: '该流程已停用' } }, '0')
    const view = await newLaunch()
    setOnline(false)
    fireEvent.click(footerButton(view.container, '提交'))
    await waitFor(() => expect(outbox.getSnapshot().entries).toHaveLength(1))
    view.unmount()

    const page = render(<OutboxScreen />)
    const status = () => page.container.querySelector('.outbox-card__status')?.textContent
    expect(screen.getByText('隐患整改')).toBeInTheDocument()
    expect(status()).toBe('待发送')
    await act(async () => setOnline(true))
    await waitFor(() => expect(status()).toBe('发送失败'))
    expect(screen.getByText('该流程已停用')).toBeInTheDocument()
    expect(api.find('POST', `${E}/FlowTask`)).toHaveLength(1)
    page.unmount()
  })
})

describe('a photo in a new launch without network', () => {
  /** the fixture's form with a 现场照片 image field */
  function withPhotos() {
    const info = flowInfo({ fresh: true })
    const form = JSON.parse(info.flowFormInfo.propertyJson)
    form.fields.push({ __config__: { jnpfKey: 'uploadImg', label: '现场照片', formId: 'photos', span: 24, regList: [] }, __vModel__: 'photos' })
    return { ...info, flowFormInfo: { ...info.flowFormInfo, propertyJson: JSON.stringify(form) } }
  }

  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/x')
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null)
  })
  afterEach(() => jest.restoreAllMocks())

  it('is kept on the device as 待上传, goes with the launch to 待发送, and is uploaded before the launch is sent', async () => {
    const uploads: string[] = []
    __setUploadHandler((opts) => {
      if (!isOnline()) throw { errMsg: 'uploadFile:fail offline' }
      uploads.push(String(opts.url))
      return { data: { code: 200, msg: '上传成功', data: { name: '20260301_p.jpg', url: '/api/file/Image/annexpic/20260301_p.jpg' } } }
    })
    const api = engine(withPhotos(), {}, '0')
    const view = await newLaunch()
    setOnline(false)
    ;(Taro.chooseImage as jest.Mock).mockResolvedValueOnce({
      tempFilePaths: ['blob:http://localhost/photo-0'],
      tempFiles: [{ size: 1000, originalFileObj: { name: '边坡.jpg', size: 1000, type: 'image/jpeg' } }]
    })
    fireEvent.click(screen.getByLabelText('拍照上传'))
    expect(await screen.findByText('待上传')).toBeInTheDocument()
    expect(uploads).toHaveLength(0)
    fireEvent.click(footerButton(view.container, '提交'))
    await waitFor(() => expect(outbox.getSnapshot().entries).toHaveLength(1))
    const [entry] = outbox.getSnapshot().entries
    expect(entry.photoIds).toHaveLength(1)
    expect(store.photos.get(entry.photoIds[0])).toMatchObject({ name: '边坡.jpg', entryId: entry.id })
    view.unmount()

    await act(async () => setOnline(true))
    await waitFor(() => expect(outbox.getSnapshot().entries[0].status).toBe('sent'))
    expect(uploads).toHaveLength(1)
    const [post] = api.find('POST', `${E}/FlowTask`)
    expect((post.body as { formData: { photos: unknown } }).formData.photos).toEqual([
      { name: '边坡.jpg', fileId: '20260301_p.jpg', url: '/api/file/Image/annexpic/20260301_p.jpg' }
    ])
    // sent: the kept file is given back
    expect(store.photos.size).toBe(0)
  })
})

describe('暂存 of a new task without network', () => {
  it('waits as a draft (status "1") and is saved once when the network is back', async () => {
    const api = engine(flowInfo({ fresh: true }), { [`POST ${E}/FlowTask`]: { code: 200, msg: '保存成功', data: { id: 't9' } } }, '0')
    const view = await newLaunch('K9+000 涵洞')
    setOnline(false)
    fireEvent.click(footerButton(view.container, '暂存'))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: QUEUED, icon: 'none' })))
    expect(outbox.getSnapshot().entries[0]).toMatchObject({ title: '隐患整改', summary: 'K9+000 涵洞', status: 'queued' })
    view.unmount()

    await act(async () => setOnline(true))
    await waitFor(() => expect(outbox.getSnapshot().entries[0].status).toBe('sent'))
    const posts = api.find('POST', `${E}/FlowTask`)
    expect(posts).toHaveLength(1)
    expect(posts[0].body).toMatchObject({ status: '1', formData: { place: 'K9+000 涵洞' } })
  })
})

describe('a launch online', () => {
  it('goes at once with an Idempotency-Key and leaves nothing in 待发送', async () => {
    const api = engine(flowInfo({ fresh: true }), {}, '0')
    const view = await newLaunch()
    fireEvent.click(footerButton(view.container, '提交'))
    await waitFor(() => expect(api.find('POST', `${E}/FlowTask`)).toHaveLength(1))
    expect(api.find('POST', `${E}/FlowBefore/Candidates/0`)).toHaveLength(1)
    expect(api.find('POST', `${E}/FlowTask`)[0].header['Idempotency-Key']).toEqual(expect.stringMatching(/^\S{16,}$/))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '提交成功', icon: 'success' })))
    expect(outbox.getSnapshot().entries).toHaveLength(0)
  })

  it('whose answer never comes waits in 待发送 under the same key the tries used, and is sent once later', async () => {
    let down = true
    const api = engine(flowInfo({ fresh: true }), {
      [`POST ${E}/FlowTask`]: () => {
        if (down) throw new Error('request:fail timeout')
        return { code: 200, msg: '提交成功', data: { id: 't9' } }
      }
    }, '0')
    const view = await newLaunch()
    fireEvent.click(footerButton(view.container, '提交'))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: QUEUED, icon: 'none' })), { timeout: 4000 })
    const [entry] = outbox.getSnapshot().entries
    const tried = api.find('POST', `${E}/FlowTask`)
    expect(tried.length).toBeGreaterThanOrEqual(1)
    expect(new Set(tried.map((c) => c.header['Idempotency-Key']))).toEqual(new Set([entry.id]))
    view.unmount()

    down = false
    await act(async () => outbox.retry(entry.id))
    await waitFor(() => expect(outbox.getSnapshot().entries[0].status).toBe('sent'))
    expect(api.find('POST', `${E}/FlowTask`)).toHaveLength(tried.length + 1)
    expect(api.find('POST', `${E}/FlowTask`).at(-1)?.header['Idempotency-Key']).toBe(entry.id)
  })
})

describe('an existing task', () => {
  it('is not queued: a returned task resubmitted without network fails as before and keeps nothing', async () => {
    // the launcher's own returned task
    useSessionStore.setState({ userInfo: { userId: 'u-launcher' } as never })
    const api = engine(flowInfo({ status: 3 }), { [`PUT ${E}/FlowTask/t1`]: () => { throw new Error('request:fail') } })
    const view = openDetail({ id: 't1', flowId: 'fv1', formType: 2, opType: 0, taskId: 't1', status: 3 })
    await loaded(view)
    setOnline(false)
    fireEvent.click(footerButton(view.container, '暂存'))
    await waitFor(() => expect(api.find('PUT', `${E}/FlowTask/t1`).length).toBeGreaterThanOrEqual(1))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ icon: 'none' })))
    expect(Taro.showToast).not.toHaveBeenCalledWith(expect.objectContaining({ title: QUEUED }))
    expect(outbox.getSnapshot().entries).toHaveLength(0)
  })
})

describe('an approval or a return of a to-do without network', () => {
  const typeOpinion = async (container: HTMLElement, value: string) => {
    await waitFor(() => expect(container.querySelector('.wf-textarea textarea')).not.toBeNull())
    fireEvent.input(container.querySelector('.wf-textarea textarea') as HTMLElement, { target: { value } })
  }

  it('通过 goes to 待发送 without asking the server, and is sent once, under its key, when the network is back', async () => {
    const api = engine(flowInfo())
    const view = openDetail(todo())
    await loaded(view)
    setOnline(false)
    fireEvent.click(footerButton(view.container, '通过'))
    const dialog = await openOperate()
    await typeOpinion(dialog.container, '同意，按方案整改（隧道内无信号）')
    fireEvent.click(within(dialog.container).getByText('通过'))

    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: QUEUED, icon: 'none' })))
    expect(api.find('POST', `${E}/FlowBefore/Candidates/op1`)).toHaveLength(0)
    expect(api.find('POST', `${E}/FlowBefore/Audit/op1`)).toHaveLength(0)
    const [entry] = outbox.getSnapshot().entries
    expect(entry).toMatchObject({ status: 'queued', userId: 'u1', url: `${E}/FlowBefore/Audit/op1` })
    expect(entry.title).toContain('（审批）')
    expect(entry.openUrl).toContain('/pages/workFlow/flowBefore/index?config=')
    dialog.unmount()
    view.unmount()

    await act(async () => setOnline(true))
    await waitFor(() => expect(outbox.getSnapshot().entries[0].status).toBe('sent'))
    const sent = api.find('POST', `${E}/FlowBefore/Audit/op1`)
    expect(sent).toHaveLength(1)
    expect(sent[0].header['Idempotency-Key']).toBe(entry.id)
    expect(sent[0].body).toMatchObject({ id: 't1', flowId: 'fv1', handleOpinion: '同意，按方案整改（隧道内无信号）', formData: { place: 'K12+300 边坡' } })
  })

  it('退回 offers the node\'s own step, waits, and when the task moved on meanwhile shows 发送失败 with the server\'s words', async () => {
    const api = engine(flowInfo({ props: { rejectStep: '1' } }), { [`POST ${E}/FlowBefore/Reject/op1`]: { code: 400, msg: '该审批已由他人处理' } })
    const view = openDetail(todo())
    await loaded(view)
    setOnline(false)
    ;(Taro.showActionSheet as jest.Mock).mockResolvedValueOnce({ tapIndex: 1, errMsg: 'showActionSheet:ok' })
    fireEvent.click(footerButton(view.container, '更多'))
    const dialog = await openOperate()
    expect(api.find('GET', `${E}/FlowBefore/RejectList/op1`)).toHaveLength(0)
    expect(within(dialog.container).getByText('上一审批节点（联网后确定）')).toBeInTheDocument()
    await typeOpinion(dialog.container, '资料不全')
    fireEvent.click(dialog.container.querySelector('.wf-operate__btn--primary') as HTMLElement)
    await waitFor(() => expect(outbox.getSnapshot().entries).toHaveLength(1))
    expect(outbox.getSnapshot().entries[0]).toMatchObject({ url: `${E}/FlowBefore/Reject/op1`, body: { rejectStep: '1', handleOpinion: '资料不全' } })
    dialog.unmount()
    view.unmount()

    const page = render(<OutboxScreen />)
    await act(async () => setOnline(true))
    await waitFor(() => expect(page.container.querySelector('.outbox-card__status')?.textContent).toBe('发送失败'))
    expect(screen.getByText('该审批已由他人处理')).toBeInTheDocument()
    expect(api.find('POST', `${E}/FlowBefore/Reject/op1`)).toHaveLength(1)
    page.unmount()
  })
})
