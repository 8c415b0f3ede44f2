// dynamicModelExtra (spec §3): the low-code page keeps its model, menu and record there, so a page that comes back
// without its query opens the same model and menu; a logout forgets it.
import { render, screen } from '@testing-library/react'
import { __reset, __setRouterParams, __storage } from '../__mocks__/taro'
import DynamicModelPage from '@/pages/apply/dynamicModel/index'
import DynamicModelDetailPage from '@/pages/apply/dynamicModel/detail'
import { clearSession } from '@/lib/storage'
import { encodePageConfig } from '@/engines/lowcode/components/page-config'
import { MENU_ID, MODEL_ID, fakeModelServer, sampleRows, signIn } from './lowcode-pages-fixture'

const listCalls = (api: ReturnType<typeof fakeModelServer>) =>
  api.find('POST', `/api/visualdev/OnlineDev/${MODEL_ID}/List`).map((c) => c.body as Record<string, unknown>)

beforeEach(() => __reset())

describe('dynamicModelExtra', () => {
  it('opening a model from a menu stores its model, menu and title', async () => {
    signIn()
    fakeModelServer(sampleRows(1))
    __setRouterParams({ id: MODEL_ID, menuId: MENU_ID, title: '安全巡查' })
    render(<DynamicModelPage />)
    await screen.findByText('巡查1')
    expect(__storage.get('dynamicModelExtra')).toEqual({ modelId: MODEL_ID, menuId: MENU_ID, title: '安全巡查' })
  })

  it('a page restored without its query opens the stored model under the stored menu', async () => {
    signIn()
    __storage.set('dynamicModelExtra', { modelId: MODEL_ID, menuId: MENU_ID, title: '安全巡查' })
    const api = fakeModelServer(sampleRows(1))
    __setRouterParams({})
    render(<DynamicModelPage />)
    expect(await screen.findByText('巡查1')).toBeInTheDocument()
    expect(screen.getByText('安全巡查')).toBeInTheDocument()
    expect(listCalls(api)[0]).toMatchObject({ menuId: MENU_ID })
  })

  it('a record page keeps the record it shows; logout clears the key', async () => {
    signIn()
    fakeModelServer(sampleRows(1))
    __setRouterParams({ config: encodePageConfig({ modelId: MODEL_ID, id: 'r1', menuId: MENU_ID, jurisdictionType: 'btn_detail' }) })
    render(<DynamicModelDetailPage />)
    expect(await screen.findByText('K1+000')).toBeInTheDocument()
    expect(__storage.get('dynamicModelExtra')).toEqual({ modelId: MODEL_ID, menuId: MENU_ID, id: 'r1' })
    clearSession()
    expect(__storage.has('dynamicModelExtra')).toBe(false)
  })

  it('nothing stored and no query: the page says the model is missing instead of calling the server with no id', async () => {
    signIn()
    const api = fakeModelServer([])
    __setRouterParams({})
    render(<DynamicModelPage />)
    expect(await screen.findByText('暂无此页面')).toBeInTheDocument()
    expect(api.calls.length).toBe(0)
  })
})
