// The dynamicModel form and detail pages (jnpf-forms-and-flows §3.4, §3.5): validation, create and edit bodies,
// rights, form permissions, the draft that survives an accidental exit, and the read-only detail.
import { render, screen, fireEvent, waitFor, act } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage } from '../__mocks__/taro'
import FormPage from '@/pages/apply/dynamicModel/form'
import DetailPage from '@/pages/apply/dynamicModel/detail'
import { encodePageConfig, type PageConfig } from '@/engines/lowcode'
import { MENU_ID, MODEL_ID, fakeModelServer, inputOf, pageConfigOf, sampleRows, signIn, typeIn } from './lowcode-pages-fixture'

const modal = Taro.showModal as unknown as jest.Mock
const base = `/api/visualdev/OnlineDev/${MODEL_ID}`
const permission = (formList: string[]) => encodeURIComponent(JSON.stringify({ formList: formList.map((enCode) => ({ enCode })), useFormPermission: true, menuId: MENU_ID }))

beforeEach(() => {
  __reset()
})

function open(Page: typeof FormPage, page: Partial<PageConfig>) {
  __setRouterParams({ config: encodePageConfig({ modelId: MODEL_ID, menuId: MENU_ID, title: '安全巡查', ...page }) })
  return render(<Page />)
}

const draftKeys = () => Array.from(__storage.keys()).filter((k) => k.startsWith('lowcodeDraft:'))

describe('dynamicModel form', () => {
  it('a required field left empty shows its message and nothing is saved', async () => {
    signIn()
    const api = fakeModelServer([])
    const { container } = open(FormPage, { jurisdictionType: 'btn_add' })
    await inputOf(container, '巡查标题')
    expect(screen.getByText('安全巡查 - 新增')).toBeInTheDocument()
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('巡查标题不能为空')).toBeInTheDocument()
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '巡查标题不能为空' }))
    expect(api.find('POST', base)).toHaveLength(0)
  })

  it('creates a record with {data: JSON string}, toasts the server message and goes back', async () => {
    signIn()
    const api = fakeModelServer([])
    const { container } = open(FormPage, { jurisdictionType: 'btn_add' })
    await typeIn(container, '巡查标题', 'K12 边坡')
    await typeIn(container, '联系电话', '123')
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('联系电话：请输入正确的手机号码')).toBeInTheDocument()
    expect(api.find('POST', base)).toHaveLength(0)

    await typeIn(container, '联系电话', '13800138000')
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(api.find('POST', base)).toHaveLength(1))
    const body = api.find('POST', base)[0].body as { data: string }
    expect(typeof body.data).toBe('string')
    expect(JSON.parse(body.data)).toMatchObject({ title: 'K12 边坡', phone: '13800138000' })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '新建成功' }))
    await waitFor(() => expect(Taro.switchTab).toHaveBeenCalled(), { timeout: 2000 })
    expect(draftKeys()).toEqual([])
  })

  it('确定并继续操作 saves and starts a fresh record', async () => {
    signIn()
    const api = fakeModelServer([])
    const { container } = open(FormPage, { jurisdictionType: 'btn_add' })
    await typeIn(container, '巡查标题', '第一条')
    fireEvent.click(screen.getByText('确定并继续操作'))
    await waitFor(() => expect(api.find('POST', base)).toHaveLength(1))
    await waitFor(async () => expect((await inputOf(container, '巡查标题')).value).toBe(''))
    expect(Taro.switchTab).not.toHaveBeenCalled()
    expect(Taro.navigateBack).not.toHaveBeenCalled()
  })

  it('edits a record: loads the stored values and saves with PUT', async () => {
    signIn()
    const api = fakeModelServer(sampleRows(1))
    const { container } = open(FormPage, { id: 'r1', jurisdictionType: 'btn_edit' })
    await waitFor(async () => expect((await inputOf(container, '巡查标题')).value).toBe('巡查1'))
    expect(screen.getByText('安全巡查 - 编辑')).toBeInTheDocument()
    expect(screen.queryByText('确定并继续操作')).toBeNull()
    await typeIn(container, '巡查部位', 'K1+200')
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(api.find('PUT', `${base}/r1`)).toHaveLength(1))
    expect(JSON.parse((api.find('PUT', `${base}/r1`)[0].body as { data: string }).data)).toMatchObject({ title: '巡查1', place: 'K1+200', weather: 'sunny' })
  })

  it('a user with detail rights only sees the record disabled and no buttons', async () => {
    signIn()
    fakeModelServer(sampleRows(1))
    const { container } = open(FormPage, { id: 'r1', jurisdictionType: 'btn_detail' })
    await waitFor(async () => expect((await inputOf(container, '巡查标题')).value).toBe('巡查1'))
    expect((await inputOf(container, '巡查标题')).disabled).toBe(true)
    expect(screen.queryByText('保存')).toBeNull()
  })

  it('form permissions hide the fields the menu does not grant', async () => {
    signIn()
    fakeModelServer([])
    const { container } = open(FormPage, { jurisdictionType: 'btn_add', currentMenu: permission(['title', 'place', 'weather', 'phone']) })
    await inputOf(container, '巡查标题')
    expect(screen.queryByText('内部备注')).toBeNull()
    expect(screen.getByText('巡查部位')).toBeInTheDocument()
  })

  it('keeps unsaved input as a draft and offers it back when the form opens again', async () => {
    signIn()
    fakeModelServer([])
    const first = open(FormPage, { jurisdictionType: 'btn_add' })
    await typeIn(first.container, '巡查标题', '未保存的巡查')
    await waitFor(() => expect(draftKeys()).toHaveLength(1), { timeout: 2000 })
    first.unmount()

    modal.mockImplementationOnce(async (o: { title: string; confirmText: string }) => {
      expect(o).toMatchObject({ title: '恢复未保存的内容', confirmText: '恢复' })
      return { confirm: true, cancel: false }
    })
    const second = open(FormPage, { jurisdictionType: 'btn_add' })
    await waitFor(async () => expect((await inputOf(second.container, '巡查标题')).value).toBe('未保存的巡查'))
  })

  it('a declined draft is dropped; another user of the device never sees it', async () => {
    signIn()
    fakeModelServer([])
    const first = open(FormPage, { jurisdictionType: 'btn_add' })
    await typeIn(first.container, '巡查标题', '张伟的草稿')
    await waitFor(() => expect(draftKeys()).toHaveLength(1), { timeout: 2000 })
    first.unmount()

    __storage.set('userInfo', { userId: 'u2', userName: '李四' })
    const other = open(FormPage, { jurisdictionType: 'btn_add' })
    await inputOf(other.container, '巡查标题')
    expect(modal).not.toHaveBeenCalled()
    other.unmount()

    signIn()
    modal.mockImplementationOnce(async () => ({ confirm: false, cancel: true }))
    const again = open(FormPage, { jurisdictionType: 'btn_add' })
    await waitFor(() => expect(modal).toHaveBeenCalledTimes(1))
    expect((await inputOf(again.container, '巡查标题')).value).toBe('')
    await waitFor(() => expect(draftKeys()).toHaveLength(0))
  })

  it('asks before leaving with unsaved changes', async () => {
    signIn()
    fakeModelServer([])
    const { container } = open(FormPage, { jurisdictionType: 'btn_add' })
    await typeIn(container, '巡查标题', '写了一半')
    modal.mockImplementationOnce(async () => ({ confirm: false, cancel: true }))
    fireEvent.click(screen.getByLabelText('返回'))
    await waitFor(() => expect(modal).toHaveBeenCalledWith(expect.objectContaining({ confirmText: '离开', cancelText: '继续填写' })))
    expect(Taro.switchTab).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText('取消'))
    await waitFor(() => expect(Taro.switchTab).toHaveBeenCalled())
  })

  it('refuses to save while an upload is still running or failed', async () => {
    const { submitRecord } = jest.requireActual('@/engines/lowcode/components/form/submit-record') as typeof import('@/engines/lowcode/components/form/submit-record')
    const { createFormStore } = jest.requireActual('@/lib/form') as typeof import('@/lib/form')
    const api = fakeModelServer([])
    const form = createFormStore({ values: { title: 'x' } })
    const outcome = await submitRecord({ form, fields: [], modelId: MODEL_ID, pendingUploads: '文件上传中，请稍候' })
    expect(outcome).toEqual({ ok: false })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '文件上传中，请稍候' }))
    expect(api.find('POST', base)).toHaveLength(0)
  })

  it('shows the server refusal as it is and stays on the form', async () => {
    signIn()
    const api = fakeModelServer([])
    const handler = (Taro.request as unknown as jest.Mock).getMockImplementation()!
    ;(Taro.request as unknown as jest.Mock).mockImplementation((opts: any) =>
      opts.method === 'POST' && String(opts.url).endsWith(base)
        ? Promise.resolve({ statusCode: 200, data: { code: 400, msg: '巡查标题不能超过50个字符' } }).then((res) => (opts.success?.(res), res))
        : handler(opts)
    )
    const { container } = open(FormPage, { jurisdictionType: 'btn_add' })
    await typeIn(container, '巡查标题', '标题')
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '巡查标题不能超过50个字符' })))
    expect(Taro.switchTab).not.toHaveBeenCalled()
    expect(Taro.navigateBack).not.toHaveBeenCalled()
    expect(api.calls.some((c) => c.method === 'POST' && c.path === base)).toBe(false)
  })

  it('a broken config query says so instead of crashing', () => {
    signIn()
    __setRouterParams({ config: 'not-base64!' })
    render(<FormPage />)
    expect(screen.getByText('页面参数有误，无法打开该记录')).toBeInTheDocument()
  })
})

describe('dynamicModel detail', () => {
  it('shows the display values and opens the form with edit rights', async () => {
    signIn()
    const api = fakeModelServer(sampleRows(1))
    open(DetailPage, { id: 'r1', jurisdictionType: 'btn_edit', labelS: { btn_edit: '修改', btn_detail: '查看' } })
    expect(await screen.findByText('晴')).toBeInTheDocument()
    expect(screen.getByText('巡查1')).toBeInTheDocument()
    expect(screen.getByText('安全巡查 - 查看')).toBeInTheDocument()
    expect(api.find('GET', `${base}/r1/DataChange`)).toHaveLength(1)
    fireEvent.click(screen.getByText('修改'))
    const url = (Taro.navigateTo as unknown as jest.Mock).mock.calls[0][0].url as string
    expect(url).toMatch(/^\/pages\/apply\/dynamicModel\/form\?config=/)
    expect(pageConfigOf(url)).toMatchObject({ modelId: MODEL_ID, id: 'r1', jurisdictionType: 'btn_edit' })
  })

  it('has no edit button without edit rights or when opened from a link', async () => {
    signIn()
    fakeModelServer(sampleRows(1))
    const view = open(DetailPage, { id: 'r1', jurisdictionType: 'btn_detail' })
    await screen.findByText('巡查1')
    expect(screen.queryByText('编辑')).toBeNull()
    view.unmount()
    open(DetailPage, { id: 'r1', jurisdictionType: 'btn_edit', noShowBtn: 1 })
    await screen.findByText('巡查1')
    expect(screen.queryByText('编辑')).toBeNull()
  })

  it('shows the record again after coming back from editing, though it mounted after the page\'s first show', async () => {
    signIn()
    const rows = sampleRows(1)
    const api = fakeModelServer(rows)
    const { rerender } = open(DetailPage, { id: 'r1', jurisdictionType: 'btn_edit' })
    await screen.findByText('巡查1')
    const { __triggerHook } = jest.requireActual('../__mocks__/taro') as typeof import('../__mocks__/taro')
    act(() => void __triggerHook('useDidHide'))
    rows[0].title = '巡查1（已改）'
    act(() => void __triggerHook('useDidShow'))
    rerender(<DetailPage />)
    expect(await screen.findByText('巡查1（已改）')).toBeInTheDocument()
    expect(api.find('GET', `${base}/r1/DataChange`).length).toBeGreaterThanOrEqual(2)
  })
})
