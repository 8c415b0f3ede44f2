// The low-code list's 统计 header (list config `statistics`): folded until opened; opened, it asks Statistics for
// the counts by the chosen field and by month with the list's own filters, shows the figures as text, the bars (or
// the ring of shares) and the month line; loading, empty and error (重试) states; no key, no header.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { theme } from '@/config/theme'
import DynamicModelPage from '@/pages/apply/dynamicModel/index'
import { __reset, __setRouterParams, __triggerHook } from '../__mocks__/taro'
import { recordingCanvas } from './chart-canvas'
import { fakeApi, type Call } from './session/fake-api'
import { MENU_ID, MODEL_ID, config, sampleRows, signIn } from './lowcode-pages-fixture'

const STATS = `/api/visualdev/OnlineDev/${MODEL_ID}/Statistics`
const LIST = `/api/visualdev/OnlineDev/${MODEL_ID}/List`
const statistics = { groupBy: ['weather', 'place'], dateField: 'creatorTime', period: 'month', periods: 3 }
// Wednesday 4 March 2026 in China
const NOW = Date.parse('2026-03-04T10:00:00+08:00')

type Reply = { code: number; msg?: string; data?: unknown }
const group = (key: string | null, label: string, count: number) => ({ key, label, count, sums: {} })
const answer = (groups: ReturnType<typeof group>[]): Reply => ({ code: 200, data: { groups, total: { count: groups.reduce((n, g) => n + g.count, 0), sums: {} } } })

const BY_WEATHER = answer([group('sunny', '晴', 6), group('rain', '雨', 3), group(null, '未填写', 1)])
const BY_PLACE = answer([group('K1+000', 'K1+000', 2), group('K2+000', 'K2+000', 1)])
const BY_MONTH = answer([group('2026-01', '2026-01', 2), group('2026-02', '2026-02', 5), group('2026-03', '2026-03', 3)])

function server(options: { columns?: Record<string, unknown>; stats?: (call: Call) => Reply | Promise<Reply> } = {}) {
  const columns = { statistics, ...options.columns }
  return fakeApi({
    [`GET /api/visualdev/OnlineDev/${MODEL_ID}/Config`]: { code: 200, data: config({ columns }) },
    [`POST ${LIST}`]: () => ({ code: 200, data: { list: sampleRows(2), pagination: { currentPage: 1, pageSize: 20, total: 2 } } }),
    [`POST ${STATS}`]: options.stats ?? ((call) => {
      const body = call.body as { groupBy: string }
      return body.groupBy === 'creatorTime' ? BY_MONTH : body.groupBy === 'place' ? BY_PLACE : BY_WEATHER
    })
  })
}

let canvas: ReturnType<typeof recordingCanvas>
beforeEach(() => {
  __reset()
  __setRouterParams({ id: MODEL_ID, menuId: MENU_ID, title: '安全巡查' })
  jest.spyOn(Date, 'now').mockReturnValue(NOW)
  canvas = recordingCanvas()
  canvas.install()
})
afterEach(() => jest.restoreAllMocks())

async function openHeader() {
  fireEvent.click(await screen.findByRole('button', { name: /统计/ }))
}

const barWidths = () => canvas.ops.filter((o) => o.op === 'fillRect' && o.fillStyle === theme.primary).map((o) => (o.args as number[])[2])

describe('the 统计 header of a model list', () => {
  it('stays folded and asks nothing until opened', async () => {
    signIn()
    const api = server()
    render(<DynamicModelPage />)
    await screen.findByText('巡查1')
    expect(screen.getByRole('button', { name: /统计/ })).toHaveAttribute('aria-expanded', 'false')
    expect(api.find('POST', STATS)).toHaveLength(0)
  })

  it('opened, counts by the first field and by month with the list filters, as figures, bars and a line', async () => {
    signIn()
    const api = server()
    render(<DynamicModelPage />)
    await openHeader()
    await screen.findByRole('img', { name: '按天气统计：晴 6条，雨 3条，未填写 1条' })
    const bodies = api.find('POST', STATS).map((c) => c.body)
    expect(bodies).toEqual(expect.arrayContaining([
      { groupBy: 'weather', keyword: '', queryJson: '', menuId: MENU_ID },
      { groupBy: 'creatorTime', period: 'month', startTime: '2026-01-01', endTime: '2026-03-04', keyword: '', queryJson: '', menuId: MENU_ID }
    ]))
    // the figures are text: the whole, this month and last month
    expect(screen.getByRole('listitem', { name: '合计 10条' })).toBeInTheDocument()
    expect(screen.getByRole('listitem', { name: '本月 3条' })).toBeInTheDocument()
    expect(screen.getByRole('listitem', { name: '上月 5条' })).toBeInTheDocument()
    // bars as long as their counts
    await waitFor(() => expect(barWidths().length).toBeGreaterThanOrEqual(3))
    const [sunny, rain, none] = barWidths().slice(-3)
    expect(rain / sunny).toBeCloseTo(0.5, 5)
    expect(none / sunny).toBeCloseTo(1 / 6, 5)
    expect(screen.getByRole('img', { name: '按创建时间统计：1月 2条，2月 5条，3月 3条' })).toBeInTheDocument()
  })

  it('another field and the ring of shares', async () => {
    signIn()
    const api = server()
    render(<DynamicModelPage />)
    await openHeader()
    await screen.findByRole('img', { name: /按天气统计/ })
    fireEvent.click(screen.getByRole('button', { name: '巡查部位' }))
    expect(await screen.findByRole('img', { name: '按巡查部位统计：K1+000 2条，K2+000 1条' })).toBeInTheDocument()
    expect(api.find('POST', STATS).map((c) => (c.body as { groupBy: string }).groupBy)).toContain('place')
    fireEvent.click(screen.getByRole('button', { name: '占比' }))
    const legend = await screen.findByRole('list', { name: '巡查部位占比' })
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['K1+0002条66.7%', 'K2+0001条33.3%'])
  })

  it('follows the list keyword, so the figures agree with the rows', async () => {
    signIn()
    const api = server()
    const { container } = render(<DynamicModelPage />)
    await openHeader()
    await screen.findByRole('img', { name: /按天气统计/ })
    fireEvent.input(container.querySelector('.at-search-bar input')!, { target: { value: '边坡' } })
    fireEvent.click(container.querySelector('.at-search-bar__action')!)
    await waitFor(() => expect(api.find('POST', STATS).some((c) => (c.body as { queryJson: string }).queryJson.includes('边坡'))).toBe(true))
    const list = api.find('POST', LIST).at(-1)!.body as { queryJson: string; keyword: string }
    const stats = api.find('POST', STATS).filter((c) => (c.body as { queryJson: string }).queryJson.includes('边坡'))
    for (const s of stats) expect(s.body).toMatchObject({ queryJson: list.queryJson, keyword: list.keyword })
    expect(stats.map((s) => (s.body as { groupBy: string }).groupBy).sort()).toEqual(['creatorTime', 'weather'])
  })

  it('counts again when the list reloads (pull-down), showing the old figures until the new ones arrive', async () => {
    signIn()
    let weather = BY_WEATHER
    let release: () => void = () => undefined
    const api = server({
      stats: (call) => {
        if ((call.body as { groupBy: string }).groupBy !== 'weather') return BY_MONTH
        return new Promise<Reply>((resolve) => {
          release = () => resolve(weather)
        })
      }
    })
    render(<DynamicModelPage />)
    await openHeader()
    await waitFor(() => expect(api.find('POST', STATS)).toHaveLength(2))
    act(() => release())
    await screen.findByRole('listitem', { name: '合计 10条' })
    weather = answer([group('sunny', '晴', 7), group('rain', '雨', 4)])
    act(() => {
      __triggerHook('usePullDownRefresh')
    })
    await waitFor(() => expect(api.find('POST', STATS)).toHaveLength(4))
    // still the old figures while the new answer is on its way
    expect(screen.getByRole('listitem', { name: '合计 10条' })).toBeInTheDocument()
    expect(screen.queryByText('加载中...')).toBeNull()
    act(() => release())
    expect(await screen.findByRole('listitem', { name: '合计 11条' })).toBeInTheDocument()
  })

  it('says why when Statistics fails and 重试 asks again', async () => {
    signIn()
    let fail = true
    server({ stats: (call) => (fail ? { code: 400, msg: '无权按该字段统计' } : (call.body as { groupBy: string }).groupBy === 'weather' ? BY_WEATHER : BY_MONTH) })
    render(<DynamicModelPage />)
    await openHeader()
    expect(await screen.findAllByText('无权按该字段统计')).toHaveLength(2)
    fail = false
    fireEvent.click(screen.getAllByText('重试')[0])
    expect(await screen.findByRole('img', { name: /按天气统计：晴 6条/ })).toBeInTheDocument()
  })

  it('says 暂无数据 when nothing is counted', async () => {
    signIn()
    server({ stats: () => answer([]) })
    render(<DynamicModelPage />)
    await openHeader()
    expect(await screen.findAllByText('暂无数据')).toHaveLength(2)
    expect(screen.getByRole('listitem', { name: '合计 0条' })).toBeInTheDocument()
  })

  it('no statistics key, no header; a field hidden by column rights is not offered', async () => {
    signIn({ column: ['title', 'place'] })
    server({ columns: { statistics: undefined } })
    const { unmount } = render(<DynamicModelPage />)
    await screen.findByText('巡查1')
    expect(screen.queryByRole('button', { name: /统计/ })).toBeNull()
    unmount()

    server({ columns: { useColumnPermission: true } })
    render(<DynamicModelPage />)
    await openHeader()
    expect(await screen.findByText('按巡查部位')).toBeInTheDocument()
    expect(screen.queryByText('按天气')).toBeNull()
  })
})
