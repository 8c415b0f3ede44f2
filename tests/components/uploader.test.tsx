// The photo uploader in jsdom: what the user picks, what is refused and why, progress, failure and retry,
// removal, the value JNPF stores, the read-only mode, and how a form learns that uploads are pending.
import { useState } from 'react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { RETRIES } from '@/lib/request'
import Taro, { __reset, __setUploadHandler } from '../__mocks__/taro'
import { Text } from '@tarojs/components'
import {
  ImageUploader,
  UploadTracker,
  UploadTrackerContext,
  isUploading,
  pendingUploadMessage,
  useUploadsPending,
  type UploadItem
} from '@/components'
import { heldUploads, breakEveryTry } from './held-uploads'

const stored = (name: string, ext = 'jpg', fileSize = 1000) => ({
  code: 200,
  msg: '上传成功',
  data: { name: `20260301_${name}.${ext}`, url: `/api/file/Image/annexpic/20260301_${name}.${ext}`, fileSize, fileExtension: ext }
})

function pickPhotos(...photos: { name: string; size?: number }[]) {
  ;(Taro.chooseImage as jest.Mock).mockResolvedValueOnce({
    tempFilePaths: photos.map((_, i) => `blob:http://localhost/photo-${i}`),
    tempFiles: photos.map((p) => ({ size: p.size ?? 1000, originalFileObj: { name: p.name, size: p.size ?? 1000, type: 'image/jpeg' } }))
  })
}

const changes: UploadItem[][] = []
function Images(props: Partial<Parameters<typeof ImageUploader>[0]> & { initial?: UploadItem[] }) {
  const [value, setValue] = useState<UploadItem[]>(props.initial ?? [])
  return <ImageUploader {...props} value={value} onChange={(v) => { changes.push(v); setValue(v) }} />
}

const lastValue = () => changes[changes.length - 1]
const toasts = () => (Taro.showToast as jest.Mock).mock.calls.map(([o]) => o.title)

beforeEach(() => {
  __reset()
  changes.length = 0
  let n = 0
  URL.createObjectURL = jest.fn(() => `blob:http://localhost/file-${(n += 1)}`)
  // no canvas in jsdom: photos go up uncompressed (the compression itself is covered in tests/unit/media.test.ts)
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null)
})
afterEach(() => jest.restoreAllMocks())

describe('ImageUploader', () => {
  test('photos upload with progress each, then become {name, fileId, url} items', async () => {
    const pending = heldUploads()
    const { container } = render(<Images />)
    pickPhotos({ name: '桩基1.jpg' }, { name: '桩基2.jpg' })
    fireEvent.click(screen.getByLabelText('上传图片'))
    await waitFor(() => expect(pending).toHaveLength(2))
    expect(pending[0].opts.url).toBe('/H5Api/api/file/Uploader/annexpic')
    expect(pending[0].opts.fileName).toBe('桩基1.jpg')
    expect(isUploading()).toBe(true)
    expect(pendingUploadMessage()).toBe('文件上传中，请稍候')

    act(() => pending[0].progress(40))
    act(() => pending[1].progress(75))
    const bars = await screen.findAllByRole('progressbar')
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['40', '75'])
    expect(screen.getByText('40%')).toBeInTheDocument()

    await act(async () => pending[1].resolve({ statusCode: 200, data: stored('b') }))
    await act(async () => pending[0].resolve({ statusCode: 200, data: stored('a') }))
    expect(lastValue()).toEqual([
      { name: '桩基2.jpg', fileId: '20260301_b.jpg', url: '/api/file/Image/annexpic/20260301_b.jpg' },
      { name: '桩基1.jpg', fileId: '20260301_a.jpg', url: '/api/file/Image/annexpic/20260301_a.jpg' }
    ])
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(isUploading()).toBe(false)
    expect(pendingUploadMessage()).toBeUndefined()
    expect(container.querySelectorAll('.uploader__thumb')).toHaveLength(2)
  })

  test('more photos than the limit allows: the extra ones are refused with a toast, and a full grid hides +', async () => {
    const pending = heldUploads()
    render(<Images limit={2} initial={[{ name: 'a.jpg', fileId: 'f-a.jpg', url: '/api/file/Image/annexpic/f-a.jpg' }]} />)
    pickPhotos({ name: 'b.jpg' }, { name: 'c.jpg' }, { name: 'd.jpg' })
    fireEvent.click(screen.getByLabelText('上传图片'))
    await waitFor(() => expect(toasts()).toContain('上传数量不能超过2个'))
    expect(Taro.chooseImage).toHaveBeenCalledWith(expect.objectContaining({ count: 1 }))
    await waitFor(() => expect(pending).toHaveLength(1))
    expect(pending[0].opts.fileName).toBe('b.jpg')
    expect(screen.queryByLabelText('上传图片')).not.toBeInTheDocument()
  })

  test('a photo over the size limit is refused and never sent', async () => {
    const pending = heldUploads()
    render(<Images fileSize={1} sizeUnit='MB' />)
    pickPhotos({ name: 'huge.jpg', size: 2 * 1024 * 1024 }, { name: 'ok.jpg', size: 500 * 1024 })
    fireEvent.click(screen.getByLabelText('上传图片'))
    await waitFor(() => expect(toasts()).toContain('文件大小不能超过1MB'))
    await waitFor(() => expect(pending).toHaveLength(1))
    expect(pending[0].opts.fileName).toBe('ok.jpg')
  })

  test('a failed upload stays with 重试 and 删除 and blocks saving until retried', async () => {
    const pending = heldUploads()
    render(<Images />)
    pickPhotos({ name: '裂缝.jpg' })
    fireEvent.click(screen.getByLabelText('上传图片'))
    await waitFor(() => expect(pending).toHaveLength(1))
    await breakEveryTry(pending, { errMsg: 'uploadFile:fail timeout' })
    expect(await screen.findByText('上传失败')).toBeInTheDocument()
    expect(screen.getByText('裂缝.jpg：上传失败：网络异常，请检查网络后重试')).toBeInTheDocument()
    expect(changes).toHaveLength(0)
    expect(pendingUploadMessage()).toBe('有文件上传失败，请重试或删除后再提交')

    fireEvent.click(screen.getByText('重试'))
    await waitFor(() => expect(pending).toHaveLength(RETRIES + 2))
    expect(pending[RETRIES + 1].opts.filePath).toBe(pending[0].opts.filePath)
    await act(async () => pending[RETRIES + 1].resolve({ statusCode: 200, data: stored('crack') }))
    expect(lastValue()).toEqual([{ name: '裂缝.jpg', fileId: '20260301_crack.jpg', url: '/api/file/Image/annexpic/20260301_crack.jpg' }])
    expect(screen.queryByText('上传失败')).not.toBeInTheDocument()
    expect(pendingUploadMessage()).toBeUndefined()
  })

  test('a failed upload can be dropped after confirming', async () => {
    const pending = heldUploads()
    render(<Images />)
    pickPhotos({ name: 'x.jpg' })
    fireEvent.click(screen.getByLabelText('上传图片'))
    await waitFor(() => expect(pending).toHaveLength(1))
    await act(async () => pending[0].resolve({ statusCode: 200, data: { code: 400, msg: '不支持的文件类型 .heic', data: null } }));
    expect(await screen.findByText('x.jpg：上传失败：不支持的文件类型 .heic')).toBeInTheDocument();
    fireEvent.click(screen.getByText('删除'))
    await waitFor(() => expect(screen.queryByText('上传失败')).not.toBeInTheDocument())
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '确定删除该图片吗？' }))
    expect(pendingUploadMessage()).toBeUndefined()
    expect(changes).toHaveLength(0)
  })

  test('a form scopes its uploads: a failed photo blocks that form, and leaving it forgets the photo', async () => {
    const pending = heldUploads()
    const tracker = new UploadTracker()
    function Form() {
      const blocked = useUploadsPending()
      return (
        <>
          <Images />
          <Text>{blocked ?? '可以提交'}</Text>
        </>
      )
    }
    const { unmount } = render(
      <UploadTrackerContext.Provider value={tracker}>
        <Form />
      </UploadTrackerContext.Provider>
    )
    expect(screen.getByText('可以提交')).toBeInTheDocument()
    pickPhotos({ name: 'a.jpg' })
    fireEvent.click(screen.getByLabelText('上传图片'))
    await waitFor(() => expect(pending).toHaveLength(1))
    expect(screen.getByText('文件上传中，请稍候')).toBeInTheDocument()
    // the app-wide tracker knows nothing of a scoped form
    expect(isUploading()).toBe(false)
    expect(isUploading(tracker)).toBe(true)
    await breakEveryTry(pending, { errMsg: 'uploadFile:fail' })
    expect(await screen.findByText('有文件上传失败，请重试或删除后再提交')).toBeInTheDocument()
    unmount()
    expect(pendingUploadMessage(tracker)).toBeUndefined()
  })

  test('removing a photo asks first; cancelling keeps it', async () => {
    const initial = [
      { name: 'a.jpg', fileId: 'f-a.jpg', url: '/api/file/Image/annexpic/f-a.jpg' },
      { name: 'b.jpg', fileId: 'f-b.jpg', url: '/api/file/Image/annexpic/f-b.jpg' }
    ]
    const { container } = render(<Images initial={initial} />)
    ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
    fireEvent.click(screen.getByLabelText('删除图片1'))
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
    expect(changes).toHaveLength(0)
    fireEvent.click(screen.getByLabelText('删除图片1'))
    await waitFor(() => expect(lastValue()).toEqual([initial[1]]))
    expect(container.querySelectorAll('.uploader__thumb')).toHaveLength(1)
  })

  test('read-only: thumbnails open the viewer, nothing can be added or removed', async () => {
    const initial = [
      { name: 'a.jpg', fileId: 'f-a.jpg', url: '/api/file/Image/annexpic/f-a.jpg' },
      { name: 'b.jpg', fileId: 'f-b.jpg', url: '/api/file/Image/annexpic/f-b.jpg' }
    ]
    render(<Images initial={initial} disabled />)
    expect(screen.queryByLabelText('上传图片')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('删除图片1')).not.toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('查看图片2'))
    await waitFor(() =>
      expect(Taro.previewImage).toHaveBeenCalledWith(
        expect.objectContaining({
          urls: ['/H5Api/api/file/Image/annexpic/f-a.jpg', '/H5Api/api/file/Image/annexpic/f-b.jpg'],
          current: '/H5Api/api/file/Image/annexpic/f-b.jpg'
        })
      )
    )
  })

  test('read-only and empty says so; a JSON string value is read as the list', () => {
    const { unmount } = render(<ImageUploader value={null} onChange={jest.fn()} disabled />)
    expect(screen.getByText('暂无图片')).toBeInTheDocument()
    unmount()
    const { container } = render(
      <ImageUploader value={JSON.stringify([{ name: 'a.jpg', fileId: 'f-a.jpg', url: '/api/file/Image/annexpic/f-a.jpg' }])} onChange={jest.fn()} disabled />
    )
    expect(container.querySelectorAll('.uploader__thumb')).toHaveLength(1)
  })
})
