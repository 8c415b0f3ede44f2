import {
  isAmount,
  isChinese,
  isCode,
  isDate,
  isDateISO,
  isDigits,
  isEmail,
  isEnOrNum,
  isJsonString,
  isLandline,
  isLetter,
  isMobile,
  isNumber,
  isRadioOrCheckbox,
  isUrl,
  validators
} from '@/utils'

type Case = [unknown, boolean]

function table(name: string, check: (value: unknown) => boolean, cases: Case[]) {
  describe(name, () => {
    it.each(cases)('%p -> %p', (value, expected) => {
      expect(check(value)).toBe(expected)
    })
  })
}

table('isEmail', isEmail, [
  ['zhang.san@example.com', true],
  ['li_si+tag@mail.hbjt.com.cn', true],
  ['a-b@sub-domain.example.org', true],
  ['user@localhost', false],
  ['user@@example.com', false],
  ['.user@example.com', false],
  ['user.@example.com', false],
  ['user..name@example.com', false],
  ['user@-example.com', false],
  ['user@example.c', false],
  ['user example@example.com', false],
  ['', false],
  [null, false],
  [123, false]
])

table('isMobile', isMobile, [
  ['13800138000', true],
  ['19912345678', true],
  [13800138000, true],
  ['12800138000', false],
  ['10800138000', false],
  ['1380013800', false],
  ['138001380000', false],
  ['+8613800138000', false],
  ['1380013800a', false],
  [' 13800138000', false],
  [undefined, false]
])

table('isUrl', isUrl, [
  ['https://www.example.com', true],
  ['http://example.com/path/to?q=1&b=2#frag', true],
  ['http://192.168.1.10:8080/H5Api', true],
  ['http://localhost:3000/', true],
  ['ftp://files.example.com/a.zip', true],
  ['https://user:pass@example.com/', true],
  ['https://xn--fiq228c.com', true],
  ['http://256.1.1.1/', false],
  ['http://example.com:0/', false],
  ['http://example.com:65536/', false],
  ['http://example', false],
  ['example.com', false],
  ['mailto:a@b.com', false],
  ['https://exa mple.com', false],
  ['javascript:alert(1)', false],
  ['', false]
])

describe('isDate', () => {
  it.each<Case>([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2024/1/5', true],
    ['2024-12-31 23:59:59', true],
    ['2024-12-31 24:00', false],
    ['2024-13-01', false],
    ['2024-04-31', false],
    ['2024-00-10', false],
    ['2024-1-5/', false],
    ['2024/01-05', false],
    ['20240105', false],
    ['yesterday', false],
    ['', false],
    [1704067200000, true],
    [Number.NaN, false],
    [new Date(2024, 0, 1), true],
    [new Date('nope'), false],
    [null, false]
  ])('%p -> %p', (value, expected) => {
    expect(isDate(value)).toBe(expected)
  })
})

table('isDateISO', isDateISO, [
  ['2024-02-29', true],
  ['2023-02-29', false],
  ['2024-2-29', false],
  ['2024/02/29', false],
  ['2024-06-01T08:30', true],
  ['2024-06-01T08:30:15', true],
  ['2024-06-01T08:30:15.123Z', true],
  ['2024-06-01T08:30:15+08:00', true],
  ['2024-06-01T24:00:00', false],
  ['2024-06-01T08:60', false],
  ['2024-06-01T08:30+25:00', false],
  ['2024-06-01 08:30', false],
  ['', false]
])

table('isNumber', isNumber, [
  ['0', true],
  ['-12.5', true],
  ['+3', true],
  ['.5', true],
  ['1e5', true],
  ['2.5E-3', true],
  [42, true],
  [Number.POSITIVE_INFINITY, false],
  ['1.', false],
  ['1.2.3', false],
  ['', false],
  [' 1', false],
  ['1,000', false],
  ['abc', false]
])

table('isDigits', isDigits, [
  ['0', true],
  ['0123456789', true],
  [12, true],
  ['-1', false],
  ['1.0', false],
  ['１２', false],
  ['', false]
])

table('isAmount', isAmount, [
  ['0', true],
  ['0.5', true],
  ['0.05', true],
  ['10', true],
  ['10.25', true],
  ['1,234.50', true],
  ['12,345,678', true],
  [99.9, true],
  ['10.255', false],
  ['01', false],
  ['.5', false],
  ['5.', false],
  ['-1', false],
  ['1,23', false],
  ['1234,567', false],
  ['', false]
])

table('isChinese', isChinese, [
  ['公路建设', true],
  ['㐀', true],
  ['张三a', false],
  ['中 国', false],
  ['，', false],
  ['', false]
])

table('isLetter', isLetter, [
  ['abcXYZ', true],
  ['abc1', false],
  ['ａｂ', false],
  ['', false]
])

table('isEnOrNum', isEnOrNum, [
  ['abc123', true],
  ['ABC', true],
  ['123', true],
  ['abc_123', false],
  ['ab c', false],
  ['', false]
])

table('isLandline', isLandline, [
  ['010-12345678', true],
  ['0755-8765432', true],
  ['0571-88886666-8001', true],
  ['010-1234567-1', true],
  ['010-02345678', false],
  ['10-12345678', false],
  ['01012345678', false],
  ['010-123456', false],
  ['010-123456789', false],
  ['010-12345678-', false],
  ['010-12345678-1234567', false],
  ['', false]
])

table('isJsonString', isJsonString, [
  ['{"a":1}', true],
  ['[1,2]', true],
  ['{}', true],
  ['"text"', false],
  ['1', false],
  ['null', false],
  ['true', false],
  ["{'a':1}", false],
  ['', false],
  [{ a: 1 }, false]
])

describe('isCode', () => {
  it.each<[unknown, number | undefined, boolean]>([
    ['123456', undefined, true],
    [123456, undefined, true],
    ['012345', undefined, true],
    ['12345', undefined, false],
    ['1234567', undefined, false],
    ['12345a', undefined, false],
    ['1234', 4, true],
    ['12345', 4, false]
  ])('%p with length %p -> %p', (value, length, expected) => {
    expect(length === undefined ? isCode(value) : isCode(value, length)).toBe(expected)
  })

  it('refuses a length that is not a positive integer', () => {
    expect(() => isCode('1', 0)).toThrow(RangeError)
    expect(() => isCode('1', 1.5)).toThrow(RangeError)
  })
})

describe('isRadioOrCheckbox', () => {
  it.each<Case>([
    ['radio', true],
    ['checkbox', true],
    ['select', false],
    ['Radio', false],
    ['', false],
    [undefined, false]
  ])('%p -> %p', (type, expected) => {
    expect(isRadioOrCheckbox(type)).toBe(expected)
  })
})

describe('validators by name', () => {
  it('maps every rule name to its check', () => {
    expect(validators.mobile('13800138000')).toBe(true)
    expect(validators.idCard('11010519491231002X')).toBe(true)
    expect(validators.code('12345')).toBe(false)
    expect(Object.keys(validators).sort()).toEqual(
      ['amount', 'carNo', 'chinese', 'code', 'date', 'dateISO', 'digits', 'email', 'enOrNum', 'idCard', 'jsonString', 'landline', 'letter', 'mobile', 'number', 'url'].sort()
    )
  })
})
