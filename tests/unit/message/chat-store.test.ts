import Taro from '@tarojs/taro'
import { __reset, __setRequestHandler, __setUploadHandler } from '../../__mocks__/taro'
import { installMessageHandlers, uninstallMessageHandlers } from '@/features/message/handlers'
import { useChatStore, ECHO_TIMEOUT } from '@/features/message/stores/chat-store'
import { retry, sendImage, sendText } from '@/features/message/stores/chat-actions'
import { emit, fake, resetFakeSocket, sentOf } from './fake-socket'
import { installTabBarFakes } from './badge-taro'

jest.mock('@/lib/socket', () => require('./fake-socket'))

const peer = { id: 'u-li', name: '李强' }
const chat = () => useChatStore.getState()
const mine = () => chat().messages.filter((m) => m.fromMe)

beforeEach(() => {
  jest.useFakeTimers()
  __reset()
  resetFakeSocket()
  installTabBarFakes()
  uninstallMessageHandlers()
  installMessageHandlers()
  chat().open(peer, 'u-zhang')
})

afterEach(() => {
  chat().close()
  jest.useRealTimers()
})

const echo = (toMessage: unknown, messageType = 'text') =>
  emit('sendMessage', { UserId: 'u-zhang', toUserId: 'u-li', messageType, toMessage, latestDate: 1763900000000 })

describe('send states', () => {
  test('a text goes out as SendMessage and is sending until the server echo makes it sent', () => {
    sendText('  明天九点验收  ')
    expect(sentOf('SendMessage')).toEqual([{ method: 'SendMessage', toUserId: 'u-li', messageType: 'text', messageContent: '明天九点验收' }])
    expect(mine()).toHaveLength(1)
    expect(mine()[0]).toMatchObject({ type: 'text', text: '明天九点验收', state: 'sending' })
    echo('明天九点验收')
    expect(mine()[0]).toMatchObject({ state: 'sent', time: 1763900000000 })
    // the timer is gone: nothing turns it failed later
    jest.advanceTimersByTime(ECHO_TIMEOUT * 2)
    expect(mine()[0].state).toBe('sent')
  })

  test('no echo within 10 s fails the message; a retry sends it again and the echo makes it sent', () => {
    sendText('收到请回复')
    jest.advanceTimersByTime(ECHO_TIMEOUT - 1)
    expect(mine()[0].state).toBe('sending')
    jest.advanceTimersByTime(1)
    expect(mine()[0].state).toBe('failed')
    retry(mine()[0])
    expect(mine()[0].state).toBe('sending')
    expect(sentOf('SendMessage')).toHaveLength(2)
    expect(mine()).toHaveLength(1)
    echo('收到请回复')
    expect(mine()[0].state).toBe('sent')
  })

  test('a send the socket refuses fails at once', () => {
    fake.accept = false
    sendText('断网了')
    expect(mine()[0].state).toBe('failed')
    fake.accept = true
    retry(mine()[0])
    expect(sentOf('SendMessage')).toHaveLength(1)
  })

  test('a late echo still confirms a message already marked failed', () => {
    sendText('慢')
    jest.advanceTimersByTime(ECHO_TIMEOUT)
    expect(mine()[0].state).toBe('failed')
    echo('慢')
    expect(mine()[0].state).toBe('sent')
  })

  test('two equal texts are confirmed one echo each, oldest first', () => {
    sendText('好')
    sendText('好')
    echo('好')
    expect(mine().map((m) => m.state)).toEqual(['sent', 'sending'])
    echo('好')
    expect(mine().map((m) => m.state)).toEqual(['sent', 'sent'])
  })

  test('an echo the server escaped still matches the text that was sent', () => {
    sendText('a<b & c')
    echo('a&lt;b &amp; c')
    expect(mine()[0].state).toBe('sent')
  })

  test('an echo from another device of mine is added as sent; an echo to someone else is not shown here', () => {
    echo('我在电脑上发的')
    emit('sendMessage', { toUserId: 'u-wang', messageType: 'text', toMessage: '别的会话' })
    expect(mine()).toHaveLength(1)
    expect(mine()[0]).toMatchObject({ text: '我在电脑上发的', state: 'sent' })
  })

  test('an error frame from the server fails the message waiting for its echo, with the reason', () => {
    sendText('发给看不见的人')
    emit('error', { msg: '无权给该用户发送消息' })
    expect(mine()[0].state).toBe('failed')
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '无权给该用户发送消息' }))
    // nothing waiting: a later error changes nothing
    emit('error', { msg: 'x' })
    expect(mine()[0].state).toBe('failed')
  })

  test('an echo or incoming message carrying an id already shown is not added twice', () => {
    emit('sendMessage', { toUserId: 'u-li', messageType: 'text', toMessage: '电脑上发的', id: 'm7' })
    emit('sendMessage', { toUserId: 'u-li', messageType: 'text', toMessage: '电脑上发的', id: 'm7' })
    emit('receiveMessage', { formUserId: 'u-li', messageType: 'text', formMessage: '回复', id: 'm8' })
    emit('receiveMessage', { formUserId: 'u-li', messageType: 'text', formMessage: '回复', id: 'm8' })
    expect(chat().messages.map((m) => m.id)).toEqual(['m7', 'm8'])
  })

  test('an image is uploaded with progress, then sent as {name,width,height} and confirmed by its echo path', async () => {
    const progress: number[] = []
    __setUploadHandler(async (opts: any, report: (p: number) => void) => {
      expect(opts.url).toBe('/H5Api/api/file/Uploader/IM')
      expect(opts.name).toBe('file')
      expect(opts.fileName).toBe('image.jpg')
      report(40)
      progress.push(chat().messages[0].progress ?? -1)
      return { statusCode: 200, data: { code: 200, msg: 'ok', data: { name: '20261121_abc.jpg', url: '/api/file/Image/im/20261121_abc.jpg' } } }
    })
    sendImage({ path: 'blob:local-1', width: 800, height: 600, fileName: 'image.jpg' })
    expect(mine()[0]).toMatchObject({ type: 'image', state: 'sending', image: { path: 'blob:local-1' } })
    await jest.advanceTimersByTimeAsync(0)
    expect(progress).toEqual([40])
    expect(sentOf('SendMessage')).toEqual([
      { method: 'SendMessage', toUserId: 'u-li', messageType: 'image', messageContent: JSON.stringify({ name: '20261121_abc.jpg', width: 800, height: 600 }) }
    ])
    echo({ path: '/api/file/Image/IM/20261121_abc.jpg', width: 800, height: 600 }, 'image')
    expect(mine()[0].state).toBe('sent')
  })

  test('a failed upload fails the bubble and a retry uploads again', async () => {
    let attempts = 0
    __setUploadHandler(async () => {
      attempts += 1
      // the request client starts a broken-off upload again twice by itself before it gives up
      if (attempts <= 3) throw { errMsg: 'uploadFile:fail timeout' }
      return { statusCode: 200, data: { code: 200, msg: 'ok', data: { name: 'x.jpg' } } }
    })
    sendImage({ path: 'blob:local-2', width: 10, height: 10, fileName: 'image.jpg' })
    await jest.advanceTimersByTimeAsync(0)
    expect(mine()[0].state).not.toBe('failed')
    await jest.advanceTimersByTimeAsync(5000)
    expect(attempts).toBe(3)
    expect(mine()[0].state).toBe('failed')
    expect(sentOf('SendMessage')).toHaveLength(0)
    retry(mine()[0])
    await jest.advanceTimersByTimeAsync(0)
    expect(attempts).toBe(4)
    expect(sentOf('SendMessage')).toHaveLength(1)
  })
})

describe('history and incoming messages', () => {
  const row = (id: string, sendUserId: string, sendTime: number, content: string) => ({ id, sendUserId, receiveUserId: sendUserId === 'u-li' ? 'u-zhang' : 'u-li', sendTime, content, contentType: 'text' })

  test('pages upward through the MessageList frame while the socket is open', async () => {
    await chat().loadOlder()
    expect(sentOf('MessageList')).toEqual([
      expect.objectContaining({ toUserId: 'u-li', formUserId: 'u-zhang', currentPage: 1, pageSize: 20, sord: 'desc' })
    ])
    emit('messageList', { list: [row('m2', 'u-li', 20, '第二条'), row('m3', 'u-zhang', 30, '第三条')], pagination: { total: 23, currentPage: 1, pageSize: 20 } })
    expect(chat().messages.map((m) => [m.id, m.fromMe])).toEqual([['m2', false], ['m3', true]])
    expect(chat().hasMore()).toBe(true)
    await chat().loadOlder()
    expect(sentOf('MessageList')[1]).toMatchObject({ currentPage: 2 })
    emit('messageList', { list: [row('m1', 'u-li', 10, '第一条'), row('m2', 'u-li', 20, '第二条')], pagination: { total: 23 } })
    expect(chat().messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3'])
    expect(chat().hasMore()).toBe(false)
    // an unasked messageList (another screen) changes nothing
    emit('messageList', { list: [row('x', 'u-li', 1, '?')], pagination: { total: 1 } })
    expect(chat().messages).toHaveLength(3)
  })

  test('uses GET ImRecord/MessageList when the socket is not open', async () => {
    fake.status = 'closed'
    const urls: string[] = []
    __setRequestHandler((opts: any) => {
      urls.push(opts.url)
      return { statusCode: 200, data: { code: 200, msg: 'ok', data: { list: [row('h1', 'u-li', 5, '离线时的消息')], pagination: { total: 1, currentPage: 1, pageSize: 20 } } } }
    })
    await chat().loadOlder()
    expect(urls[0]).toMatch(/^\/H5Api\/api\/message\/ImRecord\/MessageList\?/)
    expect(urls[0]).toContain('toUserId=u-li')
    expect(urls[0]).toContain('formUserId=u-zhang')
    expect(chat().messages.map((m) => m.text)).toEqual(['离线时的消息'])
  })

  test('falls back to HTTP when the messageList reply never comes', async () => {
    __setRequestHandler(() => ({ statusCode: 200, data: { code: 200, msg: 'ok', data: { list: [row('h1', 'u-li', 5, 'http')], pagination: { total: 1 } } } }))
    await chat().loadOlder()
    expect(chat().historyStatus).toBe('loading')
    await jest.advanceTimersByTimeAsync(ECHO_TIMEOUT)
    expect(chat().messages.map((m) => m.text)).toEqual(['http'])
  })

  test('a message from the open chat is appended and marked read; others stay out of this chat', () => {
    emit('receiveMessage', { formUserId: 'u-li', messageType: 'text', formMessage: '在吗', latestDate: 100 })
    emit('receiveMessage', { formUserId: 'u-wang', messageType: 'text', formMessage: '不是这里' })
    expect(chat().messages.map((m) => [m.text, m.fromMe])).toEqual([['在吗', false]])
    expect(sentOf('UpdateReadMessage')).toEqual([{ method: 'UpdateReadMessage', formUserId: 'u-li' }])
  })
})
