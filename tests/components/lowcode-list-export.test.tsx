// 导出 on the dynamicModel list: offered when the list config has the 'download' button (and btn_download is granted
// under button rights), it posts ExportData with the list's current filters and the visible columns, shows a loading
// state, then downloads the sheet (H5) or says clearly why it could not.
import { render, screen, fireEvent, waitFor, act } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams } from '../__mocks__/taro'
import DynamicModelPage from '@/pages/apply/dynamicModel/index'
import { MENU_ID, MODEL_ID, config, sampleRows, signIn } from './lowcode-pages-fixture'
import { typeIn } from './lowcode-fixtures'
import { fakeApi, type Call } from './session/fake-api'

const BASE = `/api/visualdev/OnlineDev/${MODEL_ID}`
const WITH_DOWNLOAD = { btnsList: [{ value: 'add', label: '新增' }, { value: 'download', label: '导出' }] }
const FILE = { name: '安全巡查_20250501093000.xlsx', url: '/api/file/Download?encryption=abc&name=x.xlsx' }
const modal = Taro.showModal as unknown as jest.Mock
const toast = Taro.showToast as unknown as jest.Mock

let clicked: { href: string; download: string }[] = []
let clickSpy: jest.SpyInstance

beforeEach(() => {
  __reset()
  __setRouterParams({ id: MODEL_ID, menuId: MENU_ID, title: '安全巡查' })
  clicked = []
  clickSpy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download })
  })
})
afterEach(() => clickSpy.mockRestore())

type Reply = { code: number; msg?: string; data?: unknown }

/** Config and List of the fixture model, and ExportData answering `reply` once `gate` (when given) resolves */
function serve(columns: Record<string, unknown>, reply: Reply = { code: 200, data: FILE }, gate?: Promise<void>) {
  const rows = sampleRows(3)
  return fakeApi({
    [`GET ${BASE}/Config`]: { code: 200, data: config({ columns }) },
    [`POST ${BASE}/List`]: (call: Call) => {
      const body = call.body as { currentPage: number; pageSize: number }
      const start = (body.currentPage - 1) * body.pageSize
      return { code: 200, data: { list: rows.slice(start, start + body.pageSize), pagination: { currentPage: body.currentPage, pageSize: body.pageSize, total: rows.length } } }
    },
    [`POST ${BASE}/Actions/ExportData`]: async () => {
      await gate
      return reply
    }
  })
}

const exportCalls = (api: ReturnType<typeof fakeApi>) => api.find('POST', `${BASE}/Actions/ExportData`).map((c) => c.body as Record<string, unknown>)

describe('dynamicModel list 导出', () => {
  it('is not offered when the list has no download button', async () => {
    signIn()
    serve({})
    render(<DynamicModelPage />)
    await screen.findByText('巡查1')
    expect(screen.queryByText('导出')).toBeNull()
  })

  it('under button rights it is offered only with btn_download granted', async () => {
    signIn({ button: ['btn_add'] })
    serve({ ...WITH_DOWNLOAD, useBtnPermission: true })
    const first = render(<DynamicModelPage />)
    await screen.findByText('巡查1')
    expect(screen.queryByText('导出')).toBeNull()
    first.unmount()

    signIn({ button: ['btn_add', 'btn_download'] })
    serve({ ...WITH_DOWNLOAD, useBtnPermission: true })
    render(<DynamicModelPage />)
    expect(await screen.findByText('导出')).toBeInTheDocument()
  })

  it('exports every row matching the current search in the visible columns, with a loading state, then downloads the file', async () => {
    signIn()
    let open!: () => void
    const gate = new Promise<void>((resolve) => { open = resolve })
    const api = serve(WITH_DOWNLOAD, { code: 200, data: FILE }, gate)
    const { container } = render(<DynamicModelPage />)
    await screen.findByText('巡查1')
    // the search bar's native field comes a moment after the render (Taro's web component)
    await typeIn(container, '.at-search-bar input', '桥梁')
    fireEvent.click(container.querySelector('.at-search-bar__action') as HTMLElement)
    await waitFor(() => expect(api.find('POST', `${BASE}/List`).length).toBeGreaterThan(1))

    fireEvent.click(screen.getByText('导出'))
    await waitFor(() => expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '导出', content: expect.stringContaining('3 条') })))
    expect(await screen.findByText('导出中...')).toBeInTheDocument()
    expect(Taro.showLoading).toHaveBeenCalledWith(expect.objectContaining({ title: '正在导出...' }))
    // a second tap while it runs starts nothing
    fireEvent.click(screen.getByText('导出中...'))
    await act(async () => { open() })
    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(clicked[0]).toEqual({ href: expect.stringContaining(FILE.url), download: FILE.name })
    expect(Taro.hideLoading).toHaveBeenCalled()
    expect(await screen.findByText('导出')).toBeInTheDocument()

    const calls = exportCalls(api)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ dataType: '1', selectKey: ['title', 'place', 'weather'], menuId: MENU_ID })
    expect(JSON.parse(calls[0].queryJson as string)).toEqual({ jnpfKeyword: '桥梁' })
  })

  it('says why when the export is refused, and downloads nothing', async () => {
    signIn()
    serve(WITH_DOWNLOAD, { code: 400, msg: '您没有此功能的权限' })
    render(<DynamicModelPage />)
    await screen.findByText('巡查1')
    fireEvent.click(screen.getByText('导出'))
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '您没有此功能的权限' })))
    expect(Taro.hideLoading).toHaveBeenCalled()
    expect(clicked).toHaveLength(0)
    expect(screen.getByText('导出')).toBeInTheDocument()
  })

  it('asks first, and does nothing when the user cancels', async () => {
    signIn()
    const api = serve(WITH_DOWNLOAD)
    render(<DynamicModelPage />)
    await screen.findByText('巡查1')
    modal.mockImplementationOnce((opts: { success?: (r: unknown) => void }) => {
      const res = { confirm: false, cancel: true, errMsg: 'showModal:ok' }
      opts?.success?.(res)
      return Promise.resolve(res)
    })
    fireEvent.click(screen.getByText('导出'))
    await waitFor(() => expect(modal).toHaveBeenCalled())
    await act(async () => { await Promise.resolve() })
    expect(exportCalls(api)).toHaveLength(0)
  })
})
