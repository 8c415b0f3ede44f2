// The dynamicModel list page (jnpf-forms-and-flows §3.1-§3.3) against a fake OnlineDev server.
import { render, screen, fireEvent, waitFor, act } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __triggerHook } from '../__mocks__/taro'
import DynamicModelPage from '@/pages/apply/dynamicModel/index'
import { MENU_ID, MODEL_ID, fakeModelServer, pageConfigOf, sampleRows, signIn, type Row } from './lowcode-pages-fixture'

const modal = Taro.showModal as unknown as jest.Mock
const navigate = Taro.navigateTo as unknown as jest.Mock
const listCalls = (api: ReturnType<typeof fakeModelServer>) => api.find('POST', `/api/visualdev/OnlineDev/${MODEL_ID}/List`).map((c) => c.body as Record<string, unknown>)

beforeEach(() => {
  __reset()
  __setRouterParams({ id: MODEL_ID, menuId: MENU_ID, title: '安全巡查' })
})

function openList() {
  return render(<DynamicModelPage />)
}

describe('dynamicModel list', () => {
  it('shows 暂无此页面 and goes back when the server has no such model', async () => {
    signIn()
    fakeModelServer([], { configReply: { code: 400, msg: '该功能不存在或已被删除' } })
    openList()
    expect(await screen.findByText('暂无此页面')).toBeInTheDocument()
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '暂无此页面' }))
    await waitFor(() => expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/index/apply' }), { timeout: 3000 })
  })

  it('lists the first page as cards with labels, titled with the menu name, and pages on with reach-bottom', async () => {
    signIn()
    const rows = sampleRows(3)
    const api = fakeModelServer(rows)
    openList()
    expect(await screen.findByText('巡查1')).toBeInTheDocument()
    expect(screen.getByText('安全巡查')).toBeInTheDocument()
    expect(screen.getAllByText('巡查部位').length).toBeGreaterThan(0)
    expect(screen.getByText('K2+000')).toBeInTheDocument()
    expect(screen.queryByText('巡查3')).toBeNull()
    expect(listCalls(api)[0]).toMatchObject({ currentPage: 1, pageSize: 2, menuId: MENU_ID, queryJson: '' })
    expect(screen.getByText('上拉加载更多')).toBeInTheDocument()

    await act(async () => {
      __triggerHook('useReachBottom')
    })
    expect(await screen.findByText('巡查3')).toBeInTheDocument()
    expect(listCalls(api)[1]).toMatchObject({ currentPage: 2 })
    expect(screen.getByText('共3条，没有更多了')).toBeInTheDocument()
  })

  it('pull-to-refresh loads page 1 again and stops the spinner', async () => {
    signIn()
    const rows = sampleRows(1)
    const api = fakeModelServer(rows)
    openList()
    await screen.findByText('巡查1')
    rows.push({ id: 'r9', title: '新巡查', place: 'K9', weather: '晴' })
    await act(async () => {
      __triggerHook('usePullDownRefresh')
    })
    expect(await screen.findByText('新巡查')).toBeInTheDocument()
    expect(Taro.stopPullDownRefresh).toHaveBeenCalled()
    expect(listCalls(api)).toHaveLength(2)
  })

  it('searches by keyword through jnpfKeyword and says when nothing matches', async () => {
    signIn()
    const api = fakeModelServer([])
    const { container } = openList()
    expect(await screen.findByText('暂无数据')).toBeInTheDocument()
    const input = await waitFor(() => {
      const el = container.querySelector('.at-search-bar input')
      if (!el) throw new Error('the search input is not rendered yet')
      return el as HTMLInputElement
    })
    fireEvent.input(input, { target: { value: ' 桥梁 ' } })
    fireEvent.click(await waitFor(() => container.querySelector('.at-search-bar__action') as HTMLElement))
    await waitFor(() => expect(listCalls(api)).toHaveLength(2))
    expect(JSON.parse(listCalls(api)[1].queryJson as string)).toEqual({ jnpfKeyword: '桥梁' })
    expect(await screen.findByText('没有找到符合条件的记录')).toBeInTheDocument()
  })

  it('filters with the search panel: an option and a number range, sent in queryJson', async () => {
    signIn()
    const searchList = [
      { id: 'title', prop: 'title', label: '巡查标题', jnpfKey: 'input', searchType: 2, isKeyword: true },
      { id: 'weather', prop: 'weather', label: '天气', jnpfKey: 'select', searchType: 1, __vModel__: 'weather', __config__: { jnpfKey: 'select', dataType: 'static' }, options: [{ id: 'sunny', fullName: '晴' }, { id: 'rain', fullName: '雨' }], props: { label: 'fullName', value: 'id' } },
      { id: 'score', prop: 'score', label: '得分', jnpfKey: 'calculate', searchType: 3, __vModel__: 'score', __config__: { jnpfKey: 'calculate' } }
    ]
    const api = fakeModelServer(sampleRows(1), { columns: { searchList } })
    const { container } = openList()
    await screen.findByText('巡查1')
    fireEvent.click(screen.getByText('筛选'))
    fireEvent.click(await waitFor(() => {
      const trigger = Array.from(container.querySelectorAll('.lc-search .lc-item')).find((el) => el.textContent?.includes('天气'))?.querySelector('.lc-trigger__value')
      if (!trigger) throw new Error('no 天气 trigger')
      return trigger as HTMLElement
    }))
    fireEvent.click(await screen.findByText('雨'))
    const low = await waitFor(() => {
      const input = Array.from(container.querySelectorAll('.lc-search .lc-item')).find((el) => el.textContent?.includes('得分（起）'))?.querySelector('input')
      if (!input) throw new Error('no range input')
      return input
    })
    fireEvent.input(low, { target: { value: '60' } })
    fireEvent.blur(low)
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(listCalls(api)).toHaveLength(2))
    expect(JSON.parse(listCalls(api)[1].queryJson as string)).toEqual({ weather: 'rain', score: [60, null] })
    expect(screen.getByText('筛选 ●')).toBeInTheDocument()
  })

  it('sorts by a sortable column from the sort sheet', async () => {
    signIn()
    const api = fakeModelServer(sampleRows(1))
    openList()
    await screen.findByText('巡查1')
    fireEvent.click(screen.getByText('排序'))
    fireEvent.click(await screen.findByText('巡查标题降序'))
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(listCalls(api)).toHaveLength(2))
    expect(listCalls(api)[1]).toMatchObject({ sidx: '-title', sort: 'desc' })
  })

  it('opens the detail on tap, handing over edit rights, labels and the form permission object', async () => {
    signIn()
    fakeModelServer(sampleRows(1))
    openList()
    fireEvent.click(await screen.findByText('巡查1'))
    const url = navigate.mock.calls[0][0].url as string
    expect(url).toMatch(/^\/pages\/apply\/dynamicModel\/detail\?config=/)
    const page = pageConfigOf(url)
    expect(page).toMatchObject({ modelId: MODEL_ID, id: 'r1', menuId: MENU_ID, jurisdictionType: 'btn_edit', title: '安全巡查' })
    expect(page.labelS).toMatchObject({ btn_detail: '查看', btn_edit: '编辑' })
    expect(JSON.parse(decodeURIComponent(page.currentMenu as string))).toEqual({ formList: [], useFormPermission: false, menuId: MENU_ID })
  })

  it('the add button opens a new form', async () => {
    signIn()
    fakeModelServer([])
    openList()
    fireEvent.click(await screen.findByLabelText('新增'))
    const page = pageConfigOf(navigate.mock.calls[0][0].url)
    expect(page).toMatchObject({ modelId: MODEL_ID, jurisdictionType: 'btn_add' })
    expect(page.id).toBeUndefined()
  })

  it('deletes a row after confirmation and keeps it when the user cancels', async () => {
    signIn()
    const rows = sampleRows(2)
    const api = fakeModelServer(rows)
    openList()
    await screen.findByText('巡查1')
    modal.mockImplementationOnce(async () => ({ confirm: false, cancel: true }))
    fireEvent.click(screen.getAllByText('删除')[0])
    await waitFor(() => expect(modal).toHaveBeenCalledTimes(1))
    expect(api.find('DELETE', `/api/visualdev/OnlineDev/${MODEL_ID}/r1`)).toHaveLength(0)

    fireEvent.click(screen.getAllByText('删除')[0])
    await waitFor(() => expect(api.find('DELETE', `/api/visualdev/OnlineDev/${MODEL_ID}/r1`)).toHaveLength(1))
    await waitFor(() => expect(screen.queryByText('巡查1')).toBeNull())
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '删除成功' }))
    expect(rows.map((r) => r.id)).toEqual(['r2'])
  })

  it('offers 删除 only on flow records that can be deleted: none on submitted, approved, returned or ended ones', async () => {
    signIn()
    const states = [undefined, 0, 1, 2, 3, 4, 5]
    const rows: Row[] = states.map((flowState, i) => ({ id: `r${i + 1}`, title: `巡查${i + 1}`, place: 'K1', weather: '晴', ...(flowState === undefined ? {} : { flowState }) }))
    const api = fakeModelServer(rows, { enableFlow: 1, columns: { hasPage: false } })
    openList()
    await screen.findByText('巡查7')
    const removable = screen.getAllByText('删除').map((el) => el.closest('.lc-row')?.textContent ?? '')
    // a draft (no task yet, or state 0) and a withdrawn one (4) may go; the others the server refuses
    expect(removable.map((text) => text.match(/巡查\d/)?.[0])).toEqual(['巡查1', '巡查2', '巡查6'])
    fireEvent.click(screen.getAllByText('删除')[2])
    await waitFor(() => expect(api.find('DELETE', `/api/visualdev/OnlineDev/${MODEL_ID}/r6`)).toHaveLength(1))
    expect(modal).toHaveBeenCalledTimes(1)
  })

  it('with button and column permissions on, shows only what the menu grants', async () => {
    signIn({ button: ['btn_detail'], column: ['title', 'weather'] })
    fakeModelServer(sampleRows(1), { columns: { useBtnPermission: true, useColumnPermission: true } })
    openList()
    await screen.findByText('巡查1')
    expect(screen.queryByText('K1+000')).toBeNull()
    expect(screen.getByText('晴')).toBeInTheDocument()
    expect(screen.queryByText('删除')).toBeNull()
    expect(screen.queryByLabelText('新增')).toBeNull()
    fireEvent.click(screen.getByText('巡查1'))
    expect(pageConfigOf(navigate.mock.calls[0][0].url)).toMatchObject({ jurisdictionType: 'btn_detail' })
  })

  it('a data view (webType 4) only shows rows', async () => {
    signIn()
    fakeModelServer(sampleRows(1), { webType: '4' })
    openList()
    fireEvent.click(await screen.findByText('巡查1'))
    expect(navigate).not.toHaveBeenCalled()
    expect(screen.queryByText('删除')).toBeNull()
    expect(screen.queryByLabelText('新增')).toBeNull()
  })

  it('a failed load offers a retry', async () => {
    signIn()
    let fail = true
    const rows = sampleRows(1)
    const api = fakeModelServer(rows)
    const handler = (Taro.request as unknown as jest.Mock).getMockImplementation()!
    ;(Taro.request as unknown as jest.Mock).mockImplementation((opts: any) => {
      if (fail && String(opts.url).endsWith('/List')) return handler({ ...opts, url: `${opts.url}-broken` })
      return handler(opts)
    })
    openList()
    expect(await screen.findByText(/数据加载失败|no route/)).toBeInTheDocument()
    fail = false
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('巡查1')).toBeInTheDocument()
    expect(api.calls.length).toBeGreaterThan(2)
  })

  it('custom buttons: a data-interface button calls the interface with the record values; script buttons are not offered', async () => {
    signIn()
    const customBtnsList = [
      { value: 'btn_notify', label: '通知整改', event: { btnType: 3, interfaceId: 'if-1', useConfirm: false, templateJson: [{ field: 'name', relationField: 'title', sourceType: 1 }] } },
      { value: 'btn_js', label: '脚本按钮', event: { btnType: 2, func: '({data}) => alert(data)' } }
    ]
    const rows = sampleRows(1)
    const api = fakeModelServer(rows, { columns: { customBtnsList } })
    const preview = jest.fn((_body: unknown) => undefined)
    const handler = (Taro.request as unknown as jest.Mock).getMockImplementation()!
    ;(Taro.request as unknown as jest.Mock).mockImplementation((opts: any) => {
      if (String(opts.url).includes('/DataInterface/if-1/Actions/Preview')) {
        preview(opts.data)
        return Promise.resolve({ statusCode: 200, data: { code: 200, msg: 'ok', data: [] } }).then((res) => (opts.success?.(res), res))
      }
      return handler(opts)
    })
    ;(Taro.showActionSheet as unknown as jest.Mock).mockImplementationOnce(async (o: { itemList: string[] }) => {
      expect(o.itemList).toEqual(['通知整改'])
      return { tapIndex: 0 }
    })
    openList()
    await screen.findByText('巡查1')
    fireEvent.click(screen.getByText('更多'))
    await waitFor(() => expect(preview).toHaveBeenCalled())
    expect(preview.mock.calls[0]).toEqual([{ paramList: [expect.objectContaining({ field: 'name', defaultValue: '巡查1' })] }])
    expect(api.find('GET', `/api/visualdev/OnlineDev/${MODEL_ID}/r1`)).toHaveLength(1)
  })

  it('reloads when the user comes back from a form, though the list mounted after the page\'s first show', async () => {
    signIn()
    const rows = sampleRows(1)
    const api = fakeModelServer(rows)
    // the page's first onShow fires while the model config is still loading: the list never sees it
    openList()
    await screen.findByText('巡查1')
    const before = listCalls(api).length
    act(() => {
      __triggerHook('useDidHide')
    })
    rows[0].title = '巡查1（已改）'
    act(() => {
      __triggerHook('useDidShow')
    })
    expect(await screen.findByText('巡查1（已改）')).toBeInTheDocument()
    expect(listCalls(api).length).toBe(before + 1)
    // a show that follows no hide (the tab coming back to the foreground twice) does not reload again
    act(() => {
      __triggerHook('useDidShow')
    })
    expect(listCalls(api).length).toBe(before + 1)
  })
})
