// The urgency bar of a new launch (jnpf-forms-and-flows §5.2): the chosen level must stand out from the others,
// including the default 普通, whose grey tone read as a disabled chip: it is filled with the theme's blue and ticked.
import { fireEvent, screen, within } from '@testing-library/react'
import { __reset } from '../__mocks__/taro'
import { engine, flowInfo, loaded, openDetail, signIn } from './workflow-before-fixture'

beforeEach(() => {
  __reset()
  signIn()
})

const level = (name: string) => within(screen.getByRole('radiogroup', { name: '紧急程度' })).getByRole('radio', { name })

describe('the urgency bar', () => {
  test('the chosen level is filled with its colour; the others stay plain', async () => {
    engine(flowInfo({ fresh: true }), {}, '0')
    await loaded(openDetail({ id: '', flowId: 'fv1', formType: 2, opType: -1, fullName: '隐患整改' }))
    expect(level('普通')).toHaveAttribute('aria-checked', 'true')
    expect(level('普通')).toHaveStyle({ backgroundColor: '#2979ff', color: '#ffffff' })
    expect(level('普通')).toHaveTextContent('✓ 普通')
    expect(level('紧急')).toHaveTextContent(/^紧急$/)
    expect(level('紧急').style.backgroundColor).toBe('')

    fireEvent.click(level('紧急'))
    expect(level('紧急')).toHaveStyle({ backgroundColor: '#fa3534', color: '#ffffff' })
    expect(level('紧急')).toHaveTextContent('✓ 紧急')
    expect(level('普通').style.backgroundColor).toBe('')
  })
})
