// The chainage-line textarea of the 项目与合同段 page: the stored points shown one per line and read back, K12+300
// or metres, Chinese or Latin commas; a line it cannot read is named before anything is sent.
// @ts-expect-error -- the page is plain browser JavaScript without type declarations
import { alignmentSummary, alignmentText, parseAlignment } from '../../server/src/modules/admin-projects/page/alignment.js'

const points = [
  { chainage: 0, longitude: 120.2585, latitude: 30.116 },
  { chainage: 7963, longitude: 120.261, latitude: 30.048 },
  { chainage: 142600.5, longitude: 119.69, latitude: 29.105 }
]

test('the stored line is shown one point per line and reads back the same', () => {
  const text = alignmentText(points)
  expect(text).toBe('K0+000,120.2585,30.116\nK7+963,120.261,30.048\nK142+600.5,119.69,29.105')
  expect(parseAlignment(text)).toEqual(points)
  expect(alignmentSummary(points)).toBe('K0+000～K142+600.5，3 个控制点')
  expect(alignmentText([{ chainage: 999.999, longitude: 1, latitude: 2 }, { chainage: 1005.25, longitude: 1, latitude: 2 }])).toBe('K0+999.999,1,2\nK1+005.25,1,2')
  expect(alignmentSummary([])).toBe('未设置')
})

test('metres, spaces, tabs and Chinese commas are read; an empty box means no line', () => {
  expect(parseAlignment(' 12300 ， 120.1 ,30.2\n\nk12+800.5\t120.11\t30.19 ')).toEqual([
    { chainage: 12300, longitude: 120.1, latitude: 30.2 },
    { chainage: 12800.5, longitude: 120.11, latitude: 30.19 }
  ])
  expect(parseAlignment('  \n ')).toBeNull()
  expect(alignmentText(undefined)).toBe('')
})

test('a line that is not 桩号,经度,纬度 is named', () => {
  expect(() => parseAlignment('K0+000,120.1,30.2\nK1+000,120.1')).toThrow('线路控制点第 2 行')
  expect(() => parseAlignment('起点,120.1,30.2')).toThrow('线路控制点第 1 行')
  expect(() => parseAlignment('K0+000,东经120,30.2')).toThrow('第 1 行')
})
