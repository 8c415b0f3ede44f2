// The site-photo picker in jsdom with a recording canvas: photos stamped with the session's project, section and
// user before they go up, progress per photo, a failed upload kept (stamped, local) until 重试 succeeds, removal
// only after confirming, the count limit, and a refused position that still stamps the photo.
import { useState } from 'react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { RETRIES } from '@/lib/request'
import Taro, { __reset, __setUploadHandler, __storage } from '../__mocks__/taro'
import { SitePhotoPicker, pendingUploadMessage, type UploadItem } from '@/components'
import { heldUploads, breakEveryTry } from './held-uploads'

const stored = (name: string) => ({
  code: 200,
  msg: '上传成功',
  data: { name: `20260301_${name}.jpg`, url: `/api/file/Image/annexpic/20260301_${name}.jpg` }
})

function pickPhotos(...names: string[]) {
  ;(Taro.chooseImage as jest.Mock).mockResolvedValueOnce({
    tempFilePaths: names.map((_, i) => `blob:http://localhost/picked-${i}`),
    tempFiles: names.map((name) => ({ size: 3_000_000, originalFileObj: { name, size: 3_000_000, type: 'image/jpeg' } }))
  })
}

const texts: string[] = []
function fakeCanvas() {
  const ctx: Record<string, any> = { fillStyle: '', font: '', textBaseline: '', fillRect: jest.fn(), drawImage: jest.fn() }
  ctx.fillText = jest.fn((text: string) => texts.push(text))
  ctx.measureText = (text: string) => ({ width: Array.from(text).length * Number(/(\d+)px/.exec(ctx.font)?.[1] ?? 10) * 0.8 })
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never)
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, cb: BlobCallback, type?: string) {
    cb(new Blob([new Uint8Array(250_000)], { type }))
  })
  jest.spyOn(window, 'Image').mockImplementation(() => {
    const img = { naturalWidth: 4000, naturalHeight: 3000, onload: null as null | (() => void), onerror: null }
    Object.defineProperty(img, 'src', { set: () => setTimeout(() => img.onload?.()) })
    return img as unknown as HTMLImageElement
  })
}

const changes: UploadItem[][] = []
function Photos(props: { initial?: UploadItem[]; limit?: number }) {
  const [value, setValue] = useState<UploadItem[]>(props.initial ?? [])
  return <SitePhotoPicker limit={props.limit} value={value} onChange={(v) => { changes.push(v); setValue(v) }} />
}
const lastValue = () => changes[changes.length - 1]
const toasts = () => (Taro.showToast as jest.Mock).mock.calls.map(([o]) => o.title)

beforeEach(() => {
  __reset()
  changes.length = 0
  texts.length = 0
  let n = 0
  URL.createObjectURL = jest.fn(() => `blob:http://localhost/stamped-${(n += 1)}`)
  fakeCanvas()
  // the session the header chose: the stamp reads it when the photo is taken
  __storage.set('project', { id: 'proj-hj', enCode: 'HJGKJ', fullName: 'G60沪昆高速公路杭州至金华段改扩建工程', organizeId: 'org-hj' })
  __storage.set('contract', { id: 'ct-hj-tj01', projectId: 'proj-hj', enCode: 'TJ-01', fullName: '杭金改扩建土建施工第TJ-01合同段', kind: 'construction', contractor: '钱江路桥工程有限公司' })
  __storage.set('userInfo', { userId: 'u-zhanghua', userName: '张华' })
  ;(Taro.getLocation as jest.Mock).mockResolvedValue({ latitude: 29.72, longitude: 120.27, accuracy: 10 })
})
afterEach(() => jest.restoreAllMocks())

test('a photo is stamped with the session, uploaded with its progress, and becomes the JNPF value', async () => {
  const pending = heldUploads()
  render(<Photos />)
  pickPhotos('IMG_0001.jpg')
  fireEvent.click(screen.getByLabelText('拍照上传'))
  await waitFor(() => expect(pending).toHaveLength(1))
  expect(texts).toEqual(expect.arrayContaining([
    '项目：G60沪昆高速公路杭州至金华段改扩建工程',
    '标段：杭金改扩建土建施工第TJ-01合同段',
    '拍摄：张华',
    expect.stringMatching(/^位置：120\.\d{5}°E 29\.\d{5}°N ±10m$/)
  ]))
  // what goes up is the stamped JPEG, not the picked original
  expect(pending[0].opts).toMatchObject({ filePath: 'blob:http://localhost/stamped-1', fileName: 'IMG_0001.jpg' })

  act(() => pending[0].progress(40))
  const bar = await screen.findByRole('progressbar')
  expect(bar.getAttribute('aria-valuenow')).toBe('40')
  expect(screen.getByText('40%')).toBeInTheDocument()
  await act(async () => pending[0].resolve({ statusCode: 200, data: stored('a') }))
  expect(lastValue()).toEqual([{ name: 'IMG_0001.jpg', fileId: '20260301_a.jpg', url: '/api/file/Image/annexpic/20260301_a.jpg' }])
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
})

test('a failed upload keeps the stamped photo until 重试 sends the same file again', async () => {
  const pending = heldUploads()
  render(<Photos />)
  pickPhotos('裂缝.jpg')
  fireEvent.click(screen.getByLabelText('拍照上传'))
  await waitFor(() => expect(pending).toHaveLength(1))
  await breakEveryTry(pending, { errMsg: 'uploadFile:fail timeout' })
  expect(await screen.findByText('上传失败')).toBeInTheDocument()
  expect(pendingUploadMessage()).toBe('有文件上传失败，请重试或删除后再提交')
  // the thumbnail still shows the local stamped photo
  expect(document.querySelector('.uploader__thumb--failed [src="blob:http://localhost/stamped-1"]')).toBeTruthy()

  fireEvent.click(screen.getByText('重试'))
  await waitFor(() => expect(pending).toHaveLength(RETRIES + 2))
  expect(pending[RETRIES + 1].opts.filePath).toBe(pending[0].opts.filePath)
  // stamped once: the retry does not stamp (or locate) again
  expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenCalledTimes(1)
  expect(Taro.getLocation).toHaveBeenCalledTimes(1)
  await act(async () => pending[RETRIES + 1].resolve({ statusCode: 200, data: stored('crack') }))
  expect(lastValue()).toEqual([{ name: '裂缝.jpg', fileId: '20260301_crack.jpg', url: '/api/file/Image/annexpic/20260301_crack.jpg' }])
  expect(screen.queryByText('上传失败')).not.toBeInTheDocument()
  expect(pendingUploadMessage()).toBeUndefined()
})

test('removing a photo asks first; cancelling keeps it', async () => {
  const initial = [
    { name: 'a.jpg', fileId: 'f-a.jpg', url: '/api/file/Image/annexpic/f-a.jpg' },
    { name: 'b.jpg', fileId: 'f-b.jpg', url: '/api/file/Image/annexpic/f-b.jpg' }
  ]
  render(<Photos initial={initial} />)
  ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
  fireEvent.click(screen.getByLabelText('删除图片2'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '确定删除该图片吗？' })))
  expect(changes).toHaveLength(0)
  fireEvent.click(screen.getByLabelText('删除图片2'))
  await waitFor(() => expect(lastValue()).toEqual([initial[0]]))
})

test('no more photos than the limit: the chooser is asked for what is left, and a full grid hides the button', async () => {
  heldUploads()
  render(<Photos limit={2} initial={[{ name: 'a.jpg', fileId: 'f-a.jpg', url: '/api/file/Image/annexpic/f-a.jpg' }]} />)
  pickPhotos('b.jpg', 'c.jpg')
  fireEvent.click(screen.getByLabelText('拍照上传'))
  await waitFor(() => expect(toasts()).toContain('上传数量不能超过2个'))
  expect(Taro.chooseImage).toHaveBeenCalledWith(expect.objectContaining({ count: 1 }))
  await waitFor(() => expect(screen.queryByLabelText('拍照上传')).not.toBeInTheDocument())
  expect(document.querySelectorAll('.uploader__thumb')).toHaveLength(2)
})

test('while the position is read the tile says so; refused, the photo still goes up stamped 位置未获取', async () => {
  const pending = heldUploads()
  let deny: (err: unknown) => void = () => undefined
  ;(Taro.getLocation as jest.Mock).mockImplementationOnce(() => new Promise((_, reject) => { deny = reject }))
  render(<Photos />)
  pickPhotos('IMG_0002.jpg')
  fireEvent.click(screen.getByLabelText('拍照上传'))
  expect(await screen.findByText('定位中…')).toBeInTheDocument()
  expect(screen.queryByLabelText('拍照上传')).not.toBeInTheDocument()
  await act(async () => deny({ errMsg: 'getLocation:fail auth deny' }))
  await waitFor(() => expect(pending).toHaveLength(1))
  expect(texts).toContain('位置：位置未获取')
  expect(texts).toContain('项目：G60沪昆高速公路杭州至金华段改扩建工程')
  expect(toasts()).toContain('未获取到位置，照片已注明“位置未获取”')
  expect(screen.getByLabelText('拍照上传')).toBeInTheDocument()
})
