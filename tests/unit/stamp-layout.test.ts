// The words of a site-photo stamp and where they go: sizes that follow the photo, one field per line, long names
// wrapped under themselves and cut with an ellipsis (never clipped at the photo's edge), and the text itself: China
// time, chainage only near the line, 位置未获取 without a fix.
import { MAX_LINES_PER_FIELD, layoutStamp, wrapText, type MeasureText, type StampContent } from '@/lib/media'
import { NO_LOCATION, positionText, stampContent, stampTime } from '@/components/site-photo/stamp-content'
import type { ChainagePoint } from '@/utils/chainage'

// every character is as wide as the font is high (CJK glyphs nearly are)
const measure: MeasureText = (text, font) => Array.from(text).length * Number(/(\d+)px/.exec(font)![1])
const LONG_PROJECT = 'G60沪昆高速公路杭州至金华段改扩建工程及其连接线、服务区、收费站与互通立交配套工程第二批次施工项目（含临时便道、拌和站及预制梁场）'

const content = (project: string): StampContent => ({
  title: '2026-03-01 09:30:12 星期日',
  fields: [
    { label: '项目', text: project },
    { label: '标段', text: 'TJ-01' },
    { label: '位置', text: NO_LOCATION },
    { label: '拍摄', text: '张华' }
  ]
})

describe('wrapText', () => {
  test('breaks by character, narrower lines after the first allowed, and ends the last allowed line with …', () => {
    const font = '10px sans-serif'
    expect(wrapText('一二三四五', 50, 50, 2, font, measure)).toEqual(['一二三四五'])
    expect(wrapText('一二三四五六七', 50, 30, 3, font, measure)).toEqual(['一二三四五', '六七'])
    expect(wrapText('一二三四五六七八九十', 50, 30, 3, font, measure)).toEqual(['一二三四五', '六七八', '九十'])
    expect(wrapText('一二三四五六七八九十壹贰', 50, 30, 2, font, measure)).toEqual(['一二三四五', '六七…'])
    expect(wrapText('一二三四五六', 40, 40, 1, font, measure)).toEqual(['一二三…'])
    // a line narrower than one character still advances
    expect(wrapText('一二', 5, 5, 3, font, measure)).toEqual(['一', '二'])
  })
})

describe('layoutStamp', () => {
  const image = { width: 1920, height: 1440 }

  test('a short stamp: bold time on top, one line per field, all inside a panel in the bottom-left corner', () => {
    const layout = layoutStamp(image, content('杭金改扩建'), measure)
    expect(layout.lines.map((l) => l.text)).toEqual(['2026-03-01 09:30:12 星期日', '项目：杭金改扩建', '标段：TJ-01', `位置：${NO_LOCATION}`, '拍摄：张华'])
    expect(layout.lines[0].font).toBe('bold 59px sans-serif')
    expect(layout.lines.slice(1).every((l) => l.font === '45px sans-serif')).toBe(true)
    const { panel } = layout
    expect(panel.x).toBeGreaterThan(0)
    expect(panel.y + panel.height).toBeLessThan(image.height)
    expect(panel.y + panel.height).toBeGreaterThan(image.height - 60)
    for (const line of layout.lines) {
      expect(line.y).toBeGreaterThanOrEqual(panel.y)
      expect(line.y).toBeLessThan(panel.y + panel.height)
      expect(line.x + measure(line.text, line.font)).toBeLessThanOrEqual(panel.x + panel.width)
    }
    // lines go down the photo in order
    const ys = layout.lines.map((l) => l.y)
    expect([...ys].sort((a, b) => a - b)).toEqual(ys)
    expect(layout.accent).toMatchObject({ x: panel.x, y: panel.y, height: panel.height })
  })

  test('a long project name wraps under itself and ends in … instead of running off the photo', () => {
    const layout = layoutStamp({ width: 1080, height: 1440 }, content(LONG_PROJECT), measure)
    const project = layout.lines.slice(1, 1 + MAX_LINES_PER_FIELD)
    expect(project[0].text.startsWith('项目：G60沪昆高速')).toBe(true)
    expect(project[1].text.endsWith('…')).toBe(true)
    // the second line starts under the name, not under the label
    expect(project[1].x).toBe(project[0].x + measure('项目：', project[0].font))
    expect(layout.lines[MAX_LINES_PER_FIELD + 1].text).toBe('标段：TJ-01')
    for (const line of layout.lines) expect(line.x + measure(line.text, line.font)).toBeLessThanOrEqual(1080)
    // what was shown plus what was cut is the name: nothing invented
    const shown = project[0].text.slice(3) + project[1].text.slice(0, -1)
    expect(LONG_PROJECT.startsWith(shown)).toBe(true)
    expect(shown.length).toBeLessThan(LONG_PROJECT.length)
  })

  test('the stamp scales with the photo: half the photo, half the letters', () => {
    const big = layoutStamp({ width: 1920, height: 1440 }, content('杭金改扩建'), measure)
    const small = layoutStamp({ width: 960, height: 720 }, content('杭金改扩建'), measure)
    expect(big.lines[1].font).toBe('45px sans-serif')
    expect(small.lines[1].font).toBe('23px sans-serif')
    expect(small.panel.height).toBeCloseTo(big.panel.height / 2, -1)
  })
})

describe('stampContent', () => {
  // 2026-03-01 01:30:12 UTC is 09:30:12 in China, a Sunday
  const at = Date.UTC(2026, 2, 1, 1, 30, 12)
  const line: ChainagePoint[] = [
    { chainage: 12000, longitude: 120.0, latitude: 29.5 },
    { chainage: 13000, longitude: 120.0, latitude: 29.5 + 1000 / 111195 }
  ]
  const site = { projectName: 'G60沪昆高速公路杭州至金华段改扩建工程', sectionName: '杭金改扩建土建施工第TJ-01合同段', userName: '张华', alignment: line }

  test('China time with the weekday, whatever zone the phone is in', () => {
    expect(stampTime(at)).toBe('2026-03-01 09:30:12 星期日')
    expect(stampTime(Date.UTC(2026, 2, 1, 16, 0, 0))).toBe('2026-03-02 00:00:00 星期一')
  })

  test('on the line: project, section, chainage, position with its accuracy, photographer', () => {
    const fix = { longitude: 120.001, latitude: 29.5 + 300 / 111195, accuracy: 14.6, at }
    const c = stampContent({ at, fix, site })
    expect(c.title).toBe('2026-03-01 09:30:12 星期日')
    expect(c.fields).toEqual([
      { label: '项目', text: site.projectName },
      { label: '标段', text: site.sectionName },
      { label: '桩号', text: 'K12+300' },
      { label: '位置', text: '120.00100°E 29.50270°N ±15m' },
      { label: '拍摄', text: '张华' }
    ])
  })

  test('far from the line there is no chainage; without a fix the stamp says 位置未获取 and keeps the rest', () => {
    const far = stampContent({ at, fix: { longitude: 120.02, latitude: 29.5, at }, site })
    expect(far.fields.map((f) => f.label)).toEqual(['项目', '标段', '位置', '拍摄'])
    const none = stampContent({ at, site })
    expect(none.fields).toEqual([
      { label: '项目', text: site.projectName },
      { label: '标段', text: site.sectionName },
      { label: '位置', text: NO_LOCATION },
      { label: '拍摄', text: '张华' }
    ])
    // nothing known but the time: still a stamp
    expect(stampContent({ at, site: {} }).fields).toEqual([{ label: '位置', text: NO_LOCATION }])
    expect(positionText({ longitude: 120.1, latitude: 30.2, at })).toBe('120.10000°E 30.20000°N')
  })
})
