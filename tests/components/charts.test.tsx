// The charts in jsdom with a recording canvas: bars as long as their values, labels cut with an ellipsis, the line
// through its points, the ring's legend in text, the figures row as text, and the panel's empty and error states.
import { fireEvent, render, screen, within } from '@testing-library/react'
import { theme } from '@/config/theme'
import { BarChart, ChartFigures, ChartPanel, LineChart, RingChart } from '@/components/charts'
import { __reset } from '../__mocks__/taro'
import { recordingCanvas, type DrawOp } from './chart-canvas'

let canvas: ReturnType<typeof recordingCanvas>
beforeEach(() => {
  __reset()
  canvas = recordingCanvas()
  canvas.install()
})
afterEach(() => jest.restoreAllMocks())

const bars = (ops: DrawOp[]) => ops.filter((o) => o.op === 'fillRect' && o.fillStyle === theme.primary).map((o) => o.args as number[])
const texts = (ops: DrawOp[]) => ops.filter((o) => o.op === 'fillText').map((o) => String(o.args[0]))

describe('BarChart', () => {
  const levels = [{ label: '一般隐患', value: 6 }, { label: '较大隐患', value: 3 }, { label: '重大隐患', value: 1 }]

  it('draws one bar a category, as long as its share of the largest, with its label and value', () => {
    render(<BarChart title='按隐患等级' data={levels} />)
    const drawn = bars(canvas.shown())
    expect(drawn).toHaveLength(3)
    const [w6, w3, w1] = drawn.map((r) => r[2])
    expect(w3 / w6).toBeCloseTo(0.5, 5)
    expect(w1 / w6).toBeCloseTo(1 / 6, 5)
    // one row below the other, all starting at the same x
    expect(new Set(drawn.map((r) => r[0])).size).toBe(1)
    expect(drawn[1][1]).toBeGreaterThan(drawn[0][1])
    expect(texts(canvas.shown())).toEqual(['一般隐患', '6', '较大隐患', '3', '重大隐患', '1'])
  })

  it('a zero draws no bar but still its label and 0', () => {
    render(<BarChart title='按类别' data={[{ label: '高处坠落', value: 4 }, { label: '触电', value: 0 }]} />)
    expect(bars(canvas.shown())).toHaveLength(1)
    expect(texts(canvas.shown())).toContain('0')
  })

  it('cuts a long label with an ellipsis so it ends before the bars', () => {
    const long = '钱塘江特大桥拼宽段5号墩钻孔平台'
    render(<BarChart title='按部位' data={[{ label: long, value: 2 }, { label: '匝道', value: 1 }]} />)
    const label = canvas.shown().find((o) => o.op === 'fillText' && String(o.args[0]).startsWith('钱塘江'))!
    const text = String(label.args[0])
    expect(text.endsWith('…')).toBe(true)
    expect(text.length).toBeLessThan(long.length)
    // right-aligned at x: its measured width must fit between the padding and x
    const right = label.args[1] as number
    expect(canvas.measure(text, label.font)).toBeLessThanOrEqual(right)
    expect(bars(canvas.shown())[0][0]).toBeGreaterThan(right)
  })

  it('tells screen readers every value, and draws again when the data change', () => {
    const { rerender } = render(<BarChart title='按隐患等级' data={levels} unit='条' />)
    expect(screen.getByRole('img', { name: '按隐患等级：一般隐患 6条，较大隐患 3条，重大隐患 1条' })).toBeInTheDocument()
    rerender(<BarChart title='按隐患等级' data={[{ label: '一般隐患', value: 2 }]} unit='条' />)
    expect(bars(canvas.shown())).toHaveLength(1)
    expect(texts(canvas.shown())).toEqual(['一般隐患', '2'])
  })
})

describe('LineChart', () => {
  const months = [['10月', 2], ['11月', 0], ['12月', 5], ['1月', 3], ['2月', 8], ['3月', 4]].map(([label, value]) => ({ label: String(label), value: Number(value) }))

  it('draws the line through one point a period, higher for larger values, over round ticks', () => {
    render(<LineChart title='按月' data={months} />)
    const ops = canvas.shown()
    const points = ops.filter((o) => o.op === 'arc').map((o) => o.args as number[])
    expect(points).toHaveLength(6)
    const y = (i: number) => points[i][1]
    expect(y(4)).toBeLessThan(y(2))
    expect(y(2)).toBeLessThan(y(0))
    expect(y(1)).toBeGreaterThan(y(0))
    // evenly spaced along x
    expect(points[2][0] - points[1][0]).toBeCloseTo(points[1][0] - points[0][0], 5)
    const line = ops.filter((o) => o.op === 'lineTo' && o.strokeStyle === theme.primary)
    expect(line).toHaveLength(5)
    // ticks 0, 2, 4, 6, 8 on the value axis, every month label, every value
    const written = texts(ops)
    for (const t of ['0', '2', '4', '6', '8', '10月', '3月']) expect(written).toContain(t)
  })

  it('thins the period labels when they would overlap, keeping the latest', () => {
    const days = Array.from({ length: 60 }, (_, i) => ({ label: `03-${String(i + 1).padStart(2, '0')}`, value: i % 5 }))
    render(<LineChart title='按日' data={days} />)
    const written = texts(canvas.shown()).filter((t) => t.startsWith('03-'))
    expect(written.length).toBeLessThan(60)
    expect(written.length).toBeGreaterThan(1)
    expect(written[written.length - 1]).toBe('03-60')
  })
})

describe('LineChart values', () => {
  it('leaves the values off when neighbours would overlap, and writes them when they fit', () => {
    const weeks = [1703.97, 1703.97, 1642.14, 1615.06, 1608.04, 1541.15, 1530.52, 1036.5].map((value, i) => ({ label: `W${i + 1}`, value }))
    render(<LineChart title='近八周完成产值' data={weeks} />)
    const written = texts(canvas.shown())
    expect(written).not.toContain('1703.97')
    expect(written).toContain('W8')
    expect(canvas.shown().filter((o) => o.op === 'arc')).toHaveLength(8)
  })

  it('writes short values over few points', () => {
    render(<LineChart title='按季' data={[{ label: 'Q1', value: 3 }, { label: 'Q2', value: 7 }]} />)
    expect(texts(canvas.shown())).toEqual(expect.arrayContaining(['3', '7']))
  })
})

describe('RingChart', () => {
  it('draws one arc pair a category and lists names, counts and shares as text', () => {
    render(<RingChart title='隐患等级占比' data={[{ label: '一般隐患', value: 6 }, { label: '较大隐患', value: 3 }, { label: '重大隐患', value: 1 }, { label: '其他', value: 0 }]} unit='条' />)
    expect(canvas.shown().filter((o) => o.op === 'arc')).toHaveLength(6)
    expect(texts(canvas.shown())).toContain('10')
    const legend = screen.getByRole('list', { name: '隐患等级占比' })
    const items = within(legend).getAllByRole('listitem').map((li) => li.textContent)
    expect(items).toEqual(['一般隐患6条60%', '较大隐患3条30%', '重大隐患1条10%'])
    expect(screen.getByRole('img', { name: '隐患等级占比：合计 10条' })).toBeInTheDocument()
  })
})

describe('ChartFigures and ChartPanel', () => {
  it('the figures are text a screen reader reads whole', () => {
    render(<ChartFigures items={[{ label: '合计', value: 12, unit: '条' }, { label: '本月', value: 4, unit: '条' }]} />)
    expect(screen.getByRole('listitem', { name: '合计 12条' })).toHaveTextContent('12条合计')
    expect(screen.getByRole('listitem', { name: '本月 4条' })).toBeInTheDocument()
  })

  it('says loading, empty, or the error with 重试, and shows the chart only when ready', () => {
    const retry = jest.fn()
    const { rerender } = render(<ChartPanel title='按等级' status='loading'><BarChart title='x' data={[{ label: 'a', value: 1 }]} /></ChartPanel>)
    expect(screen.getByText('加载中...')).toBeInTheDocument()
    expect(screen.queryByRole('img')).toBeNull()
    rerender(<ChartPanel title='按等级' status='empty'><BarChart title='x' data={[]} /></ChartPanel>)
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
    rerender(<ChartPanel title='按等级' status='error' error='统计加载失败' onRetry={retry} />)
    expect(screen.getByText('统计加载失败')).toBeInTheDocument()
    fireEvent.click(screen.getByText('重试'))
    expect(retry).toHaveBeenCalledTimes(1)
    rerender(<ChartPanel title='按等级' status='ready'><BarChart title='x' data={[{ label: 'a', value: 1 }]} /></ChartPanel>)
    expect(screen.getByRole('img', { name: 'x：a 1' })).toBeInTheDocument()
  })
})
