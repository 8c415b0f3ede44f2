// The mini-program side of src/lib/media (the *.weapp.ts siblings the weapp build picks), against the Taro
// stand-in with the WeChat APIs it lacks added per test.
import Taro, { __reset, __setDownloadHandler, __setRequestHandler } from '../__mocks__/taro'
import { chooseImages } from '@/lib/media/image-picker.weapp'
import { chooseFiles } from '@/lib/media/file-picker.weapp'
import { compressImage } from '@/lib/media/compress.weapp'
import { dataUrlToFile, releaseFile } from '@/lib/media/data-url-file.weapp'
import { openFile } from '@/lib/media/open-file.weapp'

const wx = Taro as unknown as Record<string, any>

function fileSystem(sizes: Record<string, number> = {}) {
  const fs = {
    getFileInfo: jest.fn(({ filePath, success, fail }: any) => (filePath in sizes ? success({ size: sizes[filePath] }) : fail({ errMsg: 'no file' }))),
    writeFile: jest.fn(({ success }: any) => success()),
    unlink: jest.fn()
  }
  wx.getFileSystemManager = jest.fn(() => fs)
  return fs
}

beforeEach(() => {
  __reset()
  wx.env = { USER_DATA_PATH: 'wxfile://usr' }
  wx.chooseMessageFile = jest.fn()
  wx.getImageInfo = jest.fn()
  wx.compressImage = jest.fn()
  wx.previewMedia = jest.fn(async () => ({}))
})

test('photos come from chooseMedia, named after their temp files', async () => {
  ;(Taro.chooseMedia as jest.Mock).mockResolvedValueOnce({ tempFiles: [{ tempFilePath: 'http://tmp/abc.jpg', size: 1200 }] })
  await expect(chooseImages({ count: 12, sourceType: ['album'] })).resolves.toEqual([{ path: 'http://tmp/abc.jpg', name: 'abc.jpg', size: 1200 }])
  expect(Taro.chooseMedia).toHaveBeenCalledWith(expect.objectContaining({ count: 9, mediaType: ['image'], sourceType: ['album'] }))
})

test('documents come from a chat, filtered the way WeChat can filter', async () => {
  wx.chooseMessageFile.mockResolvedValue({ tempFiles: [{ path: 'wxfile://tmp_1.pdf', name: '图纸.pdf', size: 3000, type: 'file', time: 0 }] })
  await expect(chooseFiles({ count: 2, accept: '.pdf,.docx' })).resolves.toEqual([{ path: 'wxfile://tmp_1.pdf', name: '图纸.pdf', size: 3000 }])
  expect(wx.chooseMessageFile).toHaveBeenLastCalledWith({ count: 2, type: 'file', extension: ['pdf', 'docx'] })
  await chooseFiles({ count: 1, accept: 'image/*' })
  expect(wx.chooseMessageFile).toHaveBeenLastCalledWith({ count: 1, type: 'image' })
  // type 'file' would hide the photos a mixed accept allows
  await chooseFiles({ count: 1, accept: '.pdf,.jpg' })
  expect(wx.chooseMessageFile).toHaveBeenLastCalledWith({ count: 1, type: 'all' })
  await chooseFiles({ count: 1 })
  expect(wx.chooseMessageFile).toHaveBeenLastCalledWith({ count: 1, type: 'all' })
})

test('a large photo is compressed to the longer side through compressImage', async () => {
  fileSystem({ 'http://tmp/small.jpg': 500_000 })
  wx.getImageInfo.mockResolvedValue({ width: 3000, height: 4000 })
  wx.compressImage.mockResolvedValue({ tempFilePath: 'http://tmp/small.jpg' })
  const out = await compressImage({ path: 'http://tmp/big.jpg', name: 'big.jpg', size: 6_000_000 }, { maxSide: 2000, quality: 0.6 })
  expect(wx.compressImage).toHaveBeenCalledWith({ src: 'http://tmp/big.jpg', quality: 60, compressedWidth: 1500 })
  expect(out).toEqual({ path: 'http://tmp/small.jpg', name: 'big.jpg', size: 500_000, width: 1500, height: 2000 })
})

test('a photo compressImage refuses, or that would grow, is kept as it is', async () => {
  fileSystem({ 'http://tmp/bigger.jpg': 90_000 })
  wx.getImageInfo.mockResolvedValue({ width: 800, height: 600 })
  const photo = { path: 'http://tmp/p.jpg', name: 'p.jpg', size: 80_000 }
  wx.compressImage.mockRejectedValueOnce({ errMsg: 'compressImage:fail' })
  await expect(compressImage(photo)).resolves.toEqual({ ...photo, width: 800, height: 600 })
  wx.compressImage.mockResolvedValueOnce({ tempFilePath: 'http://tmp/bigger.jpg' })
  await expect(compressImage(photo)).resolves.toEqual({ ...photo, width: 800, height: 600 })
  wx.getImageInfo.mockRejectedValueOnce({ errMsg: 'getImageInfo:fail' })
  await expect(compressImage(photo)).resolves.toBe(photo)
})

test('a signature data URL is written to the user folder and removed after use', async () => {
  const fs = fileSystem()
  const file = await dataUrlToFile(`data:image/png;base64,${Buffer.from('abcd').toString('base64')}`)
  expect(file.path).toMatch(/^wxfile:\/\/usr\/signature-\d+-\d+\.png$/)
  expect(file).toMatchObject({ name: 'signature.png', size: 4 })
  expect(fs.writeFile).toHaveBeenCalledWith(expect.objectContaining({ filePath: file.path, data: 'YWJjZA==', encoding: 'base64' }))
  releaseFile(file)
  expect(fs.unlink).toHaveBeenCalledWith(expect.objectContaining({ filePath: file.path }))
})

test('a document opens through its preview, a video through its one-time download; other types say they cannot open', async () => {
  __setRequestHandler((o: any) => {
    if (String(o.url).startsWith('/H5Api/api/file/Uploader/Preview')) return { data: { code: 200, msg: 'ok', data: '/api/file/Image/annex/20260101_x.pdf?exp=1&sig=s' } }
    if (o.url === '/H5Api/api/file/Download/annex/20260101_v.mp4') return { data: { code: 200, msg: 'ok', data: { name: '20260101_v.mp4', url: '/api/file/Download?encryption=t1&name=20260101_v.mp4' } } }
    return { data: { code: 400, msg: '文件不存在或无权访问' } }
  })
  __setDownloadHandler(() => ({ statusCode: 200, tempFilePath: 'http://tmp/dl' }))
  await openFile({ url: '/api/file/Image/annex/20260101_x.pdf?exp=9&sig=old', name: '报告.pdf' })
  const previewCall = (Taro.request as unknown as jest.Mock).mock.calls[0][0]
  expect(previewCall.url).toBe('/H5Api/api/file/Uploader/Preview?fileName=20260101_x.pdf&type=annex')
  expect(Taro.downloadFile).toHaveBeenCalledWith(expect.objectContaining({ url: '/H5Api/api/file/Image/annex/20260101_x.pdf?exp=1&sig=s' }))
  expect(Taro.openDocument).toHaveBeenCalledWith(expect.objectContaining({ filePath: 'http://tmp/dl', fileType: 'pdf', showMenu: true }))

  await openFile({ url: '/api/file/Image/annex/20260101_v.mp4', name: '巡查.mp4' })
  expect(Taro.downloadFile).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/H5Api/api/file/Download?encryption=t1&name=20260101_v.mp4' }))
  expect(wx.previewMedia).toHaveBeenCalledWith({ sources: [{ url: 'http://tmp/dl', type: 'video' }] })

  await openFile({ url: '/api/file/Image/annex/20260101_y.zip', name: '资料.zip' })
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '该类型文件暂不支持在手机上打开' }))
  expect(Taro.downloadFile).toHaveBeenCalledTimes(2)
})

test('a file the server refuses to open says why and downloads nothing', async () => {
  __setRequestHandler(() => ({ data: { code: 400, msg: '文件不存在或无权访问' } }))
  await openFile({ url: '/api/file/Image/annex/20260101_z.docx', name: '方案.docx' })
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '文件不存在或无权访问' }))
  expect(Taro.showToast).toHaveBeenCalledTimes(1)
  expect(Taro.downloadFile).not.toHaveBeenCalled()
})

test('a GIF keeps its animation and still reports its size in pixels', async () => {
  wx.getImageInfo.mockResolvedValue({ width: 320, height: 240 })
  const gif = { path: 'http://tmp/a.gif', name: 'a.gif', size: 3_000_000 }
  await expect(compressImage(gif)).resolves.toEqual({ ...gif, width: 320, height: 240 })
  expect(wx.compressImage).not.toHaveBeenCalled()
})
