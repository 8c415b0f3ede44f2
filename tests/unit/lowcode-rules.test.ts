import { createFormStore, firstError } from '@/lib/form'
import { normaliseForm } from '@/engines/lowcode/model/normalise'
import { buildFormRules, parsePattern } from '@/engines/lowcode/model/rules'
import { genC } from './lowcode-fixtures'

const formOf = (fields: unknown[], values: Record<string, unknown> = {}) => {
  const { fields: normalised } = normaliseForm({ fields })
  return createFormStore({ values, rules: buildFormRules(normalised) })
}
const field = (jnpfKey: string, vModel: string, label: string, extra: Record<string, unknown> = {}, config: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label, ...config }, __vModel__: vModel, ...extra
})

describe('parsePattern', () => {
  it('takes a regex literal apart without evaluating it', () => {
    const re = parsePattern('/^\\d+$/') as RegExp
    expect(re.source).toBe('^\\d+$')
    expect(re.test('123')).toBe(true)
    expect(re.test('12a')).toBe(false)
  })

  it('keeps the i/m/s/u flags and drops the stateful g/y ones', () => {
    expect(parsePattern('/^abc$/gi')?.flags).toBe('i')
    expect(parsePattern('/^a.c$/sy')?.flags).toBe('s')
  })

  it('takes a bare source as the pattern and skips a broken one with a warning', () => {
    expect(parsePattern('^[A-Z]{2}$')?.test('AB')).toBe(true)
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(parsePattern('/([a-z/')).toBeNull()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('buildFormRules', () => {
  it('requires a field with "<label>不能为空", whitespace counting as empty', () => {
    const form = formOf([field('input', 'name', '工程名称', {}, { required: true }), field('select', 'kind', '类型', {}, { required: true })], { name: '  ' })
    expect(form.validate()).toBe(false)
    expect(form.getState().errors).toEqual({ name: '工程名称不能为空', kind: '类型不能为空' })
  })

  it('checks regList patterns with the designer message, named by the field', () => {
    const form = formOf([field('input', 'code', '编号', {}, { regList: [{ pattern: '/^\\d+$/', message: '只能输入数字' }, { pattern: '/^.{3}$/', message: '编号应为3位' }] })])
    form.setValue('code', 'a1')
    expect(form.getState().errors.code).toBe('编号：只能输入数字')
    form.setValue('code', '12')
    expect(form.getState().errors.code).toBe('编号应为3位')
    form.setValue('code', '123')
    expect(form.getState().errors.code).toBeUndefined()
  })

  it('skips a broken pattern instead of blocking the form', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const form = formOf([field('input', 'a', '甲', {}, { regList: [{ pattern: '/(/', message: 'x' }] })], { a: 'anything' })
    expect(form.validate()).toBe(true)
    warn.mockRestore()
  })

  it('uses the generic validator a regList item names', () => {
    const form = formOf([field('input', 'phone', '联系电话', {}, { regList: [{ pattern: 'mobile', message: '请输入正确的手机号' }] })])
    form.setValue('phone', '12345')
    expect(form.getState().errors.phone).toBe('联系电话：请输入正确的手机号')
    form.setValue('phone', '13800138000')
    expect(form.getState().errors.phone).toBeUndefined()
  })

  it('waits for blur when the control says trigger blur, then follows changes once the message shows', () => {
    const form = formOf([field('input', 'code', '编号', {}, { trigger: 'blur', regList: [{ pattern: '/^\\d+$/', message: '只能输入数字' }] })])
    form.setValue('code', 'a')
    expect(form.getState().errors.code).toBeUndefined()
    form.touch('code')
    expect(form.getState().errors.code).toBe('编号：只能输入数字')
    form.setValue('code', '1')
    expect(form.getState().errors.code).toBeUndefined()
  })

  it('limits text length by characters, as the server counts them', () => {
    const form = formOf([field('input', 'a', '名称', { maxlength: 3 })])
    form.setValue('a', '桥梁墩')
    expect(form.getState().errors.a).toBeUndefined()
    form.setValue('a', '桥梁墩台')
    expect(form.getState().errors.a).toBe('名称不能超过3个字符')
  })

  it('checks numbers for type, min and max', () => {
    const form = formOf([field('inputNumber', 'n', '数量', { min: 1, max: 10 })])
    form.setValue('n', 'abc')
    expect(form.getState().errors.n).toBe('数量应为数字')
    form.setValue('n', 0)
    expect(form.getState().errors.n).toBe('数量不能小于1')
    form.setValue('n', 11)
    expect(form.getState().errors.n).toBe('数量不能大于10')
    form.setValue('n', 10)
    expect(form.getState().errors.n).toBeUndefined()
  })

  it('refuses values outside static options and dates that are not ms', () => {
    const form = formOf([
      field('checkbox', 'c', '类型', { options: [{ fullName: '甲', id: 'a' }], props: { label: 'fullName', value: 'id' } }),
      field('datePicker', 'd', '日期')
    ], { c: ['a', 'z'], d: '2026-05-06' })
    form.validate()
    expect(form.getState().errors).toEqual({ c: '类型的选项“z”不在可选范围内', d: '日期应为日期' })
  })

  it('checks every child-table row with "<table>(<n>)<field>" messages', () => {
    const { fields } = normaliseForm(genC)
    const rules = buildFormRules(fields)
    expect(Object.keys(rules)).toEqual(expect.arrayContaining(['projectName', 'tableField115.*.itemName', 'tableField115.*.amount']))
    const form = createFormStore({
      values: { projectName: '桥', tableField115: [{ itemName: 'a', amount: 1 }, { itemName: '', amount: 'x' }, { itemName: 'c', amount: '1.5' }] },
      rules
    })
    expect(form.validate()).toBe(false)
    expect(form.getState().errors).toEqual({
      'tableField115.1.itemName': '明细(2)名称不能为空',
      'tableField115.1.amount': '明细(2)金额应为数字'
    })
    form.setValue('tableField115.1.amount', '7x')
    expect(form.getState().errors['tableField115.1.amount']).toBe('明细(2)金额应为数字')
    form.setValue('tableField115.1.amount', 7)
    form.setValue('tableField115.1.itemName', 'b')
    expect(form.getState().errors).toEqual({})
  })

  it('names a row-level regList message by its row', () => {
    const { fields } = normaliseForm({ fields: [{
      __config__: { jnpfKey: 'table', label: '明细', children: [field('input', 'code', '编号', {}, { regList: [{ pattern: '/^\\d+$/', message: '编号只能是数字' }] })] },
      __vModel__: 'tableField1'
    }] })
    const form = createFormStore({ values: { tableField1: [{ code: '1' }, { code: 'x' }] }, rules: buildFormRules(fields) })
    form.validate()
    expect(firstError(form.getState())).toBe('明细(2)编号只能是数字')
  })

  it('leaves out hidden, pc-only and system fields', () => {
    const form = formOf([
      field('input', 'hidden', '隐藏', {}, { required: true, noShow: true }),
      field('input', 'pc', '电脑', {}, { required: true, visibility: ['pc'] }),
      field('createUser', 'creator', '创建人', {}, { required: true }),
      field('billRule', 'bill', '单号', {}, { required: true })
    ])
    expect(form.validate()).toBe(true)
  })

  it.each([
    ['timePicker', {}, '25:00', '时间应为时间（时:分:秒）'],
    ['switch', {}, 'yes', '时间的值不正确'],
    ['usersSelect', {}, 'u1', '时间的值“u1”应为“编号--类型”'],
    ['userSelect', { multiple: true }, 'u1', '时间的值不正确'],
    ['organizeSelect', {}, ['c1', 2], '时间的值不正确'],
    ['cascader', { options: [{ id: 'a', fullName: 'A', children: [{ id: 'b', fullName: 'B' }] }] }, ['a', 'x'], '时间的选项“x”不在可选范围内'],
    ['treeSelect', { options: [{ id: 'a', fullName: 'A', children: [{ id: 'b', fullName: 'B' }] }] }, 'x', '时间的选项“x”不在可选范围内'],
    ['uploadImg', { limit: 1 }, [{ name: 'a', url: '/a' }, { name: 'b', url: '/b' }], '时间最多上传1个文件'],
    ['uploadFile', {}, [{ name: 'a' }], '时间的文件信息不完整'],
    ['uploadFile', {}, [{ name: 'a', url: 'javascript:alert(1)' }], '时间的文件地址不正确'],
    ['sign', {}, 'not an image', '时间应为签名图片'],
    ['location', {}, '{"lng":"east"}', '时间的值不正确'],
    ['slider', { range: true, max: 10 }, [1, 20], '时间不能大于10'],
    ['popupSelect', {}, { id: 1 }, '时间的值不正确']
  ])('refuses a %s value the server refuses (%p %p)', (jnpfKey, extra, value, message) => {
    const form = formOf([field(jnpfKey, 'v', '时间', extra)], { v: value })
    form.validate()
    expect(form.getState().errors.v).toBe(message)
  })

  it.each([
    ['timePicker', {}, '08:30'],
    ['switch', { activeValue: 'Y', inactiveValue: 'N' }, 'N'],
    ['usersSelect', { multiple: true }, ['u1--user', 'd1--department']],
    ['organizeSelect', { multiple: true }, [['c1', 'd1'], ['c2']]],
    ['cascader', { options: [{ id: 'a', fullName: 'A', children: [{ id: 'b', fullName: 'B' }] }] }, ['a', 'b']],
    ['treeSelect', { options: [{ id: 'a', fullName: 'A', children: [{ id: 'b', fullName: 'B' }] }] }, 'b'],
    ['uploadImg', { limit: 2 }, [{ name: 'a.png', url: '/api/file/Image/a.png', fileId: 'f1' }]],
    // a photo kept on the device without network: the outbox swaps in the uploaded file before the record goes
    ['uploadImg', { limit: 2 }, [{ name: 'a.jpg', url: 'blob:http://localhost/x', fileId: '', localPhotoId: 'p1' }]],
    ['sign', {}, 'data:image/png;base64,iVBORw0KGgo='],
    ['location', {}, '{"lng":120.1,"lat":30.2,"fullAddress":"杭州"}'],
    ['relationForm', {}, 'rec-1']
  ])('takes a well-formed %s value', (jnpfKey, extra, value) => {
    const form = formOf([field(jnpfKey, 'v', '时间', extra)], { v: value })
    expect(form.validate()).toBe(true)
  })

  it('refuses a child table that is not a list of rows', () => {
    const form = formOf([{ __config__: { jnpfKey: 'table', label: '明细', children: [] }, __vModel__: 'tableField1' }], { tableField1: ['x'] })
    form.validate()
    expect(form.getState().errors.tableField1).toBe('明细的值不正确')
  })
})
