// The document uploader in jsdom: the file input, type and count refusals, progress, failure and retry, the value
// JNPF stores ({name, fileId, url, fileSize, fileExtension}), and opening files read-only.
import { useState } from 'react'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { RETRIES } from '@/lib/request'
import Taro, { __reset, __setRequestHandler, __setUploadHandler } from '../__mocks__/taro'
import { FileUploader, type UploadItem } from '@/components'
import { heldUploads, breakEveryTry } from './held-uploads'

const stored = (name: string, ext: string, fileSize: number) => ({
  code: 200,
  msg: '上传成功',
  data: { name: `20260301_${name}.${ext}`, url: `/api/file/Image/annex/20260301_${name}.${ext}`, fileSize, fileExtension: ext }
})

function pickDocuments(...files: File[]) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement
  Object.defineProperty(input, 'files', { value: files })
  input.dispatchEvent(new Event('change'))
}

const changes: UploadItem[][] = []
function Files(props: Partial<Parameters<typeof FileUploader>[0]> & { initial?: UploadItem[] }) {
  const [value, setValue] = useState<UploadItem[]>(props.initial ?? [])
  return <FileUploader {...props} value={value} onChange={(v) => { changes.push(v); setValue(v) }} />
}

const lastValue = () => changes[changes.length - 1]
const toasts = () => (Taro.showToast as jest.Mock).mock.calls.map(([o]) => o.title)

beforeEach(() => {
  __reset()
  changes.length = 0
  let n = 0
  URL.createObjectURL = jest.fn(() => `blob:http://localhost/file-${(n += 1)}`)
})
afterEach(() => jest.restoreAllMocks())

describe('FileUploader', () => {
  test('documents upload to annex with a progress bar and are stored with size and extension', async () => {
    const pending = heldUploads()
    render(<Files accept='.pdf,.docx' />)
    fireEvent.click(screen.getByLabelText('选择文件'))
    pickDocuments(new File(['x'.repeat(2048)], '施工方案.pdf', { type: 'application/pdf' }))
    await waitFor(() => expect(pending).toHaveLength(1))
    expect(pending[0].opts.url).toBe('/H5Api/api/file/Uploader/annex')
    act(() => pending[0].progress(60))
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('60')
    await act(async () => pending[0].resolve({ statusCode: 200, data: stored('plan', 'pdf', 2048) }))
    expect(lastValue()).toEqual([
      { name: '施工方案.pdf', fileId: '20260301_plan.pdf', url: '/api/file/Image/annex/20260301_plan.pdf', fileSize: 2048, fileExtension: 'pdf' }
    ])
    expect(screen.getByText('施工方案.pdf')).toBeInTheDocument()
    expect(screen.getByText('2 KB')).toBeInTheDocument()
  })

  test('a type the control does not accept is refused and never sent', async () => {
    const pending = heldUploads()
    render(<Files accept='.pdf' />)
    fireEvent.click(screen.getByLabelText('选择文件'))
    pickDocuments(new File(['MZ'], 'setup.exe'))
    await waitFor(() => expect(toasts()).toContain('不支持的文件类型（.exe）'))
    expect(pending).toHaveLength(0)
    expect(Taro.uploadFile).not.toHaveBeenCalled()
  })

  test('at the limit the button says so instead of opening the chooser', async () => {
    render(<Files limit={1} initial={[{ name: 'a.pdf', fileId: 'f-a.pdf', url: '/api/file/Image/annex/f-a.pdf' }]} />)
    fireEvent.click(screen.getByLabelText('选择文件'))
    await waitFor(() => expect(toasts()).toContain('上传数量不能超过1个'))
    expect(document.querySelector('input[type=file]')).toBeNull()
  })

  test('a failed document offers 重试, and retrying sends it again', async () => {
    const pending = heldUploads()
    render(<Files />)
    fireEvent.click(screen.getByLabelText('选择文件'))
    pickDocuments(new File(['abc'], '台账.xlsx'))
    await waitFor(() => expect(pending).toHaveLength(1))
    await breakEveryTry(pending, { errMsg: 'uploadFile:fail' })
    const row = (await screen.findByText('上传失败：网络异常，请检查网络后重试')).closest('.uploader__file') as HTMLElement
    expect(within(row).getByText('删除')).toBeInTheDocument()
    fireEvent.click(within(row).getByText('重试'))
    await waitFor(() => expect(pending).toHaveLength(RETRIES + 2))
    await act(async () => pending[RETRIES + 1].resolve({ statusCode: 200, data: stored('ledger', 'xlsx', 3) }))
    expect(lastValue()).toEqual([expect.objectContaining({ name: '台账.xlsx', fileId: '20260301_ledger.xlsx', fileExtension: 'xlsx' })])
  })

  test('read-only: names open the file at the preview the server answers, no button and no 删除', async () => {
    __setRequestHandler((o: { url: string }) =>
      o.url === '/H5Api/api/file/Uploader/Preview?fileName=f.pdf&type=annex'
        ? { data: { code: 200, msg: 'ok', data: '/api/file/Image/annex/f.pdf?exp=1&sig=s' } }
        : { data: { code: 404, msg: 'no' } })
    const tab = { opener: window, location: { href: '' }, close: jest.fn() } as unknown as Window
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab)
    render(<Files disabled initial={[{ name: '方案.pdf', fileId: 'f.pdf', url: '/api/file/Image/annex/f.pdf', fileSize: 1024 }]} />)
    expect(screen.queryByLabelText('选择文件')).not.toBeInTheDocument()
    expect(screen.queryByText('删除')).not.toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('打开方案.pdf'))
    // opened from the tap (popup blockers), pointed at the preview once the server answered
    expect(open).toHaveBeenCalledWith('', '_blank')
    await waitFor(() => expect(tab.location.href).toBe('/H5Api/api/file/Image/annex/f.pdf?exp=1&sig=s'))
    // the opened tab cannot reach back into the app
    expect(tab.opener).toBeNull()
  })

  test('a blocked popup is explained instead of failing silently', async () => {
    jest.spyOn(window, 'open').mockImplementation(() => null)
    render(<Files disabled initial={[{ name: '方案.pdf', fileId: 'f.pdf', url: '/api/file/Image/annex/f.pdf' }]} />)
    fireEvent.click(screen.getByLabelText('打开方案.pdf'))
    await waitFor(() => expect(toasts()).toContain('请允许浏览器打开新窗口后重试'))
  })
})
