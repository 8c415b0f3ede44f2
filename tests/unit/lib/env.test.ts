// The configuration is read once at import: each case loads a fresh copy with its own process.env.
type EnvModule = typeof import('@/config/env')

function loadEnv(vars: Record<string, string | undefined>): EnvModule['env'] {
  const saved = { ...process.env }
  Object.assign(process.env, vars)
  for (const [key, value] of Object.entries(vars)) if (value === undefined) delete process.env[key]
  try {
    let loaded: EnvModule | undefined
    jest.isolateModules(() => {
      loaded = jest.requireActual<EnvModule>('@/config/env')
    })
    return loaded!.env
  } finally {
    process.env = saved
  }
}

describe('env', () => {
  it('has the spec defaults', () => {
    const env = loadEnv({ TARO_APP_API_BASE: undefined, TARO_APP_SOCKET_URL: undefined, TARO_APP_PASSWORD_MODE: undefined, TARO_APP_AES_KEY: undefined })
    expect(env).toMatchObject({
      apiBase: '/H5Api',
      socketUrl: '',
      smsBase: '/H5Api',
      passwordMode: 'md5',
      aesKey: 'EY8WePvjM5GGwQzn',
      requestTimeout: 60000,
      requestTimeoutAlt: 1000000,
      uploadTimeout: 60000,
      downloadTimeout: 60000,
      socketTimeout: 60000,
      loadingDelay: 800,
      sessionRedirectDelay: 1500,
      appVersion: '3.3.5',
      appVersionCode: 139,
      platformName: '公路建设云平台',
      uploadPath: '/api/file/Uploader/',
      reportPath: '/Report'
    })
  })

  it('takes a real JNPF backend, the socket URL and the AES mode from the environment', () => {
    const env = loadEnv({
      TARO_APP_API_BASE: 'https://jnpf.example.com/api-gw/',
      TARO_APP_SOCKET_URL: 'wss://jnpf.example.com/websocket',
      TARO_APP_PASSWORD_MODE: 'AES',
      TARO_APP_AES_KEY: '0123456789abcdef'
    })
    expect(env.apiBase).toBe('https://jnpf.example.com/api-gw')
    expect(env.smsBase).toBe('https://jnpf.example.com/api-gw')
    expect(env.socketUrl).toBe('wss://jnpf.example.com/websocket')
    expect(env.passwordMode).toBe('aes')
    expect(env.aesKey).toBe('0123456789abcdef')
  })

  it.each([
    [{ TARO_APP_API_BASE: 'H5Api' }, /TARO_APP_API_BASE/],
    [{ TARO_APP_SOCKET_URL: 'http://x' }, /TARO_APP_SOCKET_URL/],
    [{ TARO_APP_PASSWORD_MODE: 'sha256' }, /TARO_APP_PASSWORD_MODE/],
    [{ TARO_APP_AES_KEY: 'short' }, /TARO_APP_AES_KEY/]
  ])('stops with a message naming the bad variable: %p', (vars, message) => {
    expect(() => loadEnv(vars)).toThrow(message)
  })
})
