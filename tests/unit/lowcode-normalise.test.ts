import { normaliseForm } from '@/engines/lowcode/model/normalise'
import type { LcField } from '@/engines/lowcode/types'
import { genA, genB, genC } from './lowcode-fixtures'

const byVModel = (fields: LcField[], vModel: string): LcField => {
  const stack = [...fields]
  while (stack.length) {
    const f = stack.shift() as LcField
    if (f.vModel === vModel) return f
    stack.push(...(f.children ?? []), ...(f.panes ?? []).flatMap((p) => p.children))
  }
  throw new Error(`no field ${vModel}`)
}

describe('normaliseForm', () => {
  describe('Gen C (3.6)', () => {
    const form = normaliseForm(JSON.stringify(genC))

    it('reads the form-level keys with designer defaults for the missing ones', () => {
      expect(form.conf).toMatchObject({
        labelPosition: 'top', labelWidth: 120, disabled: false, confirmButtonText: '保存', cancelButtonText: '取消',
        hasConfirmAndAddBtn: true, confirmAndAddText: '确定并继续操作', hasConfirmBtn: true
      })
    })

    it('lifts the common keys of an input', () => {
      const f = byVModel(form.fields, 'projectName')
      expect(f).toMatchObject({ key: '101', jnpfKey: 'input', rawJnpfKey: 'input', label: '工程名称', required: true, span: 24, placeholder: '请输入', visibleOnApp: true, noShow: false })
      expect(f.regList).toEqual([{ pattern: '/^\\S+$/', message: '不能含空格' }])
      expect(f.props).toMatchObject({ maxlength: 20, showWordLimit: true })
      expect(f.props).not.toHaveProperty('__config__')
    })

    it('maps options through the flat props mapping, trees included', () => {
      expect(byVModel(form.fields, 'level').options).toEqual([{ value: '1', label: '一级' }, { value: '2', label: '二级' }])
      const part = byVModel(form.fields, 'part')
      expect(part.multiple).toBe(true)
      expect(part.optionSource).toMatchObject({ type: 'static', valueKey: 'code', labelKey: 'name', childrenKey: 'sub' })
      expect(part.options).toEqual([{ value: 'b', label: '桥', children: [{ value: 'p', label: '墩' }] }])
    })

    it('leaves dictionary options to the option source', () => {
      const dict = byVModel(form.fields, 'dict')
      expect(dict.options).toBeUndefined()
      expect(dict.optionSource).toMatchObject({ type: 'dictionary', dictionaryType: 'dict-1', valueKey: 'enCode' })
    })

    it('keeps calculate values only when stored, and display controls have no vModel', () => {
      const calcs = form.fields.filter((f) => f.jnpfKey === 'calculate')
      expect(calcs.map((f) => f.vModel)).toEqual([undefined, 'storedTotal'])
      const text = form.fields.find((f) => f.jnpfKey === 'text') as LcField
      expect(text.vModel).toBeUndefined()
      expect(text.props.content).toBe('请如实填写')
    })

    it('turns tab children into panes', () => {
      const tab = form.fields.find((f) => f.jnpfKey === 'tab') as LcField
      expect(tab.panes?.map((p) => [p.title, p.name, p.children.map((c) => c.vModel)])).toEqual([['基本', '1', ['day']], ['其他', '2', ['flag']]])
      expect(tab.props.active).toBe('1')
      expect(byVModel(form.fields, 'day').defaultCurrent).toBe(true)
    })

    it('flattens tableGrid cells into the surrounding list', () => {
      const vModels = form.fields.map((f) => f.vModel ?? f.jnpfKey)
      expect(vModels).toContain('qty')
      expect(vModels.indexOf('price')).toBe(vModels.indexOf('qty') + 1)
      expect(form.fields.some((f) => f.jnpfKey.startsWith('tableGrid'))).toBe(false)
    })

    it('gives child-table columns the table vModel', () => {
      const table = byVModel(form.fields, 'tableField115')
      expect(table.jnpfKey).toBe('table')
      expect(table.children?.map((c) => [c.vModel, c.parentVModel])).toEqual([['itemName', 'tableField115'], ['amount', 'tableField115'], ['rowDay', 'tableField115']])
      expect(table.props).toMatchObject({ showSummary: true, summaryField: ['amount'] })
    })

    it('reads visibility, marks system controls read-only and keeps unknown controls', () => {
      expect(byVModel(form.fields, 'pcOnly').visibleOnApp).toBe(false)
      expect(byVModel(form.fields, 'creator').readonly).toBe(true)
      expect(byVModel(form.fields, 'fancy')).toMatchObject({ jnpfKey: 'fancyWidget', label: '未知控件' })
    })
  })

  describe('Gen B (3.4)', () => {
    const form = normaliseForm(genB)

    it('renames the old control keys and keeps the written one', () => {
      expect(form.fields.map((f) => [f.rawJnpfKey, f.jnpfKey])).toEqual([
        ['comInput', 'input'], ['checkbox', 'checkbox'], ['numInput', 'inputNumber'], ['date', 'datePicker'], ['rate', 'rate'],
        ['JNPFText', 'text'], ['uploadFz', 'uploadFile'], ['comSelect', 'organizeSelect'], ['address', 'areaSelect'],
        ['time', 'timePicker'], ['groupTitle', 'groupTitle']
      ])
    })

    it('reads options through props.props and turns kebab props camelCase', () => {
      expect(byVModel(form.fields, 'types').options).toEqual([{ value: 'a', label: '甲' }, { value: 'b', label: '乙' }])
      expect(byVModel(form.fields, 'name').props).toMatchObject({ showWordLimit: true })
      expect(byVModel(form.fields, 'num').props.controlsPosition).toBe('right')
      expect(byVModel(form.fields, 'day').props.valueFormat).toBe('timestamp')
      expect(form.fields[10].props.contentPosition).toBe('left')
    })

    it('maps rate max to count and the static text from __config__.defaultValue', () => {
      expect(byVModel(form.fields, 'rate').props.count).toBe(7)
      expect(form.fields[5].props.content).toBe('旧文本内容')
      expect(form.conf.labelPosition).toBe('right')
      expect(form.conf.hasConfirmAndAddBtn).toBe(false)
    })
  })

  describe('Gen A (≤3.3)', () => {
    const form = normaliseForm(genA)

    it('reads options from __slot__ through __config__.props', () => {
      expect(form.fields[0].options).toEqual([{ value: 1, label: '正常' }, { value: 0, label: '停用', disabled: true }])
    })

    it('takes the divider caption from __slot__.default and keeps row children with their spans', () => {
      expect(form.fields[1].props.content).toBe('分割')
      const row = form.fields[2]
      expect(row.vModel).toBeUndefined()
      expect(row.children?.map((c) => [c.jnpfKey, c.vModel, c.span])).toEqual([['input', 'left', 12], ['input', 'right', 12]])
    })
  })

  describe('odd input', () => {
    it.each([undefined, null, '', '{not json', 42, '"[]"', { fields: 'x' }, [null, 1, 'a', { __config__: 5 }]])('never throws on %p', (input) => {
      expect(() => normaliseForm(input)).not.toThrow()
    })

    it('reads a twice-encoded string and a bare fields array', () => {
      expect(normaliseForm(JSON.stringify(JSON.stringify(genA))).fields).toHaveLength(3)
      expect(normaliseForm(genA.fields).fields).toHaveLength(3)
    })

    it('gives every field a unique key, even with repeated formIds', () => {
      const form = normaliseForm({ fields: [{ __config__: { jnpfKey: 'input', formId: 1 }, __vModel__: 'a' }, { __config__: { jnpfKey: 'input', formId: 1 }, __vModel__: 'b' }, { __config__: { jnpfKey: 'input' } }] })
      expect(new Set(form.fields.map((f) => f.key)).size).toBe(3)
      expect(form.fields[2].vModel).toBeUndefined()
    })
  })
})
