// 打印 on the low-code detail (issue 10): in the action bar next to 编辑 (or alone when the user may only read), it
// asks the server for the record's PDF (Actions/Print), shows that it is working, then downloads the file on H5 or
// opens it in WeChat's viewer with its share menu on the weapp; a refusal says why and downloads nothing.
import { render, screen, fireEvent, waitFor, act } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setDownloadHandler, __setRouterParams } from '../__mocks__/taro'
import DetailPage from '@/pages/apply/dynamicModel/detail'
import { encodePageConfig, type PageConfig } from '@/engines/lowcode'
import { saveExport } from '@/engines/lowcode/components/list/save-export.weapp'
import { MENU_ID, MODEL_ID, config, sampleRows, signIn } from './lowcode-pages-fixture'
import { fakeApi } from './session/fake-api'

const BASE = `/api/visualdev/OnlineDev/${MODEL_ID}`
const PRINT = `${BASE}/r1/Actions/Print`
const FILE = { name: '安全巡查_20250501093000.pdf', url: '/api/file/Download?encryption=abc&name=x.pdf' }
const toast = Taro.showToast as unknown as jest.Mock

let clicked: { href: string; download: string }[] = []
let clickSpy: jest.SpyInstance

beforeEach(() => {
  __reset()
  clicked = []
  clickSpy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download })
  })
})
afterEach(() => clickSpy.mockRestore())

type Reply = { code: number; msg?: string; data?: unknown }

/** the detail's calls, and Print answering `reply` once `gate` (when given) opens */
function serve(reply: Reply = { code: 200, data: FILE }, gate?: Promise<void>) {
  const [row] = sampleRows(1)
  return fakeApi({
    [`GET ${BASE}/Config`]: { code: 200, data: config() },
    [`GET ${BASE}/r1/DataChange`]: { code: 200, data: { id: 'r1', data: JSON.stringify(row) } },
    [`GET ${BASE}/r1/History`]: { code: 200, data: { list: [] } },
    [`POST ${PRINT}`]: async () => {
      await gate
      return reply
    }
  })
}

function open(page: Partial<PageConfig>) {
  __setRouterParams({ config: encodePageConfig({ modelId: MODEL_ID, menuId: MENU_ID, title: '安全巡查', id: 'r1', ...page }) })
  return render(<DetailPage />)
}

describe('打印 on the low-code detail', () => {
  it('is in the action bar beside 编辑, and alone when the user may only read', async () => {
    signIn()
    serve()
    const first = open({ jurisdictionType: 'btn_edit' })
    expect(await screen.findByText('打印')).toBeInTheDocument()
    expect(screen.getByText('编辑')).toBeInTheDocument()
    expect(screen.getByText('打印').closest('.lc-form-page__footer')).toBe(screen.getByText('编辑').closest('.lc-form-page__footer'))
    first.unmount()

    serve()
    open({ jurisdictionType: 'btn_detail' })
    expect(await screen.findByText('打印')).toBeInTheDocument()
    expect(screen.queryByText('编辑')).toBeNull()
  })

  it('is not offered before the record has loaded', async () => {
    signIn()
    let answer!: () => void
    const gate = new Promise<void>((resolve) => { answer = resolve })
    fakeApi({
      [`GET ${BASE}/Config`]: { code: 200, data: config() },
      [`GET ${BASE}/r1/DataChange`]: async () => {
        await gate
        return { code: 400, msg: '数据不存在或您无权访问' }
      }
    })
    open({ jurisdictionType: 'btn_detail' })
    await waitFor(() => expect(document.querySelector('.lc-detail-page')).not.toBeNull())
    expect(screen.queryByText('打印')).toBeNull()
    await act(async () => { answer() })
    expect(await screen.findByText('数据不存在或您无权访问')).toBeInTheDocument()
    expect(screen.queryByText('打印')).toBeNull()
  })

  it('asks for the PDF with a loading state, ignores a second tap, then downloads it', async () => {
    signIn()
    let release!: () => void
    const gate = new Promise<void>((resolve) => { release = resolve })
    const api = serve({ code: 200, data: FILE }, gate)
    open({ jurisdictionType: 'btn_detail' })
    fireEvent.click(await screen.findByText('打印'))
    expect(await screen.findByText('生成中...')).toBeInTheDocument()
    expect(Taro.showLoading).toHaveBeenCalledWith(expect.objectContaining({ title: '正在生成...' }))
    fireEvent.click(screen.getByText('生成中...'))
    await act(async () => { release() })
    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(clicked[0]).toEqual({ href: expect.stringContaining(FILE.url), download: FILE.name })
    expect(Taro.hideLoading).toHaveBeenCalled()
    expect(await screen.findByText('打印')).toBeInTheDocument()
    expect(api.find('POST', PRINT)).toHaveLength(1)
  })

  it('says why when the print is refused, and downloads nothing', async () => {
    signIn()
    serve({ code: 400, msg: '数据不存在或您无权访问' })
    open({ jurisdictionType: 'btn_detail' })
    fireEvent.click(await screen.findByText('打印'))
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '数据不存在或您无权访问', icon: 'none' })))
    expect(Taro.hideLoading).toHaveBeenCalled()
    expect(clicked).toHaveLength(0)
    expect(screen.getByText('打印')).toBeInTheDocument()
  })

  it('on the weapp, downloads the PDF and opens it in WeChat\'s viewer with its share menu', async () => {
    __setDownloadHandler(() => ({ statusCode: 200, tempFilePath: 'http://tmp/print' }))
    await saveExport(FILE)
    expect(Taro.downloadFile).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining(FILE.url) }))
    expect(Taro.openDocument).toHaveBeenCalledWith(expect.objectContaining({ filePath: 'http://tmp/print', fileType: 'pdf', showMenu: true }))
    // an export keeps opening as a sheet
    await saveExport({ name: '安全巡查_20250501093000.xlsx', url: '/api/file/Download?encryption=def&name=y.xlsx' })
    expect(Taro.openDocument).toHaveBeenLastCalledWith(expect.objectContaining({ fileType: 'xlsx', showMenu: true }))
  })
})
