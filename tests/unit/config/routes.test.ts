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
