import { formatDate, formatFileSize, randomId, randomInt, relativeTime, toMillis, trim } from '@/utils'

describe('trim', () => {
  it.each<[string, 'both' | 'left' | 'right' | 'all' | undefined, string]>([
    ['  a b  ', undefined, 'a b'],
    ['  a b  ', 'both', 'a b'],
    ['  a b  ', 'left', 'a b  '],
    ['  a b  ', 'right', '  a b'],
    [' \t a \n b \u3000', 'all', 'ab'],
    ['\u3000全角空格\u3000', 'both', '全角空格'],
    ['', 'all', '']
  ])('%p with %p -> %p', (input, mode, expected) => {
    expect(mode === undefined ? trim(input) : trim(input, mode)).toBe(expected)
  })

  it('refuses an unknown mode', () => {
    expect(() => trim('a', 'middle' as never)).toThrow(TypeError)
  })
})

describe('formatFileSize', () => {
  it.each<[number | string | null | undefined, string]>([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234567, '1.18 MB'],
    [1048575, '1 MB'], // 1023.999 KB rounds up to the next unit
    [1048576, '1 MB'],
    [5 * 1024 ** 3, '5 GB'],
    [3 * 1024 ** 4, '3072 GB'],
    ['2048', '2 KB'],
    [-1, ''],
    [Number.NaN, ''],
    ['abc', ''],
    ['', ''],
    [null, ''],
    [undefined, '']
  ])('%p -> %p', (input, expected) => {
    expect(formatFileSize(input)).toBe(expected)
  })
})

describe('formatDate', () => {
  const local = new Date(2024, 1, 29, 8, 5, 9) // leap day, local time
  it.each<[Parameters<typeof formatDate>[0], string | undefined, string]>([
    [local, undefined, '2024-02-29'],
    [local.getTime(), 'yyyy-mm-dd hh:MM:ss', '2024-02-29 08:05:09'],
    [Math.floor(local.getTime() / 1000), 'yyyy-mm-dd hh:MM:ss', '2024-02-29 08:05:09'],
    [String(Math.floor(local.getTime() / 1000)), 'yyyy/mm/dd', '2024/02/29'],
    [String(local.getTime()), 'hh:MM', '08:05'],
    ['2024-02-29 08:05:09', 'yyyy年mm月dd日 hh时MM分ss秒', '2024年02月29日 08时05分09秒'],
    ['2023-12-31', 'mm/dd/yyyy', '12/31/2023'],
    [local, 'MM:ss', '05:09'],
    [null, undefined, ''],
    [undefined, undefined, ''],
    ['', undefined, ''],
    ['not a date', undefined, ''],
    [Number.NaN, undefined, '']
  ])('%p as %p -> %p', (value, fmt, expected) => {
    expect(fmt === undefined ? formatDate(value) : formatDate(value, fmt)).toBe(expected)
  })
})

describe('toMillis', () => {
  it('reads exactly 10 digits as seconds and anything else as milliseconds', () => {
    expect(toMillis(1700000000)).toBe(1700000000000)
    expect(toMillis(1700000000123)).toBe(1700000000123)
    expect(toMillis(999999999)).toBe(999999999)
    expect(toMillis(0)).toBe(0)
  })
})

describe('relativeTime', () => {
  const now = new Date(2026, 5, 15, 12, 0, 0).getTime()
  const s = 1000
  const min = 60 * s
  const hour = 60 * min
  const day = 24 * hour
  it.each<[string, number, string]>([
    ['the same instant', 0, '刚刚'],
    ['59 s ago', 59 * s, '刚刚'],
    ['30 s ahead (clock skew)', -30 * s, '刚刚'],
    ['1 min ago', min, '1分钟前'],
    ['59 min 59 s ago', hour - s, '59分钟前'],
    ['1 h ago', hour, '1小时前'],
    ['23 h 59 min ago', day - min, '23小时前'],
    ['1 day ago', day, '1天前'],
    ['6 days 23 h ago', 7 * day - hour, '6天前'],
    ['7 days ago', 7 * day, '1周前'],
    ['13 days ago', 13 * day, '1周前'],
    ['14 days ago', 14 * day, '2周前'],
    ['27 days ago', 27 * day, '3周前'],
    ['28 days ago', 28 * day, '1个月前'],
    ['59 days ago', 59 * day, '1个月前'],
    ['60 days ago', 60 * day, '2个月前'],
    ['119 days ago', 119 * day, '3个月前']
  ])('%s -> %s', (_name, ago, expected) => {
    expect(relativeTime(now - ago, now)).toBe(expected)
  })

  it('shows the date from 120 days on', () => {
    const then = now - 120 * day
    expect(relativeTime(then, now)).toBe(formatDate(then))
    expect(relativeTime(then, now)).toMatch(/^2026-02-1[45]$/)
  })

  it('shows the date for a time more than a minute ahead', () => {
    expect(relativeTime(now + 2 * min, now)).toBe('2026-06-15')
  })

  it('accepts 10-digit seconds and numeric text', () => {
    expect(relativeTime(Math.floor((now - 5 * min) / 1000), now)).toBe('5分钟前')
    expect(relativeTime(String(now - 3 * hour), now)).toBe('3小时前')
  })

  it('gives nothing for empty or invalid input', () => {
    expect(relativeTime(null, now)).toBe('')
    expect(relativeTime('soon', now)).toBe('')
  })

  it('uses the current time by default', () => {
    expect(relativeTime(Date.now() - 2 * day)).toBe('2天前')
  })
})

describe('randomId', () => {
  it('has 32 letters or digits by default, starting with a letter', () => {
    const id = randomId()
    expect(id).toMatch(/^[A-Za-z][A-Za-z0-9]{31}$/)
  })

  it('has the asked length and differs between calls', () => {
    expect(randomId(8)).toHaveLength(8)
    expect(randomId(0)).toBe('')
    const ids = new Set(Array.from({ length: 200 }, () => randomId()))
    expect(ids.size).toBe(200)
  })

  it('refuses a negative or fractional length', () => {
    expect(() => randomId(-1)).toThrow(RangeError)
    expect(() => randomId(2.5)).toThrow(RangeError)
  })
})

describe('randomInt', () => {
  afterEach(() => jest.restoreAllMocks())

  it('reaches both inclusive bounds', () => {
    const random = jest.spyOn(Math, 'random')
    random.mockReturnValueOnce(0)
    expect(randomInt(3, 7)).toBe(3)
    random.mockReturnValueOnce(0.999999)
    expect(randomInt(3, 7)).toBe(7)
  })

  it('stays within the bounds', () => {
    for (let i = 0; i < 500; i += 1) {
      const n = randomInt(-2, 2)
      expect(Number.isInteger(n) && n >= -2 && n <= 2).toBe(true)
    }
  })

  it.each<[unknown, unknown, number]>([
    [5, 5, 5],
    [1.2, 1.8, 0], // no integer in between
    [1.5, 2.5, 2],
    [7, 3, 0],
    [Number.NaN, 3, 0],
    [1, Number.POSITIVE_INFINITY, 0],
    ['1', 3, 0]
  ])('randomInt(%p, %p) -> %p', (min, max, expected) => {
    expect(randomInt(min as number, max as number)).toBe(expected)
  })
})
