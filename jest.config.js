/**
 * Every jest layer; `npm test` (scripts/test-all.js) runs them all after building.
 *   unit        app logic (request, storage, validators, stores) in node with a Taro stand-in
 *   components  React + Taro components in jsdom (@tarojs/components -> lib/react, the H5 web components)
 *   server      the reference server through fastify.inject and real sockets, on a real database
 *   weapp       the compiled dist/weapp pages in miniprogram-simulate (build:weapp first)
 */
const taroGlobals = {
  ENABLE_INNER_HTML: true,
  ENABLE_ADJACENT_HTML: true,
  ENABLE_SIZE_APIS: true,
  ENABLE_TEMPLATE_CONTENT: true,
  ENABLE_MUTATION_OBSERVER: true,
  ENABLE_CLONE_NODE: true,
  ENABLE_CONTAINS: true,
  DEPRECATED_ADAPTER_COMPONENT: false,
  __TARO_FRAMEWORK__: 'react'
}
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } }]
const appModuleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@shared/(.*)$': '<rootDir>/types/$1',
  '^@tarojs/taro$': '<rootDir>/tests/__mocks__/taro.ts',
  '\\.(css|scss|sass|less)$': '<rootDir>/tests/__mocks__/style-mock.js',
  '\\.(png|jpg|jpeg|gif|svg)$': '<rootDir>/tests/__mocks__/file-mock.js'
}

module.exports = {
  // per-project testTimeout is ignored by jest; server and weapp tests start real servers and builds
  testTimeout: 30000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
      transform: { '^.+\\.[jt]sx?$': swc },
      moduleNameMapper: appModuleNameMapper,
      setupFiles: ['<rootDir>/tests/setup-env.js'],
      globals: taroGlobals
    },
    {
      displayName: 'components',
      testEnvironment: 'jsdom',
      testEnvironmentOptions: { url: 'http://localhost/', customExportConditions: [''] },
      testMatch: ['<rootDir>/tests/components/**/*.test.tsx'],
      setupFiles: ['<rootDir>/tests/setup-env.js'],
      setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/tests/components/setup-timeouts.ts'],
      globals: taroGlobals,
      transform: {
        '^.+\\.[mc]?[jt]sx?$': ['babel-jest', {
          configFile: false,
          babelrc: false,
          presets: [
            ['@babel/preset-env', { targets: { node: 'current' } }],
            ['@babel/preset-react', { runtime: 'automatic' }],
            '@babel/preset-typescript'
          ]
        }]
      },
      // Taro, taro-ui and stencil ship ESM and must be transformed
      transformIgnorePatterns: ['/node_modules/(?!(@tarojs|taro-ui|@stencil|swiper|ssr-window|dom7|tslib|\\.pnpm)/)'],
      moduleNameMapper: { '^@tarojs/components$': '@tarojs/components/lib/react', ...appModuleNameMapper }
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
      transform: { '^.+\\.[mc]?[jt]sx?$': swc },
      // fastify 5 pulls ESM-only cookie and content-disposition
      transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
      moduleNameMapper: { '^@shared/(.*)$': '<rootDir>/types/$1' }
    },
    {
      displayName: 'weapp',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/weapp/**/*.test.js'],
      transform: {} // dist/weapp is compiled JS already
    }
  ]
}
