// The Taro stand-in has no tab-bar APIs: the message tests add recording ones.
import Taro from '@tarojs/taro'

export function installTabBarFakes() {
  const setTabBarBadge = jest.fn((_opts: { index: number; text: string }) => Promise.resolve({ errMsg: 'setTabBarBadge:ok' }))
  const removeTabBarBadge = jest.fn((_opts: { index: number }) => Promise.resolve({ errMsg: 'removeTabBarBadge:ok' }))
  Object.assign(Taro as object, { setTabBarBadge, removeTabBarBadge })
  return { setTabBarBadge, removeTabBarBadge }
}

/** the badge text now shown on tab 0, or '' when removed / never set */
export function shownBadge(fakes: ReturnType<typeof installTabBarFakes>): string {
  const calls: { kind: 'set' | 'remove'; order: number; text?: string }[] = [
    ...fakes.setTabBarBadge.mock.calls.map((c, i) => ({ kind: 'set' as const, order: fakes.setTabBarBadge.mock.invocationCallOrder[i], text: c[0].text })),
    ...fakes.removeTabBarBadge.mock.calls.map((_c, i) => ({ kind: 'remove' as const, order: fakes.removeTabBarBadge.mock.invocationCallOrder[i] }))
  ].sort((a, b) => a.order - b.order)
  const last = calls[calls.length - 1]
  return last?.kind === 'set' ? last.text ?? '' : ''
}
