import { deriveSocketUrl } from '@/lib/socket/socket-url-derive'
import { resolveSocketUrl as resolveWeapp } from '@/lib/socket/socket-url.weapp'
import { resolveSocketUrl as resolveH5 } from '@/lib/socket/socket-url.h5'

describe('socket URL', () => {
  it.each([
    ['wss://im.example.com/ws', '/H5Api', { protocol: 'http:', host: 'localhost:8080' }, 'wss://im.example.com/ws'],
    ['', '/H5Api', { protocol: 'http:', host: 'localhost:8080' }, 'ws://localhost:8080/H5Api/api/message/websocket'],
    ['', '/H5Api', { protocol: 'https:', host: 'app.example.com' }, 'wss://app.example.com/H5Api/api/message/websocket'],
    ['', '', { protocol: 'https:', host: 'app.example.com' }, 'wss://app.example.com/api/message/websocket'],
    ['', 'https://jnpf.example.com/api-root', { protocol: 'http:', host: 'localhost' }, 'wss://jnpf.example.com/api-root/api/message/websocket'],
    ['', 'http://10.0.0.2:30000', undefined, 'ws://10.0.0.2:30000/api/message/websocket'],
    ['', '/H5Api', undefined, '']
  ])('configured %p, apiBase %p, location %p -> %p', (configured, apiBase, location, expected) => {
    expect(deriveSocketUrl(configured, apiBase, location)).toBe(expected)
  })

  it('weapp: an empty TARO_APP_SOCKET_URL means not configured', () => {
    expect(resolveWeapp()).toBe('')
  })

  it('H5 without a page location (node) and without configuration gives no URL', () => {
    expect(resolveH5()).toBe('')
  })
})
