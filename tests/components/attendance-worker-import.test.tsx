// 劳务人员信息's Excel导入: the manager picks the section, chooses a sheet, sees the upload's progress, and either the
// count of workers imported (the list reloads) or every bad row with its number and reason (nothing imported); a file
// that is not .xlsx is refused before any upload.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { __reset, __setUploadHandler, __storage } from '../__mocks__/taro'
import { chooseFiles } from '@/lib/media/file-picker'
import { useSessionStore } from '@/features/session'
import ContractWorkersInfoPage from '@/pages/apply/contractWorkersInfo/index'
import { fakeApi, ok } from './session/fake-api'

jest.mock('@/lib/media/file-picker', () => ({ chooseFiles: jest.fn() }))
configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const worker = { id: 'w1', contractId: 'ct-hj-tj01', contractName: '土建施工第TJ-01合同段', userId: '', realName: '杨山', idCard: '330681198503121012', mobile: '', trade: '钢筋工', team: '钢筋一班', entryDate: '2026-03-01', exitDate: '', exited: false }
const page = (list: unknown[]) => ok({ list, pagination: { currentPage: 1, pageSize: 20, total: list.length } })
const picked = (name: string) => (chooseFiles as jest.Mock).mockResolvedValueOnce([{ path: `blob:${name}`, name, size: 2048 }])

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-chengang', userName: '陈刚', userAccount: 'chengang' })
  __storage.set('project', { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' })
  useSessionStore.setState({ contractList: [
    { id: 'ct-hj-jl01', projectId: 'proj-hj', enCode: 'JL-01', fullName: '监理第JL-01合同段', kind: 'supervision', contractor: '华正监理' },
    { id: 'ct-hj-tj01', projectId: 'proj-hj', enCode: 'TJ-01', fullName: '土建施工第TJ-01合同段', kind: 'construction', contractor: '钱江路桥' }
  ] })
  __setUploadHandler(async (_opts, progress) => {
    progress(40)
    progress(100)
    return { statusCode: 200, data: JSON.stringify({ code: 200, msg: '上传成功', data: { name: '20261127_abc.xlsx', url: '/api/file/Image/temporary/20261127_abc.xlsx' } }) }
  })
})

test('a sheet with bad rows: every row and reason is listed, and the list is not reloaded', async () => {
  const api = fakeApi({
    'GET /api/attendance/workers': page([worker]),
    'POST /api/attendance/workers/import': ok({ imported: 0, created: 0, updated: 0, errors: [{ row: 3, reason: '请填写姓名' }, { row: 7, reason: '身份证号与第2行重复' }] })
  })
  render(<ContractWorkersInfoPage />)
  await screen.findByText('杨山 · 钢筋一班 · 钢筋工')
  fireEvent.click(screen.getByText('Excel导入'))
  expect(screen.getByText('土建施工第TJ-01合同段', { selector: '.att-field__value' })).toBeTruthy()
  picked('劳务人员.xlsx')
  fireEvent.click(screen.getByText('选择Excel文件导入'))
  await screen.findByText('导入失败：2行有误，未导入任何人员。请修改后重新导入：')
  expect(screen.getByText('第3行：请填写姓名')).toBeTruthy()
  expect(screen.getByText('第7行：身份证号与第2行重复')).toBeTruthy()
  expect(api.find('POST', '/api/attendance/workers/import')[0].body).toEqual({ contractId: 'ct-hj-tj01', fileName: '20261127_abc.xlsx' })
  expect(api.find('GET', '/api/attendance/workers')).toHaveLength(1)
})

test('a good sheet: the counts are shown and the list reloads; a file that is not .xlsx is refused before upload', async () => {
  const api = fakeApi({
    'GET /api/attendance/workers': page([worker]),
    'POST /api/attendance/workers/import': ok({ imported: 3, created: 2, updated: 1, errors: [] })
  })
  const uploads: string[] = []
  __setUploadHandler(async (opts) => {
    uploads.push(opts.url)
    return { statusCode: 200, data: JSON.stringify({ code: 200, msg: '上传成功', data: { name: '20261127_def.xlsx', url: '' } }) }
  })
  render(<ContractWorkersInfoPage />)
  await screen.findByText('杨山 · 钢筋一班 · 钢筋工')
  fireEvent.click(screen.getByText('Excel导入'))
  picked('名册.xls')
  fireEvent.click(screen.getByText('选择Excel文件导入'))
  await screen.findByText('请选择 .xlsx 格式的 Excel 文件（旧版 .xls 请先另存为 .xlsx）')
  expect(uploads).toEqual([])
  picked('名册.xlsx')
  fireEvent.click(screen.getByText('选择Excel文件导入'))
  await screen.findByText('导入成功：新增2人，更新1人')
  expect(uploads).toHaveLength(1)
  expect(uploads[0]).toMatch(/\/api\/file\/Uploader\/temporary$/)
  await waitFor(() => expect(api.find('GET', '/api/attendance/workers')).toHaveLength(2))
})
