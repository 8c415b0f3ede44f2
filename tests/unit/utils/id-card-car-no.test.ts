import { idCardCheckChar, isCarNo, isIdCard } from '@/utils'

function table(name: string, check: (value: unknown) => boolean, cases: [unknown, boolean][]) {
  describe(name, () => {
    it.each(cases)('%p -> %p', (value, expected) => {
      expect(check(value)).toBe(expected)
    })
  })
}

describe('isIdCard', () => {
  const now = new Date(2026, 5, 1)
  it.each<[string, boolean, string]>([
    ['11010519491231002X', true, 'GB 11643 sample with X check character'],
    ['11010519491231002x', true, 'lower-case x'],
    ['440524188001010014', true, 'GB 11643 sample with digit check character'],
    ['320106200002291230', true, 'born on a leap day'],
    ['110105194912310021', false, 'wrong check character'],
    ['440524188001010015', false, 'wrong check digit'],
    ['320106190002291234', false, '1900-02-29 does not exist (check digit correct)'],
    ['320106200102291238', false, '2001-02-29 does not exist (check digit correct)'],
    ['990105194912310023', false, 'no province 99 (check digit correct)'],
    ['110105209901010012', false, 'born in the future (check digit correct)'],
    ['110105179912310016', false, 'born before 1800 (check digit correct)'],
    ['110105180001010010', true, 'born 1800-01-01'],
    ['11010519491231002', false, '17 characters'],
    ['11010519491231002XX', false, '19 characters'],
    ['1101051949123100XX', false, 'X before the last place'],
    ['110105491231002', false, 'old 15-digit form']
  ])('%s -> %p (%s)', (value, expected) => {
    expect(isIdCard(value, now)).toBe(expected)
  })

  it('computes the check character of the first 17 digits', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X')
    expect(idCardCheckChar('44052418800101001')).toBe('4')
    expect(() => idCardCheckChar('1234')).toThrow(TypeError)
  })

  it('is not fooled by other types', () => {
    expect(isIdCard(Number('440524188001010014'))).toBe(false)
    expect(isIdCard(null)).toBe(false)
  })
})

table('isCarNo', isCarNo, [
  ['京A12345', true],
  ['粤B8Y5Z2', true],
  ['沪AD12345', true],
  ['沪AFA1234', true],
  ['沪AF1A234', false],
  ['苏E12345D', true],
  ['浙A12345F', true],
  ['豫A1234挂', true],
  ['粤Z1234港', true],
  ['粤Z1234澳', true],
  ['京A1234学', true],
  ['京A1234警', true],
  ['沪A1234领', true],
  ['京A1234I', false],
  ['京A1O345', false],
  ['京a12345', false],
  ['A123456', false],
  ['京12345', false],
  ['京A1234', false],
  ['京AB12345', false],
  ['京AD1234A', false],
  ['京A1234DD', false],
  ['京A12345E', false],
  ['京AD123456', false],
  ['港A12345', false],
  ['', false]
])

