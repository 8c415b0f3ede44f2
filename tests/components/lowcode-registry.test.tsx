import { screen } from '@testing-library/react'
import { View } from '@tarojs/components'
import { __reset } from '../__mocks__/taro'
import { createRegistry, defaultRegistry, extendRegistry } from '@/engines/lowcode/registry'
import { FallbackWidget, UNSUPPORTED_TEXT } from '@/engines/lowcode/renderer'
import { basicWidgets } from '@/engines/lowcode/widgets/basic'
import type { WidgetProps } from '@/engines/lowcode/types'
import { lcField, renderForm } from './lowcode-fixtures'

beforeEach(() => __reset())

/** every control of jnpf-forms-and-flows §1.3 under its 3.6 name (signature is web-only, legacy keys are not listed) */
const ALL_36_KEYS = [
  'input', 'textarea', 'inputNumber', 'switch', 'radio', 'checkbox', 'select', 'cascader', 'datePicker', 'timePicker',
  'uploadFile', 'uploadImg', 'colorPicker', 'rate', 'slider', 'editor', 'link', 'button', 'text', 'alert', 'qrcode',
  'barcode', 'calculate', 'organizeSelect', 'depSelect', 'posSelect', 'userSelect', 'roleSelect', 'groupSelect',
  'usersSelect', 'treeSelect', 'areaSelect', 'popupTableSelect', 'autoComplete', 'relationForm', 'relationFormAttr',
  'popupSelect', 'popupAttr', 'billRule', 'sign', 'location', 'iframe', 'createUser', 'createTime', 'modifyUser',
  'modifyTime', 'currOrganize', 'currPosition', 'currDept', 'groupTitle', 'divider', 'card', 'row', 'tab', 'collapse',
  'tableGrid', 'table'
]

/** the keys this part of the engine answers for (selectors and uploads come from their own maps) */
const OWN_KEYS = ALL_36_KEYS.filter((k) => !['uploadFile', 'uploadImg', 'sign', 'organizeSelect', 'depSelect', 'posSelect', 'userSelect', 'roleSelect', 'groupSelect', 'usersSelect', 'areaSelect', 'popupTableSelect', 'autoComplete', 'relationForm', 'popupSelect'].includes(k))

describe('the widget registry', () => {
  test.each(OWN_KEYS)('%s has a real widget', (key) => {
    expect(defaultRegistry.has(key)).toBe(true)
    expect(defaultRegistry.resolve(key)).not.toBe(FallbackWidget)
  })

  test('every 3.6 control of the reference resolves to a widget once selectors and uploads are registered', () => {
    const missing = ALL_36_KEYS.filter((key) => defaultRegistry.resolve(key) === FallbackWidget)
    expect(missing).toEqual([])
  })

  test.each([
    ['comInput', 'input'],
    ['numInput', 'inputNumber'],
    ['date', 'datePicker'],
    ['time', 'timePicker'],
    ['uploadFz', 'uploadFile'],
    ['comSelect', 'organizeSelect'],
    ['address', 'areaSelect'],
    ['JNPFText', 'text']
  ])('the old name %s finds the widget of %s', (old, current) => {
    expect(defaultRegistry.resolve(old)).toBe(defaultRegistry.resolve(current))
  })

  test('an unknown or legacy control resolves to the fallback', () => {
    for (const key of ['dateRange', 'relationFlow', 'someFutureControl', '']) expect(defaultRegistry.resolve(key)).toBe(FallbackWidget)
  })

  test('a later map replaces one widget and keeps the rest', () => {
    function Stamp(_props: WidgetProps) {
      return <View>stamp</View>
    }
    const registry = createRegistry(basicWidgets, { input: Stamp })
    expect(registry.resolve('comInput')).toBe(Stamp)
    expect(registry.resolve('textarea')).toBe(basicWidgets.textarea)
    expect(registry.resolve('card')).toBe(FallbackWidget)
  })
})

describe('a domain extending the registry', () => {
  function Stamp(_props: WidgetProps) {
    return <View>stamp</View>
  }

  test('a type widget named the old way replaces the engine\'s under both names; the base registry is untouched', () => {
    const registry = extendRegistry(defaultRegistry, { widgets: { comInput: Stamp } })
    expect(registry.resolve('input')).toBe(Stamp)
    expect(registry.resolve('comInput')).toBe(Stamp)
    expect(registry.resolve('textarea')).toBe(defaultRegistry.resolve('textarea'))
    expect(defaultRegistry.resolve('input')).not.toBe(Stamp)
  })

  test('a field widget answers for that field only: by vModel, and as <table>-<column> inside a child table', () => {
    const registry = extendRegistry(defaultRegistry, { fields: { place: Stamp, 'tableItems-place': Stamp } })
    expect(registry.fieldWidget({ vModel: 'place' })).toBe(Stamp)
    expect(registry.fieldWidget({ vModel: 'place', parentVModel: 'tableItems' })).toBe(Stamp)
    expect(registry.fieldWidget({ vModel: 'place', parentVModel: 'tableOther' })).toBeUndefined()
    expect(registry.fieldWidget({ vModel: 'title' })).toBeUndefined()
    expect(registry.fieldWidget({ vModel: undefined })).toBeUndefined()
    expect(defaultRegistry.fieldWidget({ vModel: 'place' })).toBeUndefined()
  })
})

describe('the fallback for a control the app does not know', () => {
  test('shows the label and says it cannot be edited here; the value stays and is submitted', async () => {
    const odd = lcField('dateRange', { label: '施工时段', vModel: 'period' })
    const { form } = renderForm([odd], { values: { period: [1700000000000, 1700086400000] } })
    expect(screen.getByText('施工时段')).toBeInTheDocument()
    expect(screen.getByText(UNSUPPORTED_TEXT)).toBeInTheDocument()
    expect(UNSUPPORTED_TEXT).toBe('此控件暂不支持在手机上编辑')
    let submitted: Record<string, unknown> = {}
    await form.submit((values) => {
      submitted = values
    })
    expect(submitted.period).toEqual([1700000000000, 1700086400000])
  })
})
