/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react'
import { createFormStore, useFormField, useFormState } from '@/lib/form'

describe('form store hooks', () => {
  it('useFormField re-renders only when its own value, error or touched flag changes', () => {
    const form = createFormStore({ values: { a: '', b: '' }, rules: { a: [{ required: true, message: 'a必填' }] } })
    let renders = 0
    const { result } = renderHook(() => {
      renders++
      return useFormField<string>(form, 'a')
    })
    expect(result.current.value).toBe('')
    const before = renders

    act(() => form.setValue('b', 'other field'))
    expect(renders).toBe(before)

    act(() => result.current.onChange('x'))
    expect(result.current.value).toBe('x')
    expect(renders).toBe(before + 1)

    act(() => result.current.onChange(''))
    expect(result.current.error).toBe('a必填')

    act(() => result.current.onBlur())
    expect(result.current.touched).toBe(true)
  })

  it('useFormField follows a child-table cell and ignores other rows', () => {
    const form = createFormStore({ values: { t: [{ n: 1 }, { n: 2 }] } })
    let renders = 0
    const { result } = renderHook(() => {
      renders++
      return useFormField<number>(form, 't.1.n')
    })
    const before = renders
    act(() => form.setValue('t.0.n', 5))
    expect(renders).toBe(before)
    act(() => form.setValue('t.1.n', 6))
    expect(result.current.value).toBe(6)
  })

  it('useFormState with an equality function keeps a derived object until it really changes', () => {
    const form = createFormStore({ values: { a: 1, b: 2 } })
    let renders = 0
    const { result } = renderHook(() => {
      renders++
      return useFormState(form, (s) => ({ sum: Number(s.values.a) + Number(s.values.b) }), (x, y) => x.sum === y.sum)
    })
    expect(result.current.sum).toBe(3)
    const before = renders
    act(() => form.setValues({ a: 2, b: 1 }))
    expect(renders).toBe(before)
    act(() => form.setValue('a', 10))
    expect(result.current.sum).toBe(11)
    expect(form.getState().submitting).toBe(false)
  })
})
