/**
 * @jest-environment jsdom
 */
// The browser side of src/lib/media in jsdom: limits and their messages, picking photos and documents, the
// canvas compression (with a fake canvas, and the fallback when there is none), data URLs as files, uploading.
import Taro, { __reset, __setUploadHandler } from '../__mocks__/taro'
import {
  acceptAttribute,
  acceptedExtensions,
  chooseFiles,
  chooseImages,
  compressImage,
  dataUrlToFile,
  limitMessage,
  sizeError,
  sizeLimitBytes,
  typeError,
  uploadPicked
} from '@/lib/media'

let blobs: Blob[] = []
beforeEach(() => {
  __reset()
  blobs = []
  // jsdom has no object URLs
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob)
    return `blob:http://localhost/${blobs.length}`
  })
  URL.revokeObjectURL = jest.fn()
})
afterEach(() => jest.restoreAllMocks())

describe('limits of an upload control', () => {
  test('accept strings become extension lists; wildcards and unknown tokens allow anything', () => {
    expect(acceptedExtensions('.pdf, .DOCX')).toEqual(['pdf', 'docx'])
    expect(acceptedExtensions('pdf,xlsx')).toEqual(['pdf', 'xlsx'])
    expect(acceptedExtensions('image/*')).toEqual(expect.arrayContaining(['jpg', 'png', 'webp']))
    expect(acceptedExtensions('application/pdf,.zip')).toEqual(['pdf', 'zip'])
    expect(acceptedExtensions('')).toBeUndefined()
    expect(acceptedExtensions('*/*')).toBeUndefined()
    expect(acceptedExtensions('application/x-unknown')).toBeUndefined()
    expect(acceptAttribute('pdf,.docx')).toBe('.pdf,.docx')
    expect(acceptAttribute(undefined)).toBe('')
  })

  test('sizes count in KB, MB and GB; no size means no limit', () => {
    expect(sizeLimitBytes(500, 'KB')).toBe(500 * 1024)
    expect(sizeLimitBytes('10', 'MB')).toBe(10 * 1024 * 1024)
    expect(sizeLimitBytes(1, 'gb')).toBe(1024 ** 3)
    expect(sizeLimitBytes(10, undefined)).toBe(10 * 1024 * 1024)
    expect(sizeLimitBytes(0, 'MB')).toBeUndefined()
    expect(sizeLimitBytes(undefined, 'MB')).toBeUndefined()
  })

  test('a refused file is told why', () => {
    const rules = { extensions: ['pdf', 'docx'], fileSize: 10, sizeUnit: 'MB' }
    expect(typeError('方案.PDF', rules)).toBeUndefined()
    expect(typeError('setup.exe', rules)).toBe('不支持的文件类型（.exe）')
    expect(typeError('README', rules)).toBe('不支持的文件类型')
    expect(typeError('anything.exe', { fileSize: 10 })).toBeUndefined()
    expect(sizeError(10 * 1024 * 1024, rules)).toBeUndefined()
    expect(sizeError(10 * 1024 * 1024 + 1, rules)).toBe('文件大小不能超过10MB')
    expect(sizeError(600 * 1024, { fileSize: 500, sizeUnit: 'KB' })).toBe('文件大小不能超过500KB')
    expect(limitMessage(3)).toBe('上传数量不能超过3个')
  })
})

describe('picking', () => {
  test('photos keep the picked file names, and a nameless camera shot gets an extension', async () => {
    ;(Taro.chooseImage as jest.Mock).mockResolvedValueOnce({
      tempFilePaths: ['blob:a', 'blob:b'],
      tempFiles: [
        { size: 2048, originalFileObj: { name: '桩基.png', size: 2048, type: 'image/png' } },
        { size: 4096, originalFileObj: { name: 'image', size: 4096, type: 'image/jpeg' } }
      ]
    })
    const files = await chooseImages({ count: 2, sourceType: ['camera'] })
    expect(Taro.chooseImage).toHaveBeenCalledWith(expect.objectContaining({ count: 2, sourceType: ['camera'] }))
    expect(files).toEqual([
      { path: 'blob:a', name: '桩基.png', size: 2048 },
      { path: 'blob:b', name: 'image.jpg', size: 4096 }
    ])
  })

  test('documents come from a hidden file input that filters by the accept string', async () => {
    const picking = chooseFiles({ count: 3, accept: 'pdf,.docx' })
    const input = document.querySelector('input[type=file]') as HTMLInputElement
    expect(input).not.toBeNull()
    expect(input.accept).toBe('.pdf,.docx')
    expect(input.multiple).toBe(true)
    const file = new File(['%PDF-1.4 report'], '检测报告.pdf', { type: 'application/pdf' })
    Object.defineProperty(input, 'files', { value: [file] })
    input.dispatchEvent(new Event('change'))
    await expect(picking).resolves.toEqual([{ path: 'blob:http://localhost/1', name: '检测报告.pdf', size: file.size }])
    expect(document.querySelector('input[type=file]')).toBeNull()
  })

  test('closing the file dialog is a cancel, like WeChat reports it', async () => {
    const picking = chooseFiles({ count: 1 })
    const input = document.querySelector('input[type=file]') as HTMLInputElement
    expect(input.multiple).toBe(false)
    expect(input.hasAttribute('accept')).toBe(false)
    input.dispatchEvent(new Event('cancel'))
    await expect(picking).rejects.toEqual({ errMsg: 'chooseFiles:fail cancel' })
    expect(document.querySelector('input[type=file]')).toBeNull()
  })
})

describe('compression in the browser', () => {
  const photo = { path: 'blob:photo', name: '现场.png', size: 3_000_000 }

  test('without a canvas (jsdom, old WebViews) the photo is uploaded as it is', async () => {
    // jsdom reports its missing canvas on the console; that report is expected here
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(compressImage(photo)).resolves.toBe(photo)
  })

  function fakeCanvas(blobSize: number) {
    const ctx = { fillStyle: '', fillRect: jest.fn(), drawImage: jest.fn() }
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never)
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, cb: BlobCallback, type?: string) {
      cb(new Blob([new Uint8Array(blobSize)], { type }))
    })
    return ctx
  }

  function fakeImage(width: number, height: number) {
    jest.spyOn(window, 'Image').mockImplementation(() => {
      const img = { naturalWidth: width, naturalHeight: height, onload: null as null | (() => void), onerror: null }
      Object.defineProperty(img, 'src', { set: () => setTimeout(() => img.onload?.()) })
      return img as unknown as HTMLImageElement
    })
  }

  test('a large photo is scaled to the longer side and re-encoded as JPEG on white', async () => {
    const ctx = fakeCanvas(400_000)
    fakeImage(4000, 3000)
    const out = await compressImage(photo, { maxSide: 1920, quality: 0.7 })
    expect(out).toEqual({ path: 'blob:http://localhost/1', name: '现场.jpg', size: 400_000, width: 1920, height: 1440 })
    expect(ctx.fillRect).toHaveBeenCalledWith(0, 0, 1920, 1440)
    expect(ctx.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1920, 1440)
    expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.7)
  })

  test('a small photo that would only grow is kept', async () => {
    fakeCanvas(90_000)
    fakeImage(800, 600)
    const small = { path: 'blob:small', name: 'small.jpg', size: 50_000 }
    await expect(compressImage(small)).resolves.toEqual({ ...small, width: 800, height: 600 })
  })

  test('a GIF is never flattened', async () => {
    const ctx = fakeCanvas(10)
    const gif = { path: 'blob:gif', name: 'anim.gif', size: 5_000_000 }
    await expect(compressImage(gif)).resolves.toBe(gif)
    expect(ctx.drawImage).not.toHaveBeenCalled()
  })
})

describe('files from data URLs and uploads', () => {
  test('a drawn signature becomes a PNG blob of the decoded size', async () => {
    const base64 = Buffer.from('not really a png').toString('base64')
    const file = await dataUrlToFile(`data:image/png;base64,${base64}`)
    expect(file).toEqual({ path: 'blob:http://localhost/1', name: 'signature.png', size: 16 })
    expect(blobs[0].type).toBe('image/png')
    await expect(dataUrlToFile('data:image/png,raw')).rejects.toThrow('签名图片格式不正确')
  })

  test('uploadPicked posts the file to the folder with its name and reports progress', async () => {
    const seen: number[] = []
    __setUploadHandler((_opts, progress) => {
      progress(35)
      progress(100)
      return { data: { code: 200, msg: '上传成功', data: { name: '20260101_x.jpg', url: '/api/file/Image/annexpic/20260101_x.jpg', fileSize: 9, fileExtension: 'jpg' } } }
    })
    const vo = await uploadPicked({ path: 'blob:p', name: '现场.jpg', size: 9 }, { type: 'annexpic', onProgress: (p) => seen.push(p) })
    expect(vo.name).toBe('20260101_x.jpg')
    expect(seen).toEqual([35, 100])
    expect(Taro.uploadFile).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/H5Api/api/file/Uploader/annexpic', filePath: 'blob:p', name: 'file', fileName: '现场.jpg' })
    )
  })
})
