/**
 * @jest-environment jsdom
 */
// H5: an attachment opens in a new tab at its preview (documents, PDFs) or its one-time download (anything else),
// both asked of the server, which checks the caller may read the file.
import Taro, { __reset, __setRequestHandler } from '../__mocks__/taro'
import { openFile } from '@/lib/media/open-file.h5'

function fakeTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() }
  jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
  return tab
}

beforeEach(() => {
  __reset()
  __setRequestHandler((o: any) => {
    if (o.url === '/H5Api/api/file/Uploader/Preview?fileName=20260101_a.docx&type=annex') return { data: { code: 200, msg: 'ok', data: '/api/file/Image/annex/20260101_a.docx?exp=1&sig=s' } }
    if (o.url === '/H5Api/api/file/Download/annex/20260101_b.zip') return { data: { code: 200, msg: 'ok', data: { name: '20260101_b.zip', url: '/api/file/Download?encryption=t2&name=20260101_b.zip' } } }
    return { data: { code: 400, msg: '文件不存在或无权访问' } }
  })
})
afterEach(() => jest.restoreAllMocks())

test('a document opens at its preview', async () => {
  const tab = fakeTab()
  await openFile({ url: '/api/file/Image/annex/20260101_a.docx?exp=9&sig=old', name: '施工方案.docx' })
  expect(window.open).toHaveBeenCalledWith('', '_blank')
  expect(tab.opener).toBeNull()
  expect(tab.location.href).toBe('/H5Api/api/file/Image/annex/20260101_a.docx?exp=1&sig=s')
})

test('another file opens at its one-time download', async () => {
  const tab = fakeTab()
  await openFile({ url: '/api/file/Image/annex/20260101_b.zip', name: '照片.zip' })
  expect(tab.location.href).toBe('/H5Api/api/file/Download?encryption=t2&name=20260101_b.zip')
})

test('a refusal closes the tab and shows the server\'s reason', async () => {
  const tab = fakeTab()
  await openFile({ url: '/api/file/Image/annex/20260101_c.pdf', name: '别人的.pdf' })
  expect(tab.close).toHaveBeenCalled()
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '文件不存在或无权访问' }))
})

test('a link that is not one of our uploads opens as it is; a blocked popup says so', async () => {
  const tab = fakeTab()
  await openFile({ url: 'https://example.com/std.pdf', name: '标准.pdf' })
  expect(tab.location.href).toBe('https://example.com/std.pdf')
  expect(Taro.request).not.toHaveBeenCalled()
  ;(window.open as jest.Mock).mockReturnValue(null)
  await openFile({ url: '/api/file/Image/annex/20260101_a.docx', name: 'a.docx' })
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请允许浏览器打开新窗口后重试' }))
})
