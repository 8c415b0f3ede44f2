import { createFormStore, firstError, isEmptyValue, type FormRule } from '@/lib/form'

const required = (message: string, trigger?: FormRule['trigger']): FormRule => ({ required: true, message, trigger })

describe('form store', () => {
  describe('required', () => {
    it.each([undefined, null, '', '   ', []])('treats %p as empty', (value) => {
      expect(isEmptyValue(value)).toBe(true)
    })

    it.each([0, false, 'a', [1], {}])('treats %p as filled', (value) => {
      expect(isEmptyValue(value)).toBe(false)
    })
  })

  describe('when a change-triggered field changes', () => {
    it('then an empty value shows its message and a valid value clears it', () => {
      const form = createFormStore({ values: { name: 'a' }, rules: { name: [required('名称不能为空')] } })
      form.setValue('name', '  ')
      expect(form.getState().errors.name).toBe('名称不能为空')
      form.setValue('name', '桥梁')
      expect(form.getState().errors.name).toBeUndefined()
      expect(form.getValue('name')).toBe('桥梁')
    })

    it('then a pattern checks a non-empty value only', () => {
      const form = createFormStore({ rules: { code: [{ pattern: /^\d+$/, message: '只能是数字' }] } })
      form.setValue('code', '')
      expect(form.getState().errors.code).toBeUndefined()
      form.setValue('code', '12a')
      expect(form.getState().errors.code).toBe('只能是数字')
      form.setValue('code', 42)
      expect(form.getState().errors.code).toBeUndefined()
    })

    it('then a validator receives the value, all values and the path', () => {
      const seen: unknown[] = []
      const form = createFormStore({
        values: { min: 5 },
        rules: { max: [{ validator: (value, values, name) => { seen.push([value, values.min, name]); return Number(value) < Number(values.min) ? '不能小于最小值' : undefined } }] }
      })
      form.setValue('max', 3)
      expect(form.getState().errors.max).toBe('不能小于最小值')
      expect(seen).toEqual([[3, 5, 'max']])
    })
  })

  describe('when a rule runs on blur', () => {
    it('then changes alone do not show it, blur does, and a later valid change clears it', () => {
      const form = createFormStore({ rules: { phone: [{ pattern: /^1[3-9]\d{9}$/, message: '手机号格式不正确', trigger: 'blur' }] } })
      form.setValue('phone', '123')
      expect(form.getState().errors.phone).toBeUndefined()
      form.touch('phone')
      expect(form.getState().touched.phone).toBe(true)
      expect(form.getState().errors.phone).toBe('手机号格式不正确')
      form.setValue('phone', '13800138000')
      expect(form.getState().errors.phone).toBeUndefined()
    })
  })

  describe('when a rule runs on submit only', () => {
    it('then neither change nor blur shows it, validate does', () => {
      const form = createFormStore({ rules: { a: [required('必填', 'submit')] } })
      form.setValue('a', '')
      form.touch('a')
      expect(form.getState().errors.a).toBeUndefined()
      expect(form.validateField('a', 'change')).toBeUndefined()
      expect(form.validateField('a', 'submit')).toBe('必填')
    })
  })

  describe('when values are set programmatically', () => {
    it('then setValues clears errors that became valid but raises no new ones', () => {
      const form = createFormStore({ rules: { a: [required('a必填')], b: [required('b必填')] } })
      expect(form.validate()).toBe(false)
      form.setValues({ a: 'x', c: '' })
      expect(form.getState().errors).toEqual({ b: 'b必填' })
      form.reset()
      form.setValues({ b: '' })
      expect(form.getState().errors).toEqual({})
    })
  })

  describe('child table paths', () => {
    const rows = [{ id: 'r1', amount: 1 }, { id: 'r2', amount: '' }]
    const rowRule: FormRule = { validator: (value, _values, name) => (isEmptyValue(value) ? `明细(${Number(name.split('.')[1]) + 1})金额不能为空` : undefined) }

    it('reads and writes nested values without touching the original rows', () => {
      const form = createFormStore({ values: { tableField1: rows } })
      form.setValue('tableField1.1.amount', 7)
      expect(form.getValue('tableField1.1.amount')).toBe(7)
      expect(form.getValue('tableField1.1.id')).toBe('r2')
      expect(rows[1].amount).toBe('')
      expect(form.getState().values.tableField1).not.toBe(rows)
    })

    it('creates missing rows as arrays', () => {
      const form = createFormStore()
      form.setValue('t.0.a', 1)
      expect(form.getState().values).toEqual({ t: [{ a: 1 }] })
    })

    it('validates a * rule on every row with its own message', () => {
      const form = createFormStore({ values: { tableField1: rows }, rules: { 'tableField1.*.amount': [rowRule] } })
      expect(form.validate()).toBe(false)
      expect(form.getState().errors).toEqual({ 'tableField1.1.amount': '明细(2)金额不能为空' })
      expect(form.getState().touched['tableField1.0.amount']).toBe(true)
      form.setValue('tableField1.1.amount', 3)
      expect(form.getState().errors).toEqual({})
    })

    it('re-checks row errors when rows are removed, so errors never point at a moved row', () => {
      const form = createFormStore({ values: { t: [{ a: '' }, { a: 'x' }] }, rules: { 't.*.a': [required('必填')] } })
      form.validate()
      expect(form.getState().errors).toEqual({ 't.0.a': '必填' })
      form.setValue('t', [{ a: 'x' }])
      expect(form.getState().errors).toEqual({})
    })

    it('drops errors of a rule that is removed', () => {
      const form = createFormStore({ values: { t: [{ a: '' }] }, rules: { 't.*.a': [required('必填')], b: [required('b')] } })
      form.validate()
      form.setRules('t.*.a', undefined)
      expect(form.getState().errors).toEqual({ b: 'b' })
      form.setRules('b', [])
      expect(form.getState().errors).toEqual({})
    })
  })

  describe('submit', () => {
    it('when invalid: marks touched, keeps values, never calls onValid', async () => {
      const form = createFormStore({ values: { a: '', b: 'keep' }, rules: { a: [required('a必填')] } })
      const onValid = jest.fn()
      await expect(form.submit(onValid)).resolves.toBe(false)
      expect(onValid).not.toHaveBeenCalled()
      expect(form.getState()).toMatchObject({ values: { a: '', b: 'keep' }, touched: { a: true }, submitting: false })
      expect(firstError(form.getState())).toBe('a必填')
    })

    it('when valid: runs onValid with the values, submitting meanwhile, and ignores a second call', async () => {
      const form = createFormStore({ values: { a: 'x' }, rules: { a: [required('a必填')] } })
      let release: () => void = () => undefined
      const onValid = jest.fn(() => new Promise<void>((resolve) => { release = resolve }))
      const first = form.submit(onValid)
      expect(form.getState().submitting).toBe(true)
      await expect(form.submit(onValid)).resolves.toBe(false)
      release()
      await expect(first).resolves.toBe(true)
      expect(onValid).toHaveBeenCalledTimes(1)
      expect(onValid).toHaveBeenCalledWith({ a: 'x' })
      expect(form.getState().submitting).toBe(false)
      await expect(form.submit(() => undefined)).resolves.toBe(true)
    })

    it('when onValid fails: resolves false, keeps the values and allows another try', async () => {
      const form = createFormStore({ values: { a: 'x' } })
      const failure = Object.assign(new Error('保存失败'), { code: 400 })
      await expect(form.submit(() => Promise.reject(failure))).resolves.toBe(false)
      expect(form.getState()).toMatchObject({ values: { a: 'x' }, submitting: false })
      await expect(form.submit(() => undefined)).resolves.toBe(true)
    })
  })

  describe('reset and subscribe', () => {
    it('reset returns to the initial values, or to new ones that become the baseline', () => {
      const form = createFormStore({ values: { a: 1 }, rules: { b: [required('b')] } })
      form.setValue('a', 2)
      form.validate()
      form.reset()
      expect(form.getState()).toMatchObject({ values: { a: 1 }, errors: {}, touched: {} })
      form.reset({ a: 9 })
      form.setValue('a', 3)
      form.reset()
      expect(form.getValue('a')).toBe(9)
    })

    it('notifies subscribers on change and stops after unsubscribe; registering rules notifies nobody', () => {
      const form = createFormStore()
      const listener = jest.fn()
      const stop = form.subscribe(listener)
      form.setRules('a', [required('a')])
      expect(listener).not.toHaveBeenCalled()
      form.setValue('a', 'x')
      expect(listener).toHaveBeenCalledTimes(1)
      expect(listener.mock.calls[0][0].values).toEqual({ a: 'x' })
      stop()
      form.setValue('a', 'y')
      expect(listener).toHaveBeenCalledTimes(1)
    })
  })
})
