// The mini-program stamp pipeline (the *.weapp.ts files the weapp build picks) against the Taro stand-in with the
// WeChat canvas, image and file APIs added per test: native compression first, the stamp drawn on an offscreen 2D
// canvas, the JPEG exported (or, where iOS refuses, written from its data URL), then uploaded; and the GCJ-02 fix.
import Taro, { __reset, __setUploadHandler } from '../__mocks__/taro'
import { stampPhoto } from '@/lib/media/stamp.weapp'
import { uploadPicked } from '@/lib/media/upload'
import { locateOnce } from '@/lib/location.weapp'
import { stampContent } from '@/components/site-photo/stamp-content'

const wx = Taro as unknown as Record<string, any>
const HOUR = 60 * 60 * 1000

function fileSystem(sizes: Record<string, number>, files: string[] = []) {
  const fs = {
    getFileInfo: jest.fn(({ filePath, success, fail }: any) => (filePath in sizes ? success({ size: sizes[filePath] }) : fail({ errMsg: 'no file' }))),
    writeFile: jest.fn(({ success }: any) => success()),
    unlink: jest.fn(),
    readdir: jest.fn(({ success }: any) => success({ files }))
  }
  wx.getFileSystemManager = jest.fn(() => fs)
  return fs
}

/** an offscreen 2D canvas that records what is drawn on it */
function offscreenCanvas() {
  const calls: { op: string; args: unknown[]; font?: string; fillStyle?: unknown }[] = []
  const ctx: Record<string, any> = { fillStyle: '', font: '', textBaseline: '' }
  for (const op of ['fillRect', 'fillText', 'drawImage']) {
    ctx[op] = jest.fn((...args: unknown[]) => calls.push({ op, args, font: ctx.font, fillStyle: ctx.fillStyle }))
  }
  // Latin letters and digits about half as wide as Chinese characters, as in real fonts
  const px = () => Number(/(\d+)px/.exec(ctx.font)?.[1] ?? 10)
  ctx.measureText = (text: string) => ({ width: Array.from(text).reduce((w, ch) => w + (ch.charCodeAt(0) < 128 ? 0.55 : 1), 0) * px() })
  const images: { src: string }[] = []
  const canvas = {
    getContext: jest.fn(() => ctx),
    createImage: jest.fn(() => {
      const img: Record<string, any> = { onload: null, onerror: null }
      Object.defineProperty(img, 'src', {
        set: (src: string) => {
          images.push({ src })
          setTimeout(() => img.onload?.())
        }
      })
      return img
    }),
    toDataURL: jest.fn(() => `data:image/jpeg;base64,${Buffer.from('stamped').toString('base64')}`)
  }
  wx.createOffscreenCanvas = jest.fn(() => canvas)
  return { canvas, ctx, calls, images }
}

const site = {
  projectName: 'G60沪昆高速公路杭州至金华段改扩建工程',
  sectionName: '杭金改扩建土建施工第TJ-01合同段',
  userName: '张华',
  alignment: [
    { chainage: 12000, longitude: 120.0, latitude: 29.5 },
    { chainage: 13000, longitude: 120.0, latitude: 29.5 + 1000 / 111195 }
  ]
}
const at = Date.UTC(2026, 2, 1, 1, 30, 12)
const content = stampContent({ at, fix: { longitude: 120.0005, latitude: 29.5 + 300 / 111195, accuracy: 8, at }, site })
const photo = { path: 'http://tmp/IMG_0001.jpg', name: 'IMG_0001.jpg', size: 6_000_000 }

beforeEach(() => {
  __reset()
  wx.env = { USER_DATA_PATH: 'wxfile://usr' }
  wx.getImageInfo = jest.fn(async () => ({ width: 3000, height: 4000 }))
  wx.compressImage = jest.fn(async () => ({ tempFilePath: 'http://tmp/small.jpg' }))
  wx.canvasToTempFilePath = jest.fn(async () => ({ tempFilePath: 'http://tmp/stamped.jpg', errMsg: 'canvasToTempFilePath:ok' }))
  delete wx.createOffscreenCanvas
})
afterEach(() => jest.restoreAllMocks())

test('a camera photo is scaled natively, stamped on an offscreen canvas, exported as JPEG and uploaded', async () => {
  fileSystem({ 'http://tmp/small.jpg': 900_000, 'http://tmp/stamped.jpg': 420_000 })
  const { calls, images } = offscreenCanvas()
  const out = await stampPhoto(photo, content)

  // the 12 MP original never reaches the canvas: compressImage scales it to 1920 px on the longer side first
  expect(wx.compressImage).toHaveBeenCalledWith({ src: photo.path, quality: 92, compressedWidth: 1440 })
  expect(wx.createOffscreenCanvas).toHaveBeenCalledWith({ type: '2d', width: 1440, height: 1920 })
  expect(images).toEqual([{ src: 'http://tmp/small.jpg' }])
  const ops = calls.map((c) => c.op)
  // photo first, then the panel, then the words on top of it
  expect(ops.indexOf('drawImage')).toBeLessThan(ops.indexOf('fillText'))
  expect(calls.find((c) => c.op === 'drawImage')!.args.slice(1)).toEqual([0, 0, 1440, 1920])
  const texts = calls.filter((c) => c.op === 'fillText')
  expect(texts.map((c) => c.args[0])).toEqual([
    '2026-03-01 09:30:12 星期日',
    '项目：G60沪昆高速公路杭州至金华段改扩建工程',
    '标段：杭金改扩建土建施工第TJ-01合同段',
    '桩号：K12+300',
    '位置：120.00050°E 29.50270°N ±8m',
    '拍摄：张华'
  ])
  // white letters in the lower part of the photo, on the dark panel drawn before them
  expect(texts.every((c) => c.fillStyle === '#ffffff' && (c.args[2] as number) > 1920 / 2)).toBe(true)
  expect(calls.some((c) => c.op === 'fillRect' && c.fillStyle === 'rgba(0, 0, 0, 0.5)')).toBe(true)

  expect(wx.canvasToTempFilePath).toHaveBeenCalledWith(expect.objectContaining({ fileType: 'jpg', quality: 0.8, destWidth: 1440, destHeight: 1920 }))
  expect(out).toEqual({ path: 'http://tmp/stamped.jpg', name: 'IMG_0001.jpg', size: 420_000, width: 1440, height: 1920 })

  __setUploadHandler(() => ({ data: { code: 200, msg: '上传成功', data: { name: '20260301_s.jpg', url: '/api/file/Image/annexpic/20260301_s.jpg' } } }))
  await expect(uploadPicked(out, { type: 'annexpic', silent: true })).resolves.toMatchObject({ name: '20260301_s.jpg' })
  expect(Taro.uploadFile).toHaveBeenCalledWith(expect.objectContaining({ filePath: 'http://tmp/stamped.jpg', name: 'file', url: '/H5Api/api/file/Uploader/annexpic' }))
})

test('where the offscreen canvas cannot be exported (iOS), its data URL is written to the user folder; old ones are pruned', async () => {
  const now = Date.now()
  const fs = fileSystem({}, [`site-photo-${now - 30 * HOUR}-1.jpg`, `site-photo-${now - HOUR}-2.jpg`, 'signature-1-1.png'])
  const { canvas } = offscreenCanvas()
  wx.canvasToTempFilePath.mockRejectedValueOnce({ errMsg: 'canvasToTempFilePath:fail invalid canvas' })
  const out = await stampPhoto(photo, content)
  expect(canvas.toDataURL).toHaveBeenCalledWith('image/jpeg', 0.8)
  expect(out.path).toMatch(/^wxfile:\/\/usr\/site-photo-\d+-\d+\.jpg$/)
  expect(fs.writeFile).toHaveBeenCalledWith(expect.objectContaining({ filePath: out.path, encoding: 'base64', data: Buffer.from('stamped').toString('base64') }))
  expect(fs.unlink.mock.calls.map(([o]: any) => o.filePath)).toEqual([`wxfile://usr/site-photo-${now - 30 * HOUR}-1.jpg`])
})

test('a WeChat without offscreen canvas, or a photo it cannot read, fails so the caller uploads it unstamped', async () => {
  fileSystem({})
  await expect(stampPhoto(photo, content)).rejects.toThrow('微信版本过低')
  const { canvas } = offscreenCanvas()
  canvas.createImage.mockImplementationOnce(() => {
    const img: Record<string, any> = { onload: null, onerror: null }
    Object.defineProperty(img, 'src', { set: () => setTimeout(() => img.onerror?.({ errMsg: 'decode' })) })
    return img
  })
  await expect(stampPhoto(photo, content)).rejects.toThrow('图片读取失败')
  expect(wx.canvasToTempFilePath).not.toHaveBeenCalled()
})

describe('locateOnce (weapp)', () => {
  test('asks for GCJ-02, reuses a fix for 30 s as WeChat would, and gives up after the timeout', async () => {
    let now = 1_000_000
    jest.spyOn(Date, 'now').mockImplementation(() => now)
    ;(Taro.getLocation as jest.Mock).mockResolvedValueOnce({ latitude: 29.6, longitude: 120.1, accuracy: 12 })
    await expect(locateOnce()).resolves.toEqual({ latitude: 29.6, longitude: 120.1, accuracy: 12, at: now })
    expect(Taro.getLocation).toHaveBeenCalledWith(expect.objectContaining({ type: 'gcj02', isHighAccuracy: true }))
    now += 20_000
    await expect(locateOnce()).resolves.toMatchObject({ latitude: 29.6 })
    expect(Taro.getLocation).toHaveBeenCalledTimes(1)

    now += 20_000
    ;(Taro.getLocation as jest.Mock).mockRejectedValueOnce({ errMsg: 'getLocation:fail auth deny' })
    await expect(locateOnce()).rejects.toMatchObject({ errMsg: 'getLocation:fail auth deny' })
    ;(Taro.getLocation as jest.Mock).mockImplementationOnce(() => new Promise(() => undefined))
    await expect(locateOnce({ timeoutMs: 20 })).rejects.toThrow('定位超时')
  })
})
