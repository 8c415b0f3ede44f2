// Shared pieces of the @tarojs/taro stand-in (see taro.ts): every mocked API is a jest.fn whose default
// implementation __reset() restores.

export type AnyFn = (...args: any[]) => any

const defaults = new Map<jest.Mock, AnyFn>()

/** a jest.fn whose default implementation __reset() restores */
export function fn<F extends AnyFn>(impl: F): jest.Mock<ReturnType<F>, Parameters<F>> {
  const mock = jest.fn(impl) as unknown as jest.Mock<ReturnType<F>, Parameters<F>>
  defaults.set(mock as unknown as jest.Mock, impl)
  return mock
}

export function restoreDefaults(): void {
  defaults.forEach((impl, mock) => {
    mock.mockReset()
    mock.mockImplementation(impl)
  })
}

/** WeChat-style async API: callbacks plus a promise */
export function callback<R>(result: R) {
  return (options: any = {}) => {
    options.success?.(result)
    options.complete?.(result)
    return Promise.resolve(result)
  }
}

export const ok = (api: string) => ({ errMsg: `${api}:ok` })
