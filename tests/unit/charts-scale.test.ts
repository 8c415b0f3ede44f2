// The chart helpers: round axis tops and ticks, value-to-pixel mapping, how values and shares are written, labels
// cut to their slot with an ellipsis, axis-label thinning, and theme tints.
import { formatShare, formatValue, linear, niceScale } from '@/components/charts/scale'
import { ELLIPSIS, fitText, labelStride } from '@/components/charts/text-fit'
import { CHART_COLORS, colorAt, tint } from '@/components/charts/palette'
import { theme } from '@/config/theme'

/** each character 10 px wide, like a 10 px CJK font */
const measure = (s: string) => Array.from(s).length * 10

describe('niceScale', () => {
  test.each([
    [7, [0, 2, 4, 6, 8]],
    [10, [0, 5, 10]],
    [23, [0, 10, 20, 30]],
    [100, [0, 25, 50, 75, 100]],
    [101, [0, 50, 100, 150]],
    [3, [0, 1, 2, 3]],
    [1, [0, 1]]
  ])('counts up to %d get the ticks %j', (max, ticks) => {
    const scale = niceScale(max)
    expect(scale.ticks).toEqual(ticks)
    expect(scale.max).toBe(ticks[ticks.length - 1])
    expect(scale.max).toBeGreaterThanOrEqual(max)
  })

  test('counts never get a fractional step; amounts may', () => {
    expect(niceScale(2, 4).step).toBe(1)
    expect(niceScale(2, 4, false)).toEqual({ max: 2, step: 0.5, ticks: [0, 0.5, 1, 1.5, 2] })
    expect(niceScale(0.3, 3, false).ticks).toEqual([0, 0.1, 0.2, 0.3])
  })

  test('nothing to show still gives an axis 0..1', () => {
    for (const v of [0, -5, NaN, Infinity]) expect(niceScale(v)).toEqual({ max: 1, step: 1, ticks: [0, 1] })
  })
})

describe('linear', () => {
  test('maps the domain onto the range, reversed ranges included (a y axis grows upwards)', () => {
    expect(linear([0, 10], [0, 200])(5)).toBe(100)
    expect(linear([0, 8], [180, 20])(0)).toBe(180)
    expect(linear([0, 8], [180, 20])(8)).toBe(20)
    expect(linear([0, 8], [180, 20])(2)).toBe(140)
    expect(linear([3, 3], [10, 90])(3)).toBe(10)
  })
})

describe('formatValue and formatShare', () => {
  test('whole numbers stay whole, amounts get at most two decimals, large values 万', () => {
    expect(formatValue(12)).toBe('12')
    expect(formatValue(0.1 + 0.2)).toBe('0.3')
    expect(formatValue(1234.567)).toBe('1234.57')
    expect(formatValue(123456)).toBe('12.3万')
    expect(formatValue(NaN)).toBe('-')
  })

  test('shares as percentages with one decimal where it matters', () => {
    expect(formatShare(1, 3)).toBe('33.3%')
    expect(formatShare(2, 4)).toBe('50%')
    expect(formatShare(0, 0)).toBe('0%')
  })
})

describe('fitText', () => {
  test('a label that fits is left alone', () => {
    expect(fitText('一般隐患', 40, measure)).toBe('一般隐患')
  })

  test('a long label is cut to the longest start that fits with an ellipsis', () => {
    const cut = fitText('钱塘江特大桥拼宽段5号墩', 60, measure)
    expect(cut).toBe(`钱塘江特大${ELLIPSIS}`)
    expect(measure(cut)).toBeLessThanOrEqual(60)
  })

  test('a slot too narrow for a character keeps only the ellipsis, or nothing', () => {
    expect(fitText('隐患', 12, measure)).toBe(ELLIPSIS)
    expect(fitText('隐患', 5, measure)).toBe('')
  })
})

describe('labelStride', () => {
  test('every label while they fit, every n-th when they would overlap', () => {
    expect(labelStride(6, 50, 30)).toBe(1)
    expect(labelStride(30, 10, 30)).toBe(4)
    expect(labelStride(1, 0, 30)).toBe(1)
  })
})

describe('palette', () => {
  test('starts with the theme colours, then their tints', () => {
    expect(CHART_COLORS.slice(0, 5)).toEqual([theme.primary, theme.success, theme.warning, theme.error, theme.info])
    expect(colorAt(5)).toBe(tint(theme.primary, 0.45))
    expect(colorAt(CHART_COLORS.length)).toBe(theme.primary)
    expect(tint('#000000', 0.5)).toBe('#808080')
    expect(tint('#2979ff', 0)).toBe('#2979ff')
  })
})
