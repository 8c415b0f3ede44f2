/**
 * @jest-environment jsdom
 */
// The browser stamp pipeline: the photo decoded into a canvas at most 1920 px wide, the stamp drawn over it, one
// JPEG encode at quality 0.8 (stamp and compression in one pass), the upload; and a batch from picked photos to
// stamped ones: the browser's WGS-84 fix turned GCJ-02 before the chainage, 位置未获取 without one, and a photo
// the browser cannot stamp still going up.
import Taro, { __reset, __setUploadHandler } from '../__mocks__/taro'
import { stampPhoto, uploadPicked } from '@/lib/media'
import { NO_LOCATION, stampContent } from '@/components/site-photo/stamp-content'
import { stampSitePhotos } from '@/components/site-photo/stamp-photos'
import { wgs84ToGcj02 } from '@/utils/gcj02'

let blobs: Blob[] = []
const drawn: { op: string; args: unknown[]; fillStyle?: unknown }[] = []

function fakeCanvas() {
  const ctx: Record<string, any> = { fillStyle: '', font: '', textBaseline: '' }
  for (const op of ['fillRect', 'fillText', 'drawImage']) {
    ctx[op] = jest.fn((...args: unknown[]) => drawn.push({ op, args, fillStyle: ctx.fillStyle }))
  }
  ctx.measureText = (text: string) => ({ width: Array.from(text).reduce((w, ch) => w + (ch.charCodeAt(0) < 128 ? 0.55 : 1), 0) * Number(/(\d+)px/.exec(ctx.font)?.[1] ?? 10) })
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never)
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, cb: BlobCallback, type?: string) {
    cb(new Blob([new Uint8Array(300_000)], { type }))
  })
  return ctx
}

function fakeImage(width: number, height: number, fails = false) {
  jest.spyOn(window, 'Image').mockImplementation(() => {
    const img = { naturalWidth: width, naturalHeight: height, onload: null as null | (() => void), onerror: null as null | (() => void) }
    Object.defineProperty(img, 'src', { set: () => setTimeout(() => (fails ? img.onerror?.() : img.onload?.())) })
    return img as unknown as HTMLImageElement
  })
}

// a chainage line running north through the GCJ-02 point of this WGS-84 fix: shifted, the fix is 556 m along it
// (unshifted it would be some 450 m off the line and read about K30+812)
const WGS = { longitude: 120.1551, latitude: 30.2741 }
const GCJ = wgs84ToGcj02(WGS)
const site = {
  projectName: '宁国至绩溪高速公路新建工程',
  sectionName: '宁绩高速土建施工第TJ-02合同段',
  userName: '董亮',
  alignment: [
    { chainage: 30000, longitude: GCJ.longitude, latitude: GCJ.latitude - 0.005 },
    { chainage: 31000, longitude: GCJ.longitude, latitude: GCJ.latitude - 0.005 + 1000 / 111195 }
  ]
}
const photo = { path: 'blob:http://localhost/picked', name: '边坡.png', size: 4_000_000 }
const texts = () => drawn.filter((d) => d.op === 'fillText').map((d) => d.args[0] as string)

beforeEach(() => {
  __reset()
  blobs = []
  drawn.length = 0
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob)
    return `blob:http://localhost/stamped-${blobs.length}`
  })
})
afterEach(() => jest.restoreAllMocks())

test('the stamp is drawn over the scaled photo and the canvas is encoded once as JPEG, then uploaded', async () => {
  fakeCanvas()
  fakeImage(4000, 3000)
  const at = Date.UTC(2026, 4, 12, 6, 3, 22)
  const out = await stampPhoto(photo, stampContent({ at, site }))
  expect(drawn.find((d) => d.op === 'drawImage')!.args.slice(1)).toEqual([0, 0, 1920, 1440])
  expect(texts()).toEqual([
    '2026-05-12 14:03:22 星期二',
    '项目：宁国至绩溪高速公路新建工程',
    '标段：宁绩高速土建施工第TJ-02合同段',
    `位置：${NO_LOCATION}`,
    '拍摄：董亮'
  ])
  expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenCalledTimes(1)
  expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.8)
  expect(out).toEqual({ path: 'blob:http://localhost/stamped-1', name: '边坡.jpg', size: 300_000, width: 1920, height: 1440 })

  __setUploadHandler(() => ({ data: { code: 200, msg: '上传成功', data: { name: '20260512_b.jpg', url: '/api/file/Image/annexpic/20260512_b.jpg' } } }))
  await uploadPicked(out, { type: 'annexpic', silent: true })
  expect(Taro.uploadFile).toHaveBeenCalledWith(expect.objectContaining({ filePath: 'blob:http://localhost/stamped-1', fileName: '边坡.jpg' }))
})

test('without a canvas, or with a photo the browser cannot decode, stamping fails', async () => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null)
  await expect(stampPhoto(photo, stampContent({ at: 0, site }))).rejects.toThrow('无法添加水印')
  fakeCanvas()
  fakeImage(10, 10, true)
  await expect(stampPhoto(photo, stampContent({ at: 0, site }))).rejects.toThrow('图片读取失败')
})

describe('stampSitePhotos', () => {
  test('the browser fix is shifted to GCJ-02, so the photo gets its chainage on the GCJ-02 line', async () => {
    fakeCanvas()
    fakeImage(1600, 1200)
    ;(Taro.getLocation as jest.Mock).mockResolvedValueOnce({ ...WGS, accuracy: 20 })
    const stages: string[] = []
    const batch = await stampSitePhotos([photo, { ...photo, name: '挡墙.jpg' }], site, (s) => stages.push(s.stage === 'locating' ? s.stage : `${s.done}/${s.total}`))
    expect(Taro.getLocation).toHaveBeenCalledWith(expect.objectContaining({ type: 'wgs84' }))
    expect(batch).toMatchObject({ located: true, unstamped: 0 })
    expect(batch.files.map((f) => f.name)).toEqual(['边坡.jpg', '挡墙.jpg'])
    expect(stages).toEqual(['locating', '0/2', '1/2'])
    // 0.005° north of the line's start is 556 m along it: K30+556
    expect(texts().filter((t) => t.startsWith('桩号'))).toEqual(['桩号：K30+556', '桩号：K30+556'])
    expect(texts()).toContain(`位置：${GCJ.longitude.toFixed(5)}°E ${GCJ.latitude.toFixed(5)}°N ±20m`)
  })

  test('a refused position never stops the photo: the stamp says 位置未获取', async () => {
    fakeCanvas()
    fakeImage(1600, 1200)
    ;(Taro.getLocation as jest.Mock).mockRejectedValueOnce({ errMsg: 'getLocation:fail User denied Geolocation' })
    const batch = await stampSitePhotos([photo], site)
    expect(batch).toMatchObject({ located: false, unstamped: 0 })
    expect(texts()).toContain(`位置：${NO_LOCATION}`)
    expect(texts().some((t) => t.startsWith('桩号'))).toBe(false)
    expect(texts()).toContain('项目：宁国至绩溪高速公路新建工程')
  })

  test('a photo that cannot be stamped goes up compressed, and the batch says how many', async () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null)
    const batch = await stampSitePhotos([photo], site)
    expect(batch.unstamped).toBe(1)
    expect(batch.files).toEqual([photo])
  })
})
