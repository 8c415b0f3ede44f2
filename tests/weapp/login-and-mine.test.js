/**
 * The compiled mini-program (dist/weapp) in miniprogram-simulate, talking to the real reference server:
 * the login page signs a demo user in, then the Mine tab shows that user and logs out after confirmation.
 * Build first: npx taro build --type weapp (npm test does).
 */
const { startServer } = require('../support/processes')
const { installWxBridge } = require('./wx-bridge')

let server
let bridge
let harness

beforeAll(async () => {
  server = await startServer()
  harness = require('./harness') // defines the global wx mock the bridge extends
  bridge = installWxBridge(server.base)
  harness.bootApp('pages/login/index')
}, 90000)

afterAll(async () => {
  if (server) await server.stop()
})

async function waitFor(check, what, timeoutMs = 8000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (check()) return
    await harness.simulate.sleep(25)
  }
  throw new Error(`timed out waiting for ${what}`)
}

async function type(page, selector, value) {
  const input = page.querySelector(selector)
  expect(input).toBeTruthy()
  input.dispatchEvent('input', { detail: { value } })
  await harness.flush()
}

describe('login page (compiled weapp)', () => {
  it('shows the platform, refuses a wrong password with the server message, and signs a demo user in', async () => {
    const switchTab = jest.spyOn(wx, 'switchTab')
    const page = harness.renderPage('pages/login/index')
    await harness.flush()
    expect(page.dom.textContent).toContain('公路建设云平台')
    expect(page.dom.textContent).toContain('账号')
    expect(page.dom.textContent).toContain('密码')
    // QR login belongs to the browser build; the mini-program offers WeChat login instead
    expect(page.dom.textContent).not.toContain('扫码登录')

    await type(page, '.login-form__account', 'chengang')
    await type(page, '.login-form__password', 'not-the-password')
    page.querySelector('.login-form__submit').dispatchEvent('tap')
    await harness.waitForText(page, '账户或密码错误', 8000)
    expect(bridge.store.get('token')).toBeFalsy()

    await type(page, '.login-form__password', 'Highway@2026')
    page.querySelector('.login-form__submit').dispatchEvent('tap')
    await waitFor(() => switchTab.mock.calls.length > 0, 'switchTab after login')
    expect(switchTab.mock.calls[0][0].url).toBe('/pages/index/apply')
    expect(String(bridge.store.get('token'))).toMatch(/^bearer /)
  })
})

describe('Mine tab (compiled weapp)', () => {
  it('shows the signed-in user and project, and logs out after confirmation', async () => {
    const reLaunch = jest.spyOn(wx, 'reLaunch')
    const page = harness.renderPage('pages/index/my')
    await harness.flush()
    await harness.waitForText(page, '陈刚')
    expect(page.dom.textContent).toContain('chengang')
    expect(page.dom.textContent).toContain('工区长')
    expect(page.dom.textContent).toContain('G60沪昆高速公路杭州至金华段改扩建工程')
    expect(page.dom.textContent).toContain('账号安全')

    bridge.answerModals(false)
    const logoutButton = () => page.querySelectorAll('.pf-btn').find((b) => b.dom.textContent.includes('退出登录'))
    logoutButton().dispatchEvent('tap')
    await harness.flush(10)
    expect(reLaunch).not.toHaveBeenCalled()
    expect(bridge.store.get('token')).toBeTruthy()

    bridge.answerModals(true)
    logoutButton().dispatchEvent('tap')
    await waitFor(() => reLaunch.mock.calls.length > 0, 'reLaunch to login after logout')
    expect(reLaunch.mock.calls[0][0].url).toBe('/pages/login/index')
    expect(bridge.store.get('token')).toBeFalsy()
  })
})
