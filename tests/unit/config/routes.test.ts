import { builtPages, isBuiltPage, pagePath, routes, tabPages } from '@/config/routes'

// app.config.ts calls the build's global defineAppConfig; the config object itself is what is compared
;(globalThis as unknown as { defineAppConfig: <T>(config: T) => T }).defineAppConfig = (config) => config

interface AppConfig {
  pages: string[]
  subPackages: { root: string; pages: string[] }[]
  tabBar: { list: { pagePath: string }[] }
}

function registeredPages(): string[] {
  const config: AppConfig = require('../../../src/app.config').default
  return [...config.pages, ...config.subPackages.flatMap((sp) => sp.pages.map((p) => `${sp.root}/${p}`))].map((p) => `/${p}`)
}

describe('the page list in routes.ts', () => {
  test('when the app registers its pages, then routes.ts knows exactly those pages', () => {
    expect([...builtPages].sort()).toEqual(registeredPages().sort())
  })

  test('the tab pages are the tab bar of app.config.ts, in its order', () => {
    const config: AppConfig = require('../../../src/app.config').default
    expect(tabPages).toEqual(config.tabBar.list.map((t) => `/${t.pagePath}`))
  })
})

describe('pagePath and isBuiltPage', () => {
  test('a URL loses its query and gets exactly one leading slash', () => {
    expect(pagePath(routes.my.subordinate('u1'))).toBe('/pages/my/subordinate/index')
    expect(pagePath('pages/index/map')).toBe('/pages/index/map')
    expect(pagePath('//pages/index/map?x=1')).toBe('/pages/index/map')
  })

  test('a menu address counts as built with or without slash and query; an unbuilt page does not', () => {
    expect(isBuiltPage('pages/index/map')).toBe(true)
    expect(isBuiltPage('/pages/my/scanResult/index?ticket=t')).toBe(true)
    expect(isBuiltPage('/pages/apply/safetyMorin/index')).toBe(true)
    expect(isBuiltPage('/pages/apply/knowledgeBase/index')).toBe(true)
    expect(isBuiltPage('/pages/apply/noSuchModule/index')).toBe(false)
    expect(isBuiltPage('')).toBe(false)
  })
})

describe('the system pages /choose-location and /open-location', () => {
  test('the H5 build registers them and shows them at the spec\'s URLs; the mini-program build does not carry them', () => {
    const { SYSTEM_PAGE_URLS } = require('@/config/route-table/system') as { SYSTEM_PAGE_URLS: Record<string, string> }
    expect(Object.values(SYSTEM_PAGE_URLS).sort()).toEqual(['/choose-location', '/open-location'])
    // jest runs as H5
    for (const page of Object.keys(SYSTEM_PAGE_URLS)) expect(registeredPages()).toContain(page)
    // config/index.ts maps each page to its URL (Taro's router.customRoutes)
    const buildConfig = require('fs').readFileSync(require('path').join(__dirname, '../../../config/index.ts'), 'utf8') as string
    for (const [page, url] of Object.entries(SYSTEM_PAGE_URLS)) expect(buildConfig).toContain(`'${page}': '${url}'`)
    const env = process.env.TARO_ENV
    try {
      process.env.TARO_ENV = 'weapp'
      jest.isolateModules(() => {
        const weapp: AppConfig = require('../../../src/app.config').default
        expect(weapp.subPackages.map((sp) => sp.root)).not.toContain('pages/system')
        const { builtPages: weappPages } = require('@/config/routes') as { builtPages: string[] }
        for (const page of Object.keys(SYSTEM_PAGE_URLS)) expect(weappPages).not.toContain(page)
      })
    } finally {
      process.env.TARO_ENV = env
    }
  })
})
