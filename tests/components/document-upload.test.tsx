// 上传文档: a chief engineer uploads a drawing's PDF with progress, picks its category and section and names it; the
// record goes to the server with the uploaded file and the new document opens. What is missing is said before
// anything is sent; a library the user may not add to says so. The list offers 上传 only to those who may, and the
// reader offers 删除 (confirmed) only to the uploader. The server is a fake.
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage } from '../__mocks__/taro'
import DocumentUploadPage from '@/pages/apply/previewPdf/upload/index'
import DrawPdfsPage from '@/pages/apply/drawPdfs/index'
import PreviewPdfPage from '@/pages/apply/previewPdf/index'
import { routes } from '@/config/routes'
import { useSessionStore } from '@/features/session'
import { uploadProblem, type UploadDraft } from '@/features/documents/lib/upload-rules'
import { fakeApi, ok } from './session/fake-api'
import { typeInto } from './profile/dom'
import { fireTaroChange } from './lowcode-fixtures'
import { heldUploads } from './held-uploads'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const options = (mayUpload: boolean) => ok({
  library: 'drawing', categories: [{ name: '桥梁涵洞', count: 3 }], mayUpload,
  sections: [{ id: 'ct-hj-tj01', enCode: 'TJ-01', fullName: '第一合同段' }, { id: 'ct-hj-tj02', enCode: 'TJ-02', fullName: '第二合同段' }]
})
const toasts = () => (Taro.showToast as jest.Mock).mock.calls.map(([o]) => o.title)

function pickDocument(file: File) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement
  Object.defineProperty(input, 'files', { value: [file] })
  input.dispatchEvent(new Event('change'))
}

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-zhoujian', userName: '周建', userAccount: 'zhoujian' })
  const project = { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' }
  __storage.set('project', project)
  useSessionStore.setState({ project: project as never })
  __setRouterParams({ library: 'drawing' })
  let n = 0
  URL.createObjectURL = jest.fn(() => `blob:http://localhost/file-${(n += 1)}`)
})
afterEach(() => jest.restoreAllMocks())

test('a drawing goes up with progress, then its record with category, section and name, and the new document opens', async () => {
  const api = fakeApi({ 'GET /api/documents/options': options(true), 'POST /api/documents': ok({ id: 'doc-new' }) })
  const pending = heldUploads()
  const { container } = render(<DocumentUploadPage />)
  fireEvent.click(await screen.findByLabelText('选择PDF文件'))
  pickDocument(new File(['%PDF-1.7'], 'S3-2-05 箱梁一般构造图.pdf', { type: 'application/pdf' }))
  await waitFor(() => expect(pending).toHaveLength(1))
  expect(pending[0].opts.url).toBe('/H5Api/api/file/Uploader/document')
  act(() => pending[0].progress(45))
  expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('45')
  // sent before the upload finished: the form says what is missing and sends nothing
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(toasts()).toContain('请上传PDF文件'))
  await act(async () => pending[0].resolve({ statusCode: 200, data: ok({ name: '20261127_abc.pdf', url: '/api/file/Image/document/20261127_abc.pdf', fileSize: 8, fileExtension: 'pdf' }) }))
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(toasts()).toContain('请选择文档分类'))
  const pickers = container.querySelectorAll('taro-picker-core')
  fireTaroChange(pickers[0], 2) // 桥梁涵洞
  fireTaroChange(pickers[2], 1) // TJ-01
  await typeInto(container, '选填，如：S3-2-05', 'S3-2-05')
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(toasts()).toContain('请填写图名'))
  expect(api.find('POST', '/api/documents')).toHaveLength(0)
  await typeInto(container, '请填写名称', '箱梁一般构造图')
  await typeInto(container, '选填，如：K12+300 主线桥', 'K12+300 主线桥')
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(api.find('POST', '/api/documents')).toHaveLength(1))
  expect(api.find('POST', '/api/documents')[0].body).toEqual({
    library: 'drawing', projectId: 'proj-hj', contractId: 'ct-hj-tj01', category: '桥梁涵洞', code: 'S3-2-05', title: '箱梁一般构造图',
    structure: 'K12+300 主线桥', file: { name: 'S3-2-05 箱梁一般构造图.pdf', url: '/api/file/Image/document/20261127_abc.pdf' }
  })
  await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalledWith({ url: routes.documents.previewPdf('doc-new') }))
})

test('the server\'s refusal is shown and the form stays', async () => {
  fakeApi({ 'GET /api/documents/options': options(true), 'POST /api/documents': { code: 400, msg: '文件不是有效的PDF，请重新上传' } })
  const pending = heldUploads()
  const { container } = render(<DocumentUploadPage />)
  fireEvent.click(await screen.findByLabelText('选择PDF文件'))
  pickDocument(new File(['not a pdf'], '图纸.pdf', { type: 'application/pdf' }))
  await waitFor(() => expect(pending).toHaveLength(1))
  await act(async () => pending[0].resolve({ statusCode: 200, data: ok({ name: '20261127_x.pdf', url: '/api/file/Image/document/20261127_x.pdf' }) }))
  fireTaroChange(container.querySelectorAll('taro-picker-core')[0], 0)
  await typeInto(container, '请填写名称', '路基标准横断面图')
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(toasts()).toContain('文件不是有效的PDF，请重新上传'))
  expect(Taro.redirectTo).not.toHaveBeenCalled()
  expect(screen.getByText('提交')).toBeInTheDocument()
})

test('a library the user may not add to says so instead of a form', async () => {
  fakeApi({ 'GET /api/documents/options': options(false) })
  render(<DocumentUploadPage />)
  expect(await screen.findByText('您没有上传施工图纸的权限')).toBeInTheDocument()
  expect(screen.queryByText('提交')).toBeNull()
})

test('the rules: a standard needs its number, and comes into force on or after its publication', () => {
  const draft: UploadDraft = {
    category: '施工技术规范', title: '公路桥涵施工技术规范', code: '', issuer: '', issueDate: '2020-07-01', effectiveDate: '2020-06-01', standardState: 'current',
    contractId: '', structure: '', remark: '', groupWide: false, files: [{ name: 'JTG-T 3650.pdf', fileId: '20261127_s.pdf', url: '/api/file/Image/document/20261127_s.pdf' }]
  }
  expect(uploadProblem('standard', draft)).toBe('请填写标准编号')
  expect(uploadProblem('standard', { ...draft, code: 'JTG/T 3650-2020' })).toBe('实施日期不能早于发布日期')
  expect(uploadProblem('standard', { ...draft, code: 'JTG/T 3650-2020', effectiveDate: '2020-08-01' })).toBe('')
  expect(uploadProblem('knowledge', { ...draft, files: [{ name: '交底.docx', fileId: '20261127_d.docx', url: '/x' }] })).toBe('只能上传PDF文件')
})

test('the drawings list offers 上传文档 only to those who may add', async () => {
  fakeApi({ 'GET /api/documents/options': options(true), 'GET /api/documents': ok({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }) })
  const { unmount } = render(<DrawPdfsPage />)
  fireEvent.click(await screen.findByText('＋ 上传文档'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.documents.upload('drawing') })
  unmount()
  fakeApi({ 'GET /api/documents/options': options(false), 'GET /api/documents': ok({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }) })
  render(<DrawPdfsPage />)
  expect(await screen.findByText('暂无文档')).toBeInTheDocument()
  expect(screen.queryByText('＋ 上传文档')).toBeNull()
})

const detail = (mayDelete: boolean) => ok({
  id: 'doc-1', library: 'drawing', category: '桥梁涵洞', code: 'S3-2-05', title: '箱梁一般构造图', issuer: '', issueDate: '2026-03-01', effectiveDate: '',
  standardState: '', projectId: 'proj-hj', contractId: '', sectionText: 'TJ-01', structure: '', fileSize: 1024, pageCount: 0, updatedAt: 0, remark: '',
  fileUrl: '/api/file/Image/document/20261127_abc.pdf?exp=1&sig=x', fileName: '20261127_abc.pdf', uploaderName: '周建', qrText: 'hwy:doc:doc-1', mayDelete
})

test('the uploader removes a document after confirming; others see no 删除', async () => {
  __setRouterParams({ id: 'doc-1' })
  const api = fakeApi({ 'GET /api/documents/doc-1': detail(true), 'DELETE /api/documents/doc-1': ok() })
  const { unmount } = render(<PreviewPdfPage />)
  fireEvent.click(await screen.findByLabelText('删除文档'))
  await waitFor(() => expect(api.find('DELETE', '/api/documents/doc-1')).toHaveLength(1))
  expect((Taro.showModal as jest.Mock).mock.calls[0][0].content).toContain('箱梁一般构造图')
  await waitFor(() => expect(Taro.navigateBack).toHaveBeenCalled())
  unmount()
  fakeApi({ 'GET /api/documents/doc-1': detail(false) })
  render(<PreviewPdfPage />)
  expect(await screen.findByText(/箱梁一般构造图/)).toBeInTheDocument()
  expect(screen.queryByLabelText('删除文档')).toBeNull()
})
