// The mini-program side of the outbox (the *.weapp.ts files the weapp build picks), against the Taro stand-in
// with a file system and WeChat's network status events: entries are small storage keys, photos are user files,
// WeChat's limits hold, and the queue sends when onNetworkStatusChange says the network is back.
import Taro, { __reset, __setRequestHandler, __setUploadHandler, __storage } from '../../__mocks__/taro'
import { outboxStore } from '@/lib/outbox/store.weapp'
import { isOnline, onNetworkChange } from '@/lib/network.weapp'
import { createAppOutbox, OutboxFullError, type OutboxEntry } from '@/lib/outbox'
import { STORAGE_KEY_LIMIT_BYTES, WEAPP_PHOTO_BUDGET_BYTES } from '@/lib/outbox/limits'

const wx = Taro as unknown as Record<string, any>
const USER_DIR = 'wxfile://usr'

/** WeChat's FileSystemManager over a map of path -> size; temp files are what the camera gave */
function fileSystem(temp: Record<string, number>) {
  const files = new Map<string, number>(Object.entries(temp))
  const answer = (ok: boolean, opts: any, res: unknown = {}) => (ok ? opts.success?.(res) : opts.fail?.({ errMsg: 'fail no such file or directory' }))
  const fs = {
    files,
    mkdir: jest.fn((o: any) => answer(true, o)),
    copyFile: jest.fn((o: any) => {
      const size = files.get(o.srcPath)
      if (size !== undefined) files.set(o.destPath, size)
      answer(size !== undefined, o)
    }),
    getFileInfo: jest.fn((o: any) => answer(files.has(o.filePath), o, { size: files.get(o.filePath) })),
    access: jest.fn((o: any) => answer(files.has(o.path), o)),
    unlink: jest.fn((o: any) => answer(files.delete(o.filePath), o))
  }
  wx.getFileSystemManager = jest.fn(() => fs)
  return fs
}

let statusListeners: ((res: { isConnected: boolean; networkType: string }) => void)[] = []
function networkEvent(isConnected: boolean) {
  statusListeners.forEach((l) => l({ isConnected, networkType: isConnected ? '4g' : 'none' }))
}

const meta = (id: string, size = 0) => ({ id, name: `${id}.jpg`, size, createdAt: 1, uploadType: 'annexpic' })

beforeEach(() => {
  __reset()
  wx.env = { USER_DATA_PATH: USER_DIR }
  statusListeners = []
  wx.onNetworkStatusChange = jest.fn((l: any) => statusListeners.push(l))
  wx.getNetworkType = jest.fn((o: any) => o.success({ networkType: 'none' }))
})

describe('the weapp store', () => {
  it('keeps a photo as a user file (copied out of the temp folder), its metadata small in storage', async () => {
    const fs = fileSystem({ 'wxfile://tmp_a.jpg': 300_000 })
    await outboxStore.savePhoto(meta('p1'), 'wxfile://tmp_a.jpg')
    expect(fs.files.get(`${USER_DIR}/outbox/p1.jpg`)).toBe(300_000)
    expect(await outboxStore.photoPath('p1')).toBe(`${USER_DIR}/outbox/p1.jpg`)
    expect(await outboxStore.loadPhotos()).toEqual([{ ...meta('p1'), size: 300_000 }])
    // no photo bytes in any storage key
    for (const value of __storage.values()) expect(JSON.stringify(value).length).toBeLessThan(1000)
    await outboxStore.deletePhoto('p1')
    expect(fs.files.has(`${USER_DIR}/outbox/p1.jpg`)).toBe(false)
    expect(await outboxStore.photoPath('p1')).toBe('')
  })

  it('refuses photos beyond the budget kept for them, saying what to do', async () => {
    fileSystem({ 'wxfile://tmp_big.jpg': WEAPP_PHOTO_BUDGET_BYTES - 1000, 'wxfile://tmp_b.jpg': 2000 })
    await outboxStore.savePhoto(meta('big'), 'wxfile://tmp_big.jpg')
    const refused = outboxStore.savePhoto(meta('b'), 'wxfile://tmp_b.jpg')
    await expect(refused).rejects.toBeInstanceOf(OutboxFullError)
    await expect(refused).rejects.toThrow('请联网发送或删除待发送内容后再拍')
  })

  it('says a photo is gone when its file is (a cleaned-up folder)', async () => {
    const fs = fileSystem({ 'wxfile://tmp_a.jpg': 10 })
    await outboxStore.savePhoto(meta('p1'), 'wxfile://tmp_a.jpg')
    fs.files.clear()
    expect(await outboxStore.photoPath('p1')).toBe('')
  })

  it('keeps each entry in its own key, listed in an index, and refuses one over 1 MB', async () => {
    const entry = { id: 'k1', userId: 'u', title: '验收', url: '/x', body: { data: { a: 1 } }, jsonFields: ['data'], photoIds: [], status: 'queued', attempts: 0, nextAttemptAt: 0, createdAt: 1 } as OutboxEntry
    await outboxStore.saveEntry(entry)
    await outboxStore.saveEntry({ ...entry, attempts: 1 })
    expect(__storage.get('outbox:entries')).toEqual(['k1'])
    expect((__storage.get('outbox:entry:k1') as OutboxEntry).attempts).toBe(1)
    expect(await outboxStore.loadEntries()).toHaveLength(1)

    const huge = { ...entry, id: 'k2', body: { data: { text: '桩'.repeat(STORAGE_KEY_LIMIT_BYTES / 3 + 10) } } }
    await expect(outboxStore.saveEntry(huge)).rejects.toThrow('内容过大')
    expect(__storage.has('outbox:entry:k2')).toBe(false)

    await outboxStore.deleteEntry('k1')
    expect(__storage.has('outbox:entry:k1')).toBe(false)
    expect(__storage.get('outbox:entries')).toEqual([])
  })

  it('refuses an entry when WeChat storage (10 MB in all) is full', async () => {
    wx.getStorageInfoSync = jest.fn(() => ({ keys: [], currentSize: 10230, limitSize: 10240 }))
    const entry = { id: 'k3', userId: 'u', title: '验收', url: '/x', body: { data: { text: 'x'.repeat(20_000) } }, jsonFields: [], photoIds: [], status: 'queued', attempts: 0, nextAttemptAt: 0, createdAt: 1 } as OutboxEntry
    await expect(outboxStore.saveEntry(entry)).rejects.toThrow('离线存储已满')
  })
})

describe('the weapp queue with the network status events', () => {
  it('keeps a form while WeChat says there is no network and sends it once, photos first, when it comes back', async () => {
    fileSystem({ 'wxfile://tmp_1.jpg': 1000, 'wxfile://tmp_2.jpg': 2000 })
    __storage.set('token', 'bearer t1')
    __storage.set('userInfo', { userId: 'u-cg' })
    const uploads: string[] = []
    __setUploadHandler((o, progress) => {
      progress(100)
      uploads.push(o.filePath)
      const name = `srv${uploads.length}.jpg`
      return { statusCode: 200, data: { code: 200, msg: 'ok', data: { name, url: `/api/file/Image/annexpic/${name}` } } }
    })
    const posts: any[] = []
    __setRequestHandler((o) => {
      posts.push(o)
      return { statusCode: 200, data: { code: 200, msg: '新建成功', data: null } }
    })

    const outbox = createAppOutbox(outboxStore, { isOnline, onNetworkChange })
    await outbox.start()
    expect(isOnline()).toBe(false) // getNetworkType said none
    const a = await outbox.keepPhoto({ path: 'wxfile://tmp_1.jpg', name: 'tmp_1.jpg', size: 1000 }, { uploadType: 'annexpic' })
    const b = await outbox.keepPhoto({ path: 'wxfile://tmp_2.jpg', name: 'tmp_2.jpg', size: 2000 }, { uploadType: 'annexpic' })
    await outbox.enqueue({ id: 'submission-1', userId: 'u-cg', title: '机械设备进场验收', url: '/api/visualdev/OnlineDev/vm-equipment-acceptance', body: { data: { nameplate: [a, b] } }, jsonFields: ['data'] })
    await outbox.flush()
    expect(posts).toHaveLength(0)
    expect(outbox.getSnapshot().entries[0].status).toBe('queued')

    networkEvent(true)
    await new Promise((r) => setTimeout(r, 20))
    await outbox.flush()
    expect(uploads).toEqual([`${USER_DIR}/outbox/${a.localPhotoId}.jpg`, `${USER_DIR}/outbox/${b.localPhotoId}.jpg`])
    expect(posts).toHaveLength(1)
    expect(posts[0].header['Idempotency-Key']).toBe('submission-1')
    expect(JSON.parse(posts[0].data.data).nameplate.map((p: any) => p.fileId)).toEqual(['srv1.jpg', 'srv2.jpg'])
    expect(outbox.getSnapshot().entries[0].status).toBe('sent')

    // the network dropping and coming back again sends nothing more
    networkEvent(false)
    networkEvent(true)
    await new Promise((r) => setTimeout(r, 20))
    await outbox.flush()
    expect(posts).toHaveLength(1)
    outbox.stop()
  })
})
