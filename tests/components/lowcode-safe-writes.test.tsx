// Safe writes from the low-code form and detail (issue 10): an edit sends back the f_version it was opened with, a
// new record's saves carry one Idempotency-Key per submission (the same on a retry, a new one for the next record),
// and the detail shows the record's 修改记录 with its loading, empty and error states.
import { render, screen, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams } from '../__mocks__/taro'
import FormPage from '@/pages/apply/dynamicModel/form'
import DetailPage from '@/pages/apply/dynamicModel/detail'
import { encodePageConfig, type PageConfig } from '@/engines/lowcode'
import { MENU_ID, MODEL_ID, config, fakeModelServer, inputOf, sampleRows, signIn, typeIn } from './lowcode-pages-fixture'
import { fakeApi } from './session/fake-api'

const base = `/api/visualdev/OnlineDev/${MODEL_ID}`

beforeEach(() => {
  __reset()
})

function open(Page: typeof FormPage, page: Partial<PageConfig>) {
  __setRouterParams({ config: encodePageConfig({ modelId: MODEL_ID, menuId: MENU_ID, title: '安全巡查', ...page }) })
  return render(<Page />)
}

describe('safe writes from the low-code form', () => {
  it('when a record opened with f_version is saved, then the PUT sends that version back', async () => {
    signIn()
    const rows = sampleRows(1).map((r) => ({ ...r, f_version: 3 }))
    const api = fakeModelServer(rows)
    const { container } = open(FormPage, { id: 'r1', jurisdictionType: 'btn_edit' })
    await waitFor(async () => expect((await inputOf(container, '巡查标题')).value).toBe('巡查1'))
    await typeIn(container, '巡查部位', 'K2+000')
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(api.find('PUT', `${base}/r1`)).toHaveLength(1))
    const sent = JSON.parse((api.find('PUT', `${base}/r1`)[0].body as { data: string }).data)
    expect(sent).toMatchObject({ id: 'r1', place: 'K2+000', f_version: 3 })
  })

  it('when the answer to a new record is lost, the client sends it again under the same key, and the next record gets a new key', async () => {
    signIn()
    let attempts = 0
    const api = fakeApi({
      [`GET ${base}/Config`]: { code: 200, data: config() },
      [`POST ${base}`]: () => {
        attempts += 1
        // the first attempt's answer is lost on the way back
        if (attempts === 1) throw new Error('request:fail timeout')
        return { code: 200, msg: '新建成功', data: { id: `n${attempts}` } }
      }
    })
    const { container } = open(FormPage, { jurisdictionType: 'btn_add' })
    await typeIn(container, '巡查标题', '第一条')
    fireEvent.click(screen.getByText('确定并继续操作'))
    await waitFor(() => expect(api.find('POST', base)).toHaveLength(2))
    await waitFor(async () => expect((await inputOf(container, '巡查标题')).value).toBe(''))
    expect(Taro.showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '新建成功', icon: 'success' }))
    await typeIn(container, '巡查标题', '第二条')
    fireEvent.click(screen.getByText('确定并继续操作'))
    await waitFor(() => expect(api.find('POST', base)).toHaveLength(3))
    const keys = api.find('POST', base).map((c) => c.header['Idempotency-Key'])
    expect(keys.every((k) => typeof k === 'string' && k.length >= 16)).toBe(true)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
  })
})

describe('修改记录 on the detail page', () => {
  const entry = {
    id: 'h1', creatorUserId: 'u-zhanghua', creatorUser: '张华/zhanghua', creatorTime: new Date(2026, 2, 2, 9, 30).getTime(),
    changes: [{ field: 'weather', label: '天气', oldValue: '晴', newValue: '雨' }, { field: 'place', label: '巡查部位', oldValue: '', newValue: 'K1+000' }]
  }

  it('when the record has changes, then the timeline shows who, when and each field from old to new', async () => {
    signIn()
    fakeModelServer(sampleRows(1), { history: () => ({ code: 200, data: { list: [entry] } }) })
    open(DetailPage, { id: 'r1', jurisdictionType: 'btn_detail' })
    expect(await screen.findByText('张华/zhanghua')).toBeInTheDocument()
    expect(screen.getByText('修改记录')).toBeInTheDocument()
    expect(screen.getByText('2026-03-02 09:30')).toBeInTheDocument()
    expect(screen.getByText('天气：')).toBeInTheDocument()
    const change = screen.getByText('天气：').parentElement!
    expect(change.textContent).toBe('天气：晴 → 雨')
    expect(screen.getByText('巡查部位：').parentElement!.textContent).toBe('巡查部位：（空） → K1+000')
  })

  it('when there are none, then it says so; when loading fails, then it says why and retries', async () => {
    signIn()
    fakeModelServer(sampleRows(1))
    const first = open(DetailPage, { id: 'r1', jurisdictionType: 'btn_detail' })
    expect(await screen.findByText('暂无修改记录')).toBeInTheDocument()
    first.unmount()

    let broken = true
    const api = fakeModelServer(sampleRows(1), {
      history: () => (broken ? { code: 400, msg: '数据不存在或您无权访问' } : { code: 200, data: { list: [entry] } })
    })
    open(DetailPage, { id: 'r1', jurisdictionType: 'btn_detail' })
    expect(await screen.findByText('数据不存在或您无权访问')).toBeInTheDocument()
    // the record itself still shows
    expect(screen.getByText('巡查1')).toBeInTheDocument()
    broken = false
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('张华/zhanghua')).toBeInTheDocument()
    expect(api.find('GET', `${base}/r1/History`)).toHaveLength(2)
  })
})
