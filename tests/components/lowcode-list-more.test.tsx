// The dynamicModel list against a server that serves smaller pages than asked (the reference server caps a page at
// 1000 rows and says so in pagination.pageSize), and the keyword box of a list without keyword fields.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { __reset, __setRouterParams, __triggerHook } from '../__mocks__/taro'
import DynamicModelPage from '@/pages/apply/dynamicModel/index'
import { UNPAGED_PAGE_SIZE } from '@/engines/lowcode/model'
import { MENU_ID, MODEL_ID, config, sampleRows, signIn, type Row } from './lowcode-pages-fixture'
import { fakeApi, type Call } from './session/fake-api'

/** the List endpoint of a server that never serves more than `cap` rows a page, filtering by the plain keyword */
function cappedServer(rows: Row[], cap: number, columns: Record<string, unknown>) {
  const base = `/api/visualdev/OnlineDev/${MODEL_ID}`
  return fakeApi({
    [`GET ${base}/Config`]: { code: 200, data: config({ columns }) },
    [`POST ${base}/List`]: (call: Call) => {
      const body = call.body as { currentPage: number; pageSize: number; keyword?: string }
      const pageSize = Math.min(body.pageSize, cap)
      const matching = body.keyword ? rows.filter((r) => Object.values(r).some((v) => String(v).includes(body.keyword!))) : rows
      const start = (body.currentPage - 1) * pageSize
      return { code: 200, data: { list: matching.slice(start, start + pageSize), pagination: { currentPage: body.currentPage, pageSize, total: matching.length } } }
    }
  })
}

const listBodies = (api: ReturnType<typeof fakeApi>) => api.find('POST', `/api/visualdev/OnlineDev/${MODEL_ID}/List`).map((c) => c.body as Record<string, unknown>)
const cards = () => screen.queryAllByText(/^巡查\d+$/)

beforeEach(() => {
  __reset()
  __setRouterParams({ id: MODEL_ID, menuId: MENU_ID, title: '安全巡查' })
  signIn()
})

test('an unpaged list loads on past the page size the server used, until every row is there', async () => {
  const api = cappedServer(sampleRows(7), 3, { hasPage: false })
  render(<DynamicModelPage />)
  await waitFor(() => expect(cards()).toHaveLength(3))
  expect(listBodies(api)[0]).toMatchObject({ currentPage: 1, pageSize: UNPAGED_PAGE_SIZE })
  expect(screen.getByText('上拉加载更多')).toBeInTheDocument()

  await act(async () => __triggerHook('useReachBottom'))
  await waitFor(() => expect(cards()).toHaveLength(6))
  expect(listBodies(api)[1]).toMatchObject({ currentPage: 2 })
  await act(async () => __triggerHook('useReachBottom'))
  await waitFor(() => expect(cards()).toHaveLength(7))
  expect(screen.getByText('共7条，没有更多了')).toBeInTheDocument()

  // nothing more to ask for
  await act(async () => __triggerHook('useReachBottom'))
  expect(listBodies(api)).toHaveLength(3)
})

test('a paged list whose server serves smaller pages than configured still pages on', async () => {
  const api = cappedServer(sampleRows(5), 2, { hasPage: true, pageSize: 4 })
  render(<DynamicModelPage />)
  await waitFor(() => expect(cards()).toHaveLength(2))
  await act(async () => __triggerHook('useReachBottom'))
  await waitFor(() => expect(cards()).toHaveLength(4))
  await act(async () => __triggerHook('useReachBottom'))
  await waitFor(() => expect(cards()).toHaveLength(5))
  expect(screen.getByText('共5条，没有更多了')).toBeInTheDocument()
  expect(listBodies(api).map((b) => b.currentPage)).toEqual([1, 2, 3])
})

test('a list without keyword fields still has a keyword box; it sends the plain keyword', async () => {
  const searchList = [{ id: 'weather', prop: 'weather', label: '天气', jnpfKey: 'select', searchType: 1, __vModel__: 'weather' }]
  const rows = sampleRows(3)
  rows[1].place = '桥梁墩柱'
  const api = cappedServer(rows, 1000, { hasPage: false, searchList, columnList: [{ prop: 'title', label: '巡查标题', jnpfKey: 'input', __vModel__: 'title', id: 'title' }] })
  const { container } = render(<DynamicModelPage />)
  await waitFor(() => expect(cards()).toHaveLength(3))
  const input = await waitFor(() => {
    const el = container.querySelector('.at-search-bar input')
    if (!el) throw new Error('no keyword box')
    return el as HTMLInputElement
  })
  fireEvent.input(input, { target: { value: ' 桥梁 ' } })
  fireEvent.click(container.querySelector('.at-search-bar__action') as HTMLElement)
  await waitFor(() => expect(listBodies(api)).toHaveLength(2))
  expect(listBodies(api)[1]).toMatchObject({ keyword: '桥梁', queryJson: '' })
  await waitFor(() => expect(cards().map((c) => c.textContent)).toEqual(['巡查2']))
})
