// weapp: WeChat's update manager (Taro.getUpdateManager) is watched from launch; a downloaded package asks to restart.

function fakeManager() {
  const handlers: Record<string, () => void> = {}
  return {
    handlers,
    manager: {
      onCheckForUpdate: jest.fn(),
      onUpdateReady: jest.fn((cb: () => void) => { handlers.ready = cb }),
      onUpdateFailed: jest.fn((cb: () => void) => { handlers.failed = cb }),
      applyUpdate: jest.fn()
    }
  }
}

describe('the weapp updater', () => {
  // a fresh module per test (its manager is module state), with the Taro stand-in that module sees
  async function load() {
    jest.resetModules()
    const Taro = (await import('@tarojs/taro')).default as any
    ;(await import('../../__mocks__/taro')).__reset()
    return Taro
  }

  test('a downloaded package asks to restart and applies the update when confirmed', async () => {
    const Taro = await load()
    const { manager, handlers } = fakeManager()
    ;(Taro as any).getUpdateManager = jest.fn(() => manager)
    const { appUpdater } = await import('@/lib/app-update.weapp')
    appUpdater.watch()
    appUpdater.watch()
    expect((Taro as any).getUpdateManager).toHaveBeenCalledTimes(1)
    expect(appUpdater.ready()).toBe(false)
    ;(Taro.showModal as unknown as jest.Mock).mockResolvedValueOnce({ confirm: true })
    handlers.ready()
    await Promise.resolve()
    await Promise.resolve()
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '新版本已经准备好，是否重启应用？' }))
    expect(manager.applyUpdate).toHaveBeenCalledTimes(1)
    expect(appUpdater.ready()).toBe(true)
  })

  test('a failed download says so', async () => {
    const Taro = await load()
    const { manager, handlers } = fakeManager()
    ;(Taro as any).getUpdateManager = jest.fn(() => manager)
    const { appUpdater } = await import('@/lib/app-update.weapp')
    appUpdater.watch()
    handlers.failed()
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('新版本下载失败') }))
    expect(manager.applyUpdate).not.toHaveBeenCalled()
  })
})
