import Taro from '@tarojs/taro'
import { __reset, __setDownloadHandler, __setUploadHandler, __storage } from '../../__mocks__/taro'
import { downloadFile, resolveUrl, uploadFile } from '@/lib/request'

const toast = Taro.showToast as unknown as jest.Mock

beforeEach(() => __reset())

describe('uploadFile', () => {
  it('sends the auth headers, the field name, reports progress and parses the JSON text body', async () => {
    __storage.set('token', 'bearer up')
    __setUploadHandler((_opts, progress) => {
      progress(30)
      progress(100)
      return { statusCode: 200, data: JSON.stringify({ code: 200, msg: 'ok', data: { name: 'a.png', url: '/api/file/Image/userAvatar/a.png' } }) }
    })
    const percents: number[] = []
    const result = await uploadFile<{ name: string }>({
      url: '/api/file/Uploader/userAvatar',
      filePath: 'http://tmp/a.png',
      onProgress: (p) => percents.push(p)
    })
    expect(result.data?.name).toBe('a.png')
    expect(percents).toEqual([30, 100])
    const opts = (Taro.uploadFile as unknown as jest.Mock).mock.calls[0][0]
    expect(opts).toMatchObject({
      url: '/H5Api/api/file/Uploader/userAvatar',
      filePath: 'http://tmp/a.png',
      name: 'file',
      timeout: 60000,
      header: { Authorization: 'bearer up', 'jnpf-origin': 'app' }
    })
  })

  it('toasts the server message and rejects on a failed envelope', async () => {
    __setUploadHandler(() => ({ statusCode: 200, data: JSON.stringify({ code: 400, msg: '文件格式不允许' }) }))
    await expect(uploadFile({ url: '/api/file/Uploader/annex', filePath: 'x' })).rejects.toMatchObject({ code: 400, message: '文件格式不允许' })
    expect(toast).toHaveBeenCalledWith({ title: '文件格式不允许', icon: 'none', duration: 1500 })
  })

  it('rejects an unreadable body with the default message and the HTTP status', async () => {
    __setUploadHandler(() => ({ statusCode: 413, data: 'Request Entity Too Large' }))
    await expect(uploadFile({ url: '/api/file/Uploader/annex', filePath: 'x', silent: true })).rejects.toMatchObject({
      code: 413,
      message: '请求出错，请重试'
    })
    expect(toast).not.toHaveBeenCalled()
  })

  it('rejects a network failure with the raw error', async () => {
    const raw = { errMsg: 'uploadFile:fail' }
    __setUploadHandler(() => Promise.reject(raw))
    await expect(uploadFile({ url: '/api/file/Uploader/annex', filePath: 'x' })).rejects.toBe(raw)
  })
})

describe('downloadFile', () => {
  it('resolves the temp path of a 200 answer', async () => {
    __setDownloadHandler(() => ({ statusCode: 200, tempFilePath: 'http://tmp/report.pdf' }))
    await expect(downloadFile({ url: '/api/file/Download/t/a.pdf' })).resolves.toEqual({ tempFilePath: 'http://tmp/report.pdf' })
    expect((Taro.downloadFile as unknown as jest.Mock).mock.calls[0][0].url).toBe('/H5Api/api/file/Download/t/a.pdf')
  })

  it('toasts and rejects on another status', async () => {
    __setDownloadHandler(() => ({ statusCode: 404 }))
    await expect(downloadFile({ url: '/api/file/Download/t/a.pdf' })).rejects.toMatchObject({ code: 404 })
    expect(toast).toHaveBeenCalledTimes(1)
  })
})

describe('resolveUrl', () => {
  it.each([
    ['/api/file/Image/userAvatar/a.png', '/H5Api/api/file/Image/userAvatar/a.png'],
    ['api/file/x', '/H5Api/api/file/x'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['HTTP://cdn.example.com/a.png', 'HTTP://cdn.example.com/a.png'],
    ['//cdn.example.com/a.png', '//cdn.example.com/a.png'],
    ['wxfile://tmp_abc.png', 'wxfile://tmp_abc.png'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['', '']
  ])('%s -> %s', (input, expected) => {
    expect(resolveUrl(input)).toBe(expected)
  })
})
