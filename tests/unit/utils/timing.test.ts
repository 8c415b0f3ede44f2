import { debounce, throttle } from '@/utils'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('debounce', () => {
  it('runs once, 500 ms after the last call, with the last arguments', () => {
    const fn = jest.fn()
    const search = debounce(fn)
    search('张')
    jest.advanceTimersByTime(300)
    search('张三')
    jest.advanceTimersByTime(499)
    expect(fn).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith('张三')
  })

  it('honours a custom wait', () => {
    const fn = jest.fn()
    const d = debounce(fn, 100)
    d()
    jest.advanceTimersByTime(100)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('with leading runs the first call at once and ignores the rest of the burst', () => {
    const fn = jest.fn()
    const d = debounce(fn, 500, { leading: true })
    d(1)
    d(2)
    jest.advanceTimersByTime(400)
    d(3)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith(1)
    jest.advanceTimersByTime(500)
    d(4)
    expect(fn).toHaveBeenCalledTimes(2)
    expect(fn).toHaveBeenLastCalledWith(4)
  })

  it('cancel drops the pending call', () => {
    const fn = jest.fn()
    const d = debounce(fn)
    d()
    d.cancel()
    jest.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
  })
})

describe('throttle', () => {
  it('runs the first call at once and drops the others for 500 ms', () => {
    const fn = jest.fn()
    const submit = throttle(fn)
    submit('a')
    submit('b')
    jest.advanceTimersByTime(499)
    submit('c')
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith('a')
    jest.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    submit('d')
    expect(fn).toHaveBeenCalledTimes(2)
    expect(fn).toHaveBeenLastCalledWith('d')
  })

  it('with trailing also runs the last dropped call when the window ends', () => {
    const fn = jest.fn()
    const t = throttle(fn, 500, { trailing: true })
    t(1)
    t(2)
    t(3)
    jest.advanceTimersByTime(500)
    expect(fn.mock.calls).toEqual([[1], [3]])
    jest.advanceTimersByTime(500)
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('without leading runs at the end of the window', () => {
    const fn = jest.fn()
    const t = throttle(fn, 200, { leading: false })
    t('x')
    expect(fn).not.toHaveBeenCalled()
    jest.advanceTimersByTime(200)
    expect(fn).toHaveBeenCalledWith('x')
  })

  it('cancel opens a new window at once', () => {
    const fn = jest.fn()
    const t = throttle(fn)
    t(1)
    t.cancel()
    t(2)
    expect(fn.mock.calls).toEqual([[1], [2]])
  })
})
