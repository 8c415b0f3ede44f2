// Reading form JSON of every generation (jnpf-forms-and-flows.md §0.2): old control names, options under
// __slot__, label/value mappings in __config__.props or props.props, and containers with children.
import { parseFormFields } from '../../server/src/modules/visualdev/form-fields'
import { patternOf, validateRecord } from '../../server/src/modules/visualdev/validate'

const genA = JSON.stringify({
  fields: [
    { __config__: { jnpfKey: 'comInput', label: '名称', required: true, regList: [{ pattern: '^[A-Z]+$', message: '只能是大写字母' }] }, __vModel__: 'name', maxlength: 5 },
    { __config__: { jnpfKey: 'numInput', label: '数量' }, __vModel__: 'qty', min: 0, max: 10 },
    {
      __config__: { jnpfKey: 'card', label: '卡片', children: [
        { __config__: { jnpfKey: 'select', label: '类别', props: { label: 'name', value: 'code' } }, __slot__: { options: [{ code: 'a', name: '甲' }] }, __vModel__: 'kind' },
        { __config__: { jnpfKey: 'checkbox', label: '标签' }, props: { props: { label: 'text', value: 'v' } }, options: [{ v: 1, text: '一' }], __vModel__: 'tags' },
        { __config__: { jnpfKey: 'radio', label: '来源', dataType: 'dictionary', dictionaryType: 'x' }, __vModel__: 'src' }
      ] }
    },
    { __config__: { jnpfKey: 'table', label: '子表', children: [{ __config__: { jnpfKey: 'comInput', label: '行' }, __vModel__: 'row' }] }, __vModel__: 'tableField1' },
    { __config__: { jnpfKey: 'JNPFText', label: '说明' } }
  ]
})

describe('form JSON of the older generations', () => {
  const fields = parseFormFields(genA)

  test('old names are read as the 3.6 ones, containers are walked, child tables carry their columns, display controls are not fields', () => {
    expect(fields.map((f) => [f.vModel, f.jnpfKey])).toEqual([['name', 'input'], ['qty', 'inputNumber'], ['kind', 'select'], ['tags', 'checkbox'], ['src', 'radio'], ['tableField1', 'table']])
    expect(fields.find((f) => f.vModel === 'tableField1')!.children!.map((c) => [c.vModel, c.jnpfKey])).toEqual([['row', 'input']])
    expect(fields.find((f) => f.vModel === 'kind')!.options).toEqual([{ value: 'a', label: '甲' }])
    expect(fields.find((f) => f.vModel === 'tags')!.options).toEqual([{ value: 1, label: '一' }])
    // dictionary options are not static, so membership is not checked here
    expect(fields.find((f) => f.vModel === 'src')!.options).toBeUndefined()
  })

  test('the rules apply to old-style fields the same way', () => {
    expect(validateRecord(fields, { name: 'ABC', qty: '3', kind: 'a', tags: [1], src: 'anything', other: 'dropped' }))
      .toEqual({ name: 'ABC', qty: 3, kind: 'a', tags: [1], src: 'anything' })
    expect(() => validateRecord(fields, { name: 'abc' })).toThrow('名称：只能是大写字母')
    expect(() => validateRecord(fields, { name: 'ABCDEF' })).toThrow('名称不能超过5个字符')
    expect(() => validateRecord(fields, { name: 'A', qty: 11 })).toThrow('数量不能大于10')
    expect(() => validateRecord(fields, { name: 'A', kind: 'b' })).toThrow('类别的选项“b”不在可选范围内')
    expect(() => validateRecord(fields, { name: 'A', tags: [2] })).toThrow('标签的选项“2”不在可选范围内')
  })

  test('regList patterns are regex literals or bare sources; a broken one is reported, not thrown raw', () => {
    expect(patternOf('/^\\d+$/')!.test('123')).toBe(true)
    expect(patternOf('/^abc$/i')!.test('ABC')).toBe(true)
    expect(patternOf('/^a/g')!.flags).toBe('')
    expect(patternOf('/(/')).toBeNull()
    const broken = parseFormFields(JSON.stringify({ fields: [{ __config__: { jnpfKey: 'input', label: '坏规则', regList: [{ pattern: '/(/' }] }, __vModel__: 'x' }] }))
    expect(() => validateRecord(broken, { x: 'y' })).toThrow('坏规则的校验规则无效')
  })

  test('formData that is not a form is refused', () => {
    expect(() => parseFormFields('nope')).toThrow('表单配置无法解析')
    expect(() => parseFormFields('{"fields":3}')).toThrow('表单配置无法解析')
  })
})

describe('a regList pattern naming a generic validator', () => {
  const fields = parseFormFields(JSON.stringify({
    fields: [{ __config__: { jnpfKey: 'input', label: '联系电话', regList: [{ pattern: 'mobile', message: '请输入正确的手机号码' }] }, __vModel__: 'phone' }]
  }))

  test('uses that validator, as the app does, instead of reading the name as a regex', () => {
    expect(validateRecord(fields, { phone: '13912345678' })).toEqual({ phone: '13912345678' })
    expect(() => validateRecord(fields, { phone: 'mobile' })).toThrow('请输入正确的手机号码')
    expect(() => validateRecord(fields, { phone: '1391234567' })).toThrow('请输入正确的手机号码')
  })
})
