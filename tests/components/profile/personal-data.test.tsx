import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro, { __reset } from '../../__mocks__/taro'
import PersonalDataPage from '@/pages/my/personalData'
import { fakeApi, fakeUpload, fail } from './api-fake'
import { signIn, userInfo } from './session-fixture'
import { inputByPlaceholder, typeInto } from './dom'

const baseInfo = {
  id: 'u-zhang',
  account: 'zhangwei',
  realName: '张伟',
  organize: '交投建设集团/沿江高速项目公司/工程管理部',
  position: '项目经理',
  gender: '男',
  mobilePhone: '13812345678',
  email: 'zhangwei@example.com',
  birthday: new Date(1985, 4, 12).getTime(),
  signature: '安全第一',
  postalAddress: '南京市建邺区江东中路1号',
  avatar: ''
}

const currentUser = { userInfo, menuList: [{ id: 'm1' }], permissionList: [], sysConfigInfo: { sysName: 'x', sysVersion: '3.3.5', copyright: 'c' } }


beforeEach(() => {
  __reset()
  signIn()
})

describe('personal data', () => {
  test('shows the base info the server holds', async () => {
    fakeApi({ 'GET /api/permission/Users/Current/BaseInfo': baseInfo })
    const { container } = render(<PersonalDataPage />)
    expect(await screen.findByText('zhangwei')).toBeInTheDocument()
    expect(screen.getByText('项目经理')).toBeInTheDocument()
    // the pickers' own option lists render too: read the shown values
    const shown = Array.from(container.querySelectorAll('.pf-picker')).map((el) => el.textContent)
    expect(shown).toEqual(['男', '1985-05-12'])
    expect((await inputByPlaceholder(container, '请输入手机号码')).value).toBe('13812345678')
  })

  test('a bad mobile and a bad email are named and nothing is sent', async () => {
    const api = fakeApi({ 'GET /api/permission/Users/Current/BaseInfo': baseInfo, 'PUT /api/permission/Users/Current/BaseInfo': undefined })
    const { container } = render(<PersonalDataPage />)
    await screen.findByText('zhangwei')
    await typeInto(container, '请输入手机号码', '12345678901')
    await typeInto(container, '请输入电子邮箱', 'zhangwei@')
    await typeInto(container, '请输入姓名', '  ')
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument()
    expect(screen.getByText('请输入正确的电子邮箱')).toBeInTheDocument()
    expect(screen.getByText('请输入姓名')).toBeInTheDocument()
    await act(() => Promise.resolve())
    expect(api.calls('PUT', '/api/permission/Users/Current/BaseInfo')).toHaveLength(0)
  })

  test('valid edits are saved with the untouched columns kept, then the session user is refreshed', async () => {
    const api = fakeApi({
      'GET /api/permission/Users/Current/BaseInfo': baseInfo,
      'PUT /api/permission/Users/Current/BaseInfo': undefined,
      'GET /api/oauth/CurrentUser': currentUser
    })
    const { container } = render(<PersonalDataPage />)
    await screen.findByText('zhangwei')
    await typeInto(container, '请输入手机号码', '13912345678')
    await typeInto(container, '请输入电子邮箱', 'zw@example.cn')
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(api.calls('GET', '/api/oauth/CurrentUser')).toHaveLength(1))
    const [put] = api.calls('PUT', '/api/permission/Users/Current/BaseInfo')
    expect(put.data).toEqual({
      realName: '张伟',
      gender: '1',
      mobilePhone: '13912345678',
      email: 'zw@example.cn',
      birthday: baseInfo.birthday,
      signature: '安全第一',
      postalAddress: '南京市建邺区江东中路1号'
    })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '保存成功' }))
  })

  test('a numeric gender (the reference server) goes back as a number, unset fields stay out', async () => {
    const api = fakeApi({
      'GET /api/permission/Users/Current/BaseInfo': { id: 'u-zhang', account: 'zhangwei', realName: '张伟', gender: 2, mobilePhone: '', email: '', birthday: null, signature: '' },
      'PUT /api/permission/Users/Current/BaseInfo': undefined,
      'GET /api/oauth/CurrentUser': currentUser
    })
    const { container } = render(<PersonalDataPage />)
    await screen.findByText('zhangwei')
    expect(Array.from(container.querySelectorAll('.pf-picker')).map((el) => el.textContent)).toEqual(['女', '请选择出生日期'])
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(api.calls('PUT', '/api/permission/Users/Current/BaseInfo')).toHaveLength(1))
    expect(api.calls('PUT', '/api/permission/Users/Current/BaseInfo')[0].data).toEqual({
      realName: '张伟', gender: 2, mobilePhone: '', email: '', signature: ''
    })
  })

  test('a load failure offers a retry', async () => {
    fakeApi({ 'GET /api/permission/Users/Current/BaseInfo': fail('用户不存在') })
    render(<PersonalDataPage />)
    expect(await screen.findByText('用户不存在')).toBeInTheDocument()
    expect(screen.getByText('重试')).toBeInTheDocument()
  })

  test('avatar: album pick, upload with visible progress, then set and refresh', async () => {
    const api = fakeApi({
      'GET /api/permission/Users/Current/BaseInfo': baseInfo,
      'PUT /api/permission/Users/Current/Avatar/20261121_abc.png': undefined,
      'GET /api/oauth/CurrentUser': currentUser
    })
    const upload = fakeUpload('20261121_abc.png', [10, 45])
    ;(Taro.showActionSheet as jest.Mock).mockResolvedValueOnce({ tapIndex: 1 })
    ;(Taro.chooseImage as jest.Mock).mockResolvedValueOnce({ tempFilePaths: ['blob:http://localhost/photo'], tempFiles: [] })
    render(<PersonalDataPage />)
    await screen.findByText('zhangwei')
    fireEvent.click(screen.getByText('更换头像'))
    expect(await screen.findByText('45%')).toBeInTheDocument()
    expect(Taro.chooseImage).toHaveBeenCalledWith(expect.objectContaining({ count: 1, sourceType: ['album'] }))
    expect(upload.uploads[0]).toMatchObject({ url: '/H5Api/api/file/Uploader/userAvatar', name: 'file', filePath: 'blob:http://localhost/photo' })
    expect(api.calls('PUT', '/api/permission/Users/Current/Avatar/20261121_abc.png')).toHaveLength(0)
    act(() => upload.release())
    await waitFor(() => expect(api.calls('GET', '/api/oauth/CurrentUser')).toHaveLength(1))
    expect(api.calls('PUT', '/api/permission/Users/Current/Avatar/20261121_abc.png')).toHaveLength(1)
    expect(screen.queryByText('45%')).toBeNull()
  })

  test('camera is offered as the first choice', async () => {
    fakeApi({ 'GET /api/permission/Users/Current/BaseInfo': baseInfo })
    ;(Taro.showActionSheet as jest.Mock).mockResolvedValueOnce({ tapIndex: 0 })
    ;(Taro.chooseImage as jest.Mock).mockRejectedValueOnce({ errMsg: 'chooseImage:fail cancel' })
    render(<PersonalDataPage />)
    await screen.findByText('zhangwei')
    fireEvent.click(screen.getByText('更换头像'))
    await waitFor(() => expect(Taro.chooseImage).toHaveBeenCalledWith(expect.objectContaining({ sourceType: ['camera'] })))
    expect((Taro.showActionSheet as jest.Mock).mock.calls[0][0].itemList).toEqual(['拍照', '从相册选择'])
    expect(Taro.uploadFile).not.toHaveBeenCalled()
  })
})
