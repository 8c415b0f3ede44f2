import { displayText, formatDateValue, formatFileSize, locationText, numberText, optionLabels, switchText } from '@/engines/lowcode/model/display'
import { normaliseFields } from '@/engines/lowcode/model/normalise'
import { toDayjsFormat, truncateToFormat } from '@/engines/lowcode/model/date-format'

const one = (raw: Record<string, unknown>) => normaliseFields([raw])[0]
const ms = new Date(2026, 4, 6, 9, 5, 7).getTime()

describe('dates', () => {
  it('turns JNPF formats into dayjs formats', () => {
    expect(toDayjsFormat('yyyy-MM-dd HH:mm:ss')).toBe('YYYY-MM-DD HH:mm:ss')
    expect(toDayjsFormat('yyyy年MM月dd日')).toBe('YYYY年MM月DD日')
  })

  it('formats ms and digit text per format, and leaves display text alone', () => {
    expect(formatDateValue(ms, 'yyyy-MM-dd HH:mm:ss')).toBe('2026-05-06 09:05:07')
    expect(formatDateValue(String(ms), 'yyyy-MM')).toBe('2026-05')
    expect(formatDateValue('2026-05-06', 'yyyy-MM-dd HH:mm')).toBe('2026-05-06')
    expect(formatDateValue(null)).toBe('')
  })

  it('cuts the clock to what a format shows', () => {
    expect(truncateToFormat(ms, 'yyyy-MM-dd')).toBe(new Date(2026, 4, 6).getTime())
    expect(truncateToFormat(ms, 'yyyy-MM')).toBe(new Date(2026, 4, 1).getTime())
    expect(truncateToFormat(ms, 'yyyy')).toBe(new Date(2026, 0, 1).getTime())
    expect(truncateToFormat(ms, 'yyyy-MM-dd HH:mm')).toBe(new Date(2026, 4, 6, 9, 5).getTime())
  })
})

describe('display helpers', () => {
  it('switch texts from the control, defaults 开/关', () => {
    const sw = one({ __config__: { jnpfKey: 'switch' }, __vModel__: 's', activeTxt: '合格', inactiveTxt: '不合格' })
    expect(switchText(sw, 1)).toBe('合格')
    expect(switchText(sw, '0')).toBe('不合格')
    expect(switchText(one({ __config__: { jnpfKey: 'switch' }, __vModel__: 's' }), true)).toBe('开')
    expect(switchText(sw, '合格')).toBe('合格')
  })

  it('option labels, tree options and paths included', () => {
    const options = [{ value: 'a', label: '甲', children: [{ value: 'a1', label: '甲一' }] }, { value: 2, label: '乙' }]
    expect(optionLabels(options, ['a', 'a1'])).toEqual(['甲', '甲一'])
    expect(optionLabels(options, '2')).toEqual(['乙'])
    expect(optionLabels(options, 'zz')).toEqual(['zz'])
  })

  it('numbers with precision and thousands, file sizes, locations', () => {
    expect(numberText({ props: { precision: 2, thousands: true } }, 1234.5)).toBe('1,234.50')
    expect(numberText({ props: { precision: 1 } }, '3')).toBe('3.0')
    expect(numberText({ props: {} }, 'n/a')).toBe('n/a')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(locationText(JSON.stringify({ fullAddress: '浙江省杭州市', lng: 120 }))).toBe('浙江省杭州市')
    expect(locationText('工地东门')).toBe('工地东门')
  })

  it('displayText picks the right formatting per control and leaves drawn controls to the renderer', () => {
    expect(displayText(one({ __config__: { jnpfKey: 'date' }, __vModel__: 'd', type: 'datetime' }), ms)).toBe('2026-05-06 09:05:07')
    expect(displayText(one({ __config__: { jnpfKey: 'radio', dataType: 'static' }, __vModel__: 'r', options: [{ fullName: '一级', id: '1' }] }), '1')).toBe('一级')
    expect(displayText(one({ __config__: { jnpfKey: 'checkbox' }, __vModel__: 'c' }), ['甲', '乙'])).toBe('甲,乙')
    expect(displayText(one({ __config__: { jnpfKey: 'uploadImg' }, __vModel__: 'u' }), [{ url: '/a.png' }])).toBe('')
    expect(displayText(one({ __config__: { jnpfKey: 'inputNumber' }, __vModel__: 'n', thousands: true }), 12345)).toBe('12,345')
    expect(displayText(one({ __config__: { jnpfKey: 'input' }, __vModel__: 'i' }), 0)).toBe('0')
  })
})
