// Spec §9: the 1,000,000 ms time-out of the second client configuration is what the long calls use (exports,
// prints, the download of what they made, large uploads); everything else keeps the 60,000 ms of the startup one.
import Taro from '@tarojs/taro'
import { __reset, __setDownloadHandler, __setRequestHandler, __setUploadHandler } from '../../__mocks__/taro'
import { exportRecords } from '@/engines/lowcode/api/export'
import { exportSummary } from '@/features/laboratory/api'
import { printRecord } from '@/engines/lowcode/api/print'
import { uploadPicked } from '@/lib/media/upload'
import { downloadFile, http } from '@/lib/request'

const requested = () => (Taro.request as unknown as jest.Mock).mock.calls.map((c) => c[0])
const uploaded = () => (Taro.uploadFile as unknown as jest.Mock).mock.calls.map((c) => c[0])
const file = { name: 'ok', url: '/api/file/Download?encryption=t&name=a.xlsx' }

beforeEach(() => {
  __reset()
  __setRequestHandler(() => ({ data: { code: 200, msg: 'ok', data: file } }))
  __setUploadHandler(() => ({ data: JSON.stringify({ code: 200, msg: 'ok', data: { name: 'x.pdf', url: '/api/file/Image/annex/x.pdf' } }) }))
})

describe('the long time-out', () => {
  it('an export (the low-code list\'s, the laboratory summary\'s) and a print wait up to 1,000,000 ms, an ordinary call 60,000 ms', async () => {
    await exportRecords('m1', { dataType: '1', selectKey: ['a'] })
    await printRecord('m1', 'r1')
    await exportSummary({ projectId: 'proj-hj' })
    await http.get('/api/oauth/CurrentUser')
    expect(requested().map((o) => o.timeout)).toEqual([1000000, 1000000, 1000000, 60000])
  })

  it('an upload over 5 MB waits up to 1,000,000 ms; a photo keeps 60,000 ms', async () => {
    await uploadPicked({ path: 'blob:big', name: 'drawing.pdf', size: 40 * 1024 * 1024 }, { type: 'annex' })
    await uploadPicked({ path: 'blob:small', name: 'site.jpg', size: 300 * 1024 }, { type: 'annexpic' })
    expect(uploaded().map((o) => o.timeout)).toEqual([1000000, 60000])
  })

  it('a download takes the time-out it is given, 60,000 ms otherwise', async () => {
    __setDownloadHandler(() => ({ statusCode: 200, tempFilePath: 'tmp://a' }))
    await downloadFile({ url: file.url, timeout: 1000000 })
    await downloadFile({ url: file.url })
    expect((Taro.downloadFile as unknown as jest.Mock).mock.calls.map((c) => c[0].timeout)).toEqual([1000000, 60000])
  })
})
