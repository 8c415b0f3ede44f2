// The low-code upload and signature widgets, fed a control as JNPF form JSON writes it (through the real
// normaliser) and bound to a real form store, the way the renderer uses them.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro, { __reset, __setUploadHandler } from '../__mocks__/taro'
import { normaliseFields } from '@/engines/lowcode/model/normalise'
import { uploadWidgets } from '@/engines/lowcode/widgets/upload'
import type { LcField } from '@/engines/lowcode/types'
import { createFormStore, useFormField, type FormStore } from '@/lib/form'

function fieldOf(json: object): LcField {
  const [field] = normaliseFields([json])
  return field
}

function Bound({ field, form, disabled = false }: { field: LcField; form: FormStore; disabled?: boolean }) {
  const binding = useFormField(form, field.vModel!)
  const Widget = uploadWidgets[field.jnpfKey]
  return <Widget field={field} form={form} formValues={{}} value={binding.value} onChange={(v: unknown) => form.setValue(field.vModel!, v)} disabled={disabled} />
}

const toasts = () => (Taro.showToast as jest.Mock).mock.calls.map(([o]) => o.title)

function pickDocuments(...files: File[]) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement
  Object.defineProperty(input, 'files', { value: files })
  input.dispatchEvent(new Event('change'))
}

beforeEach(() => {
  __reset()
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/f')
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null)
})
afterEach(() => jest.restoreAllMocks())

test('the three controls are registered under their 3.6 names', () => {
  expect(Object.keys(uploadWidgets).sort()).toEqual(['sign', 'uploadFile', 'uploadImg'])
})

test('an old uploadFz control takes accept, size, limit, button and tip from its JSON and writes the JNPF value', async () => {
  const field = fieldOf({
    __config__: { jnpfKey: 'uploadFz', label: '附件', formId: 101, renderKey: 1 },
    __vModel__: 'attachment',
    accept: '.pdf',
    fileSize: 5,
    sizeUnit: 'MB',
    limit: 2,
    buttonText: '上传附件',
    showTip: true,
    tipText: '只能上传PDF，不超过5MB'
  })
  expect(field.jnpfKey).toBe('uploadFile')
  const form = createFormStore({ values: { attachment: [] } })
  __setUploadHandler(() => ({
    data: { code: 200, msg: '上传成功', data: { name: '20260301_p.pdf', url: '/api/file/Image/annex/20260301_p.pdf', fileSize: 4, fileExtension: 'pdf' } }
  }))
  render(<Bound field={field} form={form} />)
  expect(screen.getByText('只能上传PDF，不超过5MB')).toBeInTheDocument()

  fireEvent.click(screen.getByLabelText('上传附件'))
  pickDocuments(new File(['MZ'], 'tool.exe'))
  await waitFor(() => expect(toasts()).toContain('不支持的文件类型（.exe）'))

  fireEvent.click(screen.getByLabelText('上传附件'))
  pickDocuments(new File([new Uint8Array(6 * 1024 * 1024)], 'big.pdf'))
  await waitFor(() => expect(toasts()).toContain('文件大小不能超过5MB'))
  expect(Taro.uploadFile).not.toHaveBeenCalled()

  fireEvent.click(screen.getByLabelText('上传附件'))
  pickDocuments(new File(['%PDF'], '验收单.pdf'))
  await waitFor(() => expect(form.getValue('attachment')).toHaveLength(1))
  expect(form.getValue('attachment')).toEqual([
    { name: '验收单.pdf', fileId: '20260301_p.pdf', url: '/api/file/Image/annex/20260301_p.pdf', fileSize: 4, fileExtension: 'pdf' }
  ])
})

test('uploadImg with a custom path sends the folder fields JNPF sends', async () => {
  const field = fieldOf({
    __config__: { jnpfKey: 'uploadImg', label: '现场照片', formId: 102 },
    __vModel__: 'photos',
    fileSize: 10,
    sizeUnit: 'MB',
    limit: 9,
    pathType: 'selfPath',
    isAccount: 1,
    folder: 'safety/inspection'
  })
  const form = createFormStore({ values: { photos: [] } })
  __setUploadHandler(() => ({ data: { code: 200, msg: '上传成功', data: { name: '20260301_i.jpg', url: '/api/file/Image/annexpic/20260301_i.jpg' } } }))
  ;(Taro.chooseImage as jest.Mock).mockResolvedValueOnce({ tempFilePaths: ['blob:a'], tempFiles: [{ size: 100, originalFileObj: { name: '巡查.jpg', size: 100 } }] })
  render(<Bound field={field} form={form} />)
  fireEvent.click(screen.getByLabelText('拍照上传'))
  await waitFor(() => expect(form.getValue('photos')).toEqual([{ name: '巡查.jpg', fileId: '20260301_i.jpg', url: '/api/file/Image/annexpic/20260301_i.jpg' }]))
  expect(Taro.uploadFile).toHaveBeenCalledWith(
    expect.objectContaining({ url: '/H5Api/api/file/Uploader/annexpic', formData: { pathType: 'selfPath', isAccount: '1', folder: 'safety/inspection' } })
  )
})

test('a disabled upload field shows what is there and nothing to change', () => {
  const field = fieldOf({ __config__: { jnpfKey: 'uploadImg', label: '照片', formId: 103 }, __vModel__: 'pics' })
  const form = createFormStore({ values: { pics: [{ name: 'a.jpg', fileId: 'a.jpg', url: '/api/file/Image/annexpic/a.jpg' }] } })
  const { container } = render(<Bound field={field} form={form} disabled />)
  expect(container.querySelectorAll('.uploader__thumb')).toHaveLength(1)
  expect(screen.queryByLabelText('拍照上传')).not.toBeInTheDocument()
  expect(screen.queryByLabelText('删除图片1')).not.toBeInTheDocument()
})

test('sign shows the stored data URL and replaces it with a new drawing', async () => {
  const field = fieldOf({ __config__: { jnpfKey: 'sign', label: '检查人签名', formId: 104 }, __vModel__: 'signature' })
  const old = 'data:image/png;base64,b2xk'
  const drawn = 'data:image/png;base64,bmV3'
  const form = createFormStore({ values: { signature: old } })
  const ops: string[] = []
  const call = (name: string) => () => ops.push(name)
  const ctx = { setTransform: call('setTransform'), beginPath: call('beginPath'), moveTo: call('moveTo'), lineTo: call('lineTo'), stroke: call('stroke'), arc: call('arc'), fill: call('fill'), clearRect: call('clearRect') }
  ;(HTMLCanvasElement.prototype.getContext as jest.Mock).mockImplementation(() => ctx)
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => drawn)
  const { container } = render(<Bound field={field} form={form} />)
  expect(container.querySelector('.signature-input__image')?.getAttribute('src')).toBe(old)
  fireEvent.click(screen.getByText('重新签名'))
  expect(screen.getByText('检查人签名')).toBeInTheDocument()
  const canvas = container.querySelector('canvas')!
  fireEvent.mouseDown(canvas, { clientX: 2, clientY: 2 })
  fireEvent.mouseMove(canvas, { clientX: 20, clientY: 8 })
  fireEvent.mouseUp(canvas)
  await act(async () => {
    fireEvent.click(screen.getByText('确定'))
  })
  expect(form.getValue('signature')).toBe(drawn)
  expect(ops).toContain('lineTo')
})
