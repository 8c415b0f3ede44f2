// The outbox as the user meets it: a photo taken without network stays in the form as 待上传, a new low-code record
// submitted offline goes to 待发送 instead of failing, the 我的 tab carries the count, and the 待发送 page shows each
// entry's state with 重试 and 删除. The store is in memory (jsdom has no IndexedDB); everything else is the app's.
import { useState } from 'react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __setUploadHandler, __storage, __triggerHook } from '../__mocks__/taro'
import { ImageUploader, KeepPhotosOfflineContext, type UploadItem } from '@/components'
import { outbox } from '@/lib/outbox'
import { OutboxEntry, OutboxScreen, useOutboxOnTab } from '@/features/outbox'
import FormPage from '@/pages/apply/dynamicModel/form'
import { encodePageConfig } from '@/engines/lowcode'
import { MENU_ID, MODEL_ID, config, inputOf, pageConfigOf, signIn, typeIn } from './lowcode-pages-fixture'
import { fakeApi } from './session/fake-api'
import { MemoryStore } from '../unit/outbox/memory-store'
import { emptyOutbox, fakeNetwork, setOnline } from './offline-fixture'

jest.mock('@/lib/outbox/store', () => {
  const { MemoryStore: Store } = jest.requireActual('../unit/outbox/memory-store')
  return { outboxStore: new Store() }
})
// the store the app's outbox was built with (the mock above)
const store = jest.requireMock('@/lib/outbox/store').outboxStore as MemoryStore

const base = `/api/visualdev/OnlineDev/${MODEL_ID}`
const wx = Taro as unknown as Record<string, jest.Mock>
fakeNetwork()

beforeEach(async () => {
  __reset()
  wx.setTabBarBadge = jest.fn(() => Promise.resolve())
  wx.removeTabBarBadge = jest.fn(() => Promise.resolve())
  await emptyOutbox(store)
  signIn()
})

/** a record queued the way the low-code submit does it */
async function queued(id: string, title = '安全巡查', summary = '3号墩临边防护') {
  return outbox.enqueue({ id, userId: 'u1', title, summary, url: base, body: { data: { title: summary } }, jsonFields: ['data'] })
}

describe('a photo taken without network', () => {
  function Images() {
    const [value, setValue] = useState<UploadItem[]>([])
    return (
      <KeepPhotosOfflineContext.Provider value>
        <ImageUploader value={value} onChange={setValue} />
        <span data-testid='value'>{JSON.stringify(value)}</span>
      </KeepPhotosOfflineContext.Provider>
    )
  }

  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/x')
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null)
  })
  afterEach(() => jest.restoreAllMocks())

  it('is kept on the device, stands in the value as 待上传, and is not uploaded', async () => {
    setOnline(false)
    __setUploadHandler(() => {
      throw new Error('no upload may start offline')
    })
    render(<Images />)
    ;(Taro.chooseImage as jest.Mock).mockResolvedValueOnce({
      tempFilePaths: ['blob:http://localhost/photo-0'],
      tempFiles: [{ size: 1000, originalFileObj: { name: '铭牌.jpg', size: 1000, type: 'image/jpeg' } }]
    })
    fireEvent.click(screen.getByLabelText('上传图片'))
    expect(await screen.findByText('待上传')).toBeInTheDocument()
    const value = JSON.parse(screen.getByTestId('value').textContent as string)
    expect(value).toEqual([expect.objectContaining({ name: '铭牌.jpg', fileId: '', localPhotoId: expect.any(String) })])
    expect(store.photos.get(value[0].localPhotoId)).toMatchObject({ name: '铭牌.jpg', uploadType: 'annexpic' })
    expect(Taro.uploadFile).not.toHaveBeenCalled()
  })

  it('removed from the form before submitting, its file is given back', async () => {
    setOnline(false)
    render(<Images />)
    ;(Taro.chooseImage as jest.Mock).mockResolvedValueOnce({
      tempFilePaths: ['blob:http://localhost/photo-0'],
      tempFiles: [{ size: 1000, originalFileObj: { name: 'a.jpg', size: 1000, type: 'image/jpeg' } }]
    })
    fireEvent.click(screen.getByLabelText('上传图片'))
    await screen.findByText('待上传')
    expect(store.photos.size).toBe(1)
    fireEvent.click(screen.getByLabelText('删除图片1'))
    await waitFor(() => expect(store.photos.size).toBe(0))
  })
})

describe('a new low-code record submitted without network', () => {
  it('goes to 待发送 under its Idempotency-Key and is sent once when the network is back', async () => {
    const api = fakeApi({
      [`GET ${base}/Config`]: { code: 200, data: config() },
      [`POST ${base}`]: { code: 200, msg: '新建成功', data: null }
    })
    __setRouterParams({ config: encodePageConfig({ modelId: MODEL_ID, menuId: MENU_ID, title: '安全巡查', jurisdictionType: 'btn_add' }) })
    const { container } = render(<FormPage />)
    await typeIn(container, '巡查标题', '3号墩临边防护')
    setOnline(false)
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已存入待发送，联网后自动提交', icon: 'none' })))
    expect(api.find('POST', base)).toHaveLength(0)
    const [entry] = outbox.getSnapshot().entries
    expect(entry).toMatchObject({ title: '安全巡查', summary: '3号墩临边防护', status: 'queued', userId: 'u1' })

    await act(async () => setOnline(true))
    await waitFor(() => expect(outbox.getSnapshot().entries[0].status).toBe('sent'))
    const posts = api.find('POST', base)
    expect(posts).toHaveLength(1)
    expect(posts[0].header['Idempotency-Key']).toBe(entry.id)
    expect(JSON.parse((posts[0].body as { data: string }).data)).toMatchObject({ title: '3号墩临边防护' })
  })
})

describe('an edit of a low-code record saved without network', () => {
  const edit = `${base}/rec-7`

  it('goes to 待发送 as a PUT with the version it was opened with, and is sent once when the network is back', async () => {
    const api = fakeApi({
      [`GET ${base}/Config`]: { code: 200, data: config() },
      [`GET ${edit}`]: { code: 200, data: { id: 'rec-7', data: JSON.stringify({ title: '3号墩临边防护', f_version: 2 }) } },
      [`PUT ${edit}`]: { code: 200, msg: '更新成功', data: null }
    })
    const page = { modelId: MODEL_ID, menuId: MENU_ID, title: '安全巡查', id: 'rec-7', jurisdictionType: 'btn_edit' as const }
    __setRouterParams({ config: encodePageConfig(page) })
    const { container } = render(<FormPage />)
    expect((await inputOf(container, '巡查标题')).value).toBe('3号墩临边防护')
    await typeIn(container, '巡查标题', '3号墩临边防护（已整改）')
    setOnline(false)
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已存入待发送，联网后自动提交', icon: 'none' })))
    expect(api.find('PUT', edit)).toHaveLength(0)
    const [entry] = outbox.getSnapshot().entries
    expect(entry).toMatchObject({ title: '安全巡查（修改）', summary: '3号墩临边防护（已整改）', status: 'queued', method: 'PUT', url: edit })
    expect(pageConfigOf(entry.openUrl as string)).toMatchObject({ modelId: MODEL_ID, id: 'rec-7' })

    await act(async () => setOnline(true))
    await waitFor(() => expect(outbox.getSnapshot().entries[0].status).toBe('sent'))
    const puts = api.find('PUT', edit)
    expect(puts).toHaveLength(1)
    expect(puts[0].header['Idempotency-Key']).toBe(entry.id)
    expect(JSON.parse((puts[0].body as { data: string }).data)).toMatchObject({ id: 'rec-7', title: '3号墩临边防护（已整改）', f_version: 2 })
  })

  it('refused because the record changed meanwhile, shows the reason on 待发送 and opens the record to redo it', async () => {
    const stale = '当前表单原数据已被调整，请重新进入该页面编辑并提交数据'
    fakeApi({ [`PUT ${edit}`]: { code: 400, msg: stale } })
    const openUrl = `/pages/apply/dynamicModel/form?config=${encodePageConfig({ modelId: MODEL_ID, id: 'rec-7', title: '安全巡查' })}`
    await outbox.enqueue({
      id: 'k-edit', userId: 'u1', title: '安全巡查（修改）', summary: '已整改', method: 'PUT', url: edit, openUrl,
      body: { id: 'rec-7', data: { id: 'rec-7', title: '已整改', f_version: 2 } }, jsonFields: ['data']
    })
    render(<OutboxScreen />)
    expect(await screen.findByText(stale)).toBeInTheDocument()
    expect(screen.getByText('已整改')).toBeInTheDocument()
    fireEvent.click(screen.getByText('打开记录'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: openUrl })
  })
})

describe('the 待发送 page', () => {
  it('shows each entry’s state; 重试 sends a refused one again, 删除 asks and drops it', async () => {
    let refuse = true
    const api = fakeApi({ [`POST ${base}`]: () => (refuse ? { code: 400, msg: '巡查日期不能为空' } : { code: 200, msg: '新建成功' }) })
    setOnline(false)
    await queued('k-1', '安全巡查', '第一条')
    await queued('k-2', '机械设备进场验收', '25吨汽车吊')
    const { container } = render(<OutboxScreen />)
    const states = () => Array.from(container.querySelectorAll('.outbox-card__status')).map((el) => el.textContent)
    expect(screen.getByText('当前无网络，恢复后将自动发送')).toBeInTheDocument()
    expect(states()).toEqual(['待发送', '待发送'])
    expect(screen.getByText('25吨汽车吊')).toBeInTheDocument()

    await act(async () => setOnline(true))
    await waitFor(() => expect(states()).toEqual(['发送失败', '发送失败']))
    expect(screen.queryByText('当前无网络，恢复后将自动发送')).not.toBeInTheDocument()
    expect(screen.getAllByText('巡查日期不能为空')).toHaveLength(2)

    refuse = false
    fireEvent.click(screen.getAllByText('重试')[0])
    await waitFor(() => expect(screen.getByText('已发送')).toBeInTheDocument())
    expect(api.find('POST', base)).toHaveLength(3)

    fireEvent.click(screen.getByText('删除'))
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '删除待发送内容' })))
    await waitFor(() => expect(screen.queryByText('发送失败')).not.toBeInTheDocument())
    expect(outbox.getSnapshot().entries.map((e) => e.status)).toEqual(['sent'])
  })

  it('says so when there is nothing to send', async () => {
    render(<OutboxScreen />)
    expect(await screen.findByText('没有待发送的内容')).toBeInTheDocument()
  })
})

describe('the badge on 我的', () => {
  function Tab() {
    useOutboxOnTab()
    return <OutboxEntry />
  }

  it('counts what is not on the server yet, on the tab and on the Mine row, and goes when all is sent', async () => {
    fakeApi({ [`POST ${base}`]: { code: 200, msg: '新建成功' } })
    setOnline(false)
    render(<Tab />)
    expect(screen.getByText('离线提交的表单')).toBeInTheDocument()
    await act(async () => {
      await queued('k-1')
      await queued('k-2')
    })
    expect(wx.setTabBarBadge).toHaveBeenLastCalledWith(expect.objectContaining({ index: 4, text: '2' }))
    expect(screen.getByText('2')).toBeInTheDocument()
    expect(screen.getByText('联网后自动提交')).toBeInTheDocument()

    await act(async () => setOnline(true))
    await waitFor(() => expect(wx.removeTabBarBadge).toHaveBeenCalledWith(expect.objectContaining({ index: 4 })))
    expect(screen.queryByText('2')).not.toBeInTheDocument()
  })

  it('another user’s entries are not counted', async () => {
    setOnline(false)
    await outbox.enqueue({ id: 'theirs', userId: 'u-other', title: 't', url: base, body: {} })
    render(<Tab />)
    __triggerHook('useDidShow')
    expect(wx.setTabBarBadge).not.toHaveBeenCalled()
    expect(__storage.get('userInfo')).toMatchObject({ userId: 'u1' })
  })
})
