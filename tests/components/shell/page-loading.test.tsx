// The loading / error placeholders of src/index.html (spec §2, §8, §9), run as the browser would run them.
import { readFileSync } from 'fs'
import { join } from 'path'
import { act } from '@testing-library/react'
import { __reset, eventCenter } from '../../__mocks__/taro'
import { trackPageLoading, type PageLoadingController } from '@/components/page-loading/track-page-loading.h5'

const html = readFileSync(join(__dirname, '../../../src/index.html'), 'utf8')
const script = html.match(/<script id="page-loading-script">([\s\S]*?)<\/script>/)![1]
const body = html.match(/<body>([\s\S]*?)<\/body>/)![1]

type Win = Window & { __pageLoading: PageLoadingController & { state(): { pending: number; failed: boolean } } }
const win = () => window as unknown as Win
const shown = (id: string) => !document.getElementById(id)!.hidden

function boot() {
  document.body.innerHTML = body
  // the template's inline script, run by jsdom in page scope like the browser does
  const el = document.createElement('script')
  el.textContent = script
  document.head.appendChild(el)
  el.remove()
}

beforeEach(() => {
  jest.useFakeTimers()
  __reset()
  boot()
})
afterEach(() => jest.useRealTimers())

describe('index.html page loading placeholders', () => {
  it('keeps Taro\'s required markup', () => {
    expect(html).toContain('<div id="app"></div>')
    expect(html).toContain('<%= htmlWebpackPlugin.options.script %>')
  })

  it('shows nothing when the app renders within 200 ms', () => {
    jest.advanceTimersByTime(199)
    win().__pageLoading.end()
    jest.advanceTimersByTime(60000)
    expect(shown('boot-loading')).toBe(false)
    expect(shown('boot-error')).toBe(false)
  })

  it('shows the loading placeholder after 200 ms and hides it once rendered', () => {
    jest.advanceTimersByTime(199)
    expect(shown('boot-loading')).toBe(false)
    jest.advanceTimersByTime(1)
    expect(shown('boot-loading')).toBe(true)
    win().__pageLoading.end()
    expect(shown('boot-loading')).toBe(false)
  })

  it('turns into the error placeholder with a reload action after 60000 ms', () => {
    jest.advanceTimersByTime(59999)
    expect(shown('boot-error')).toBe(false)
    jest.advanceTimersByTime(1)
    expect(shown('boot-error')).toBe(true)
    expect(shown('boot-loading')).toBe(false)
    expect(document.getElementById('boot-error-detail')!.textContent).toContain('超时')
    // the reload action is the page script's, by the button's class: the CSP runs no inline onclick
    const button = document.querySelector('#boot-error .boot-state__button')!
    expect(button.getAttribute('onclick')).toBeNull()
    expect(button.classList.contains('boot-state__button')).toBe(true)
    expect(script).toMatch(/closest\('\.boot-state__button'\)\) location\.reload\(\)/)
  })

  it('a page that still arrives after the time-out replaces the error', () => {
    jest.advanceTimersByTime(60000)
    win().__pageLoading.end()
    expect(shown('boot-error')).toBe(false)
  })

  it('shows a ChunkLoadError that escapes the app as the error placeholder', () => {
    const reason = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' })
    const event = new Event('unhandledrejection') as Event & { reason?: unknown }
    event.reason = reason
    window.dispatchEvent(event)
    expect(shown('boot-error')).toBe(true)
    expect(document.getElementById('boot-error-detail')!.textContent).toBe('页面加载失败，请检查网络后重试')
  })

  it('says what failed in words, never the error class name, and offers 重试', () => {
    win().__pageLoading.fail(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))
    const error = document.getElementById('boot-error')!
    expect(error.textContent).not.toMatch(/ChunkLoadError|Loading chunk/)
    expect(error.textContent).toContain('页面加载失败，请检查网络后重试')
    expect(error.querySelector('.boot-state__button')!.textContent).toBe('重试')
  })

  it('keeps a navigation bar with a back arrow on the loading and the error placeholders', () => {
    window.history.pushState({}, '', '/pages/apply/dynamicModel/index')
    jest.advanceTimersByTime(200)
    const loadingBack = document.querySelector<HTMLElement>('#boot-loading .boot-nav__back')!
    expect(document.querySelector('#boot-loading .boot-nav__title')!.textContent).toBe('加载中')
    expect(loadingBack.hidden).toBe(false)
    expect(loadingBack.getAttribute('aria-label')).toBe('返回')
    jest.advanceTimersByTime(60000)
    expect(document.querySelector('#boot-error .boot-nav__title')!.textContent).toBe('页面加载失败')
    expect(document.querySelector<HTMLElement>('#boot-error .boot-nav__back')!.hidden).toBe(false)
    // the arrow goes back through the history (wired by class, as the CSP wants)
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined)
    document.querySelector<HTMLElement>('#boot-error .boot-nav__arrow')!.click()
    // (every test boots the template again, so earlier boots' listeners answer too)
    expect(back).toHaveBeenCalled()
    back.mockRestore()
  })
})

describe('page chunk tracking (H5)', () => {
  function loader() {
    const pending: { resolve: (v?: unknown) => void; reject: (e: unknown) => void }[] = []
    const req = { e: jest.fn((_chunkId: unknown) => new Promise((resolve, reject) => pending.push({ resolve, reject }))) }
    return { req, pending }
  }

  it('ends the boot task when the first page is on screen', () => {
    const { req } = loader()
    trackPageLoading(win().__pageLoading, req)
    expect(win().__pageLoading.state().pending).toBe(1)
    eventCenter.trigger('__afterTaroRouterChange', { toLocation: { path: '/pages/login/index' } })
    expect(win().__pageLoading.state().pending).toBe(0)
    eventCenter.trigger('__afterTaroRouterChange', { toLocation: { path: '/pages/index/apply' } })
    expect(win().__pageLoading.state().pending).toBe(0)
  })

  it('shows loading while a page chunk takes longer than 200 ms', async () => {
    const { req, pending } = loader()
    trackPageLoading(win().__pageLoading, req)
    eventCenter.trigger('__afterTaroRouterChange', {})
    const load = req.e('pages-my-settings')
    jest.advanceTimersByTime(200)
    expect(shown('boot-loading')).toBe(true)
    pending[0].resolve('ok')
    await act(async () => {
      await expect(load).resolves.toBe('ok')
    })
    expect(shown('boot-loading')).toBe(false)
  })

  it('shows a failed chunk (ChunkLoadError after 120 s) as the error placeholder', async () => {
    const { req, pending } = loader()
    trackPageLoading(win().__pageLoading, req)
    eventCenter.trigger('__afterTaroRouterChange', {})
    const load = req.e('pages-apply')
    pending[0].reject(Object.assign(new Error('Loading chunk pages-apply failed. (timeout)'), { name: 'ChunkLoadError' }))
    await act(async () => {
      await expect(load).rejects.toThrow('Loading chunk')
    })
    expect(shown('boot-error')).toBe(true)
    expect(document.getElementById('boot-error-detail')!.textContent).toBe('页面加载失败，请检查网络后重试')
  })

  it('wraps the chunk loader only once', () => {
    const { req } = loader()
    trackPageLoading(win().__pageLoading, req)
    const wrapped = req.e
    trackPageLoading(win().__pageLoading, req)
    expect(req.e).toBe(wrapped)
  })
})
