import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro, { __reset } from '../../__mocks__/taro'
import BusinessPage from '@/pages/my/business'
import { fakeApi } from './api-fake'
import { signIn, userInfo } from './session-fixture'

const currentUser = { userInfo, menuList: [{ id: 'm1' }], permissionList: [], sysConfigInfo: { sysName: 'x', sysVersion: '3.3.5', copyright: 'c' } }

beforeEach(() => {
  __reset()
  signIn()
})

describe('my organisations and positions', () => {
  test('lists both with the default marked', async () => {
    fakeApi({
      'GET /api/permission/Users/Current/getUserOrganizes': [
        { id: 'o1', fullName: '沿江高速项目公司/工程管理部', isDefault: true },
        { id: 'o2', fullName: '沿江高速项目公司/安全环保部', isDefault: false }
      ],
      'GET /api/permission/Users/Current/getUserPositions': [{ id: 'p1', fullName: '项目经理', isDefault: true }]
    })
    render(<BusinessPage />)
    expect(await screen.findByText('沿江高速项目公司/安全环保部')).toBeInTheDocument()
    expect(screen.getByText('默认')).toBeInTheDocument()
    expect(screen.getByText('主岗')).toBeInTheDocument()
  })

  test('switching the main organisation asks first, then saves and refreshes the user', async () => {
    const api = fakeApi({
      'GET /api/permission/Users/Current/getUserOrganizes': [
        { id: 'o1', fullName: '工程管理部', isDefault: true },
        { id: 'o2', fullName: '安全环保部', isDefault: false }
      ],
      'GET /api/permission/Users/Current/getUserPositions': [],
      'PUT /api/permission/Users/Current/major': undefined,
      'GET /api/oauth/CurrentUser': currentUser
    })
    ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
    render(<BusinessPage />)
    fireEvent.click(await screen.findByText('安全环保部'))
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
    await act(() => Promise.resolve())
    expect(api.calls('PUT', '/api/permission/Users/Current/major')).toHaveLength(0)

    fireEvent.click(screen.getByText('安全环保部'))
    await waitFor(() => expect(api.calls('GET', '/api/oauth/CurrentUser')).toHaveLength(1))
    expect(api.calls('PUT', '/api/permission/Users/Current/major')[0].data).toEqual({ majorId: 'o2', majorType: 'Organize' })
    expect(screen.getByText('暂无岗位')).toBeInTheDocument()
  })

  test('the default entry cannot be switched to again', async () => {
    const api = fakeApi({
      'GET /api/permission/Users/Current/getUserOrganizes': [],
      'GET /api/permission/Users/Current/getUserPositions': [
        { id: 'p1', fullName: '项目经理', isDefault: true },
        { id: 'p2', fullName: '总工程师', isDefault: false }
      ],
      'PUT /api/permission/Users/Current/major': undefined,
      'GET /api/oauth/CurrentUser': currentUser
    })
    render(<BusinessPage />)
    fireEvent.click(await screen.findByText('项目经理'))
    await act(() => Promise.resolve())
    expect(Taro.showModal).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText('总工程师'))
    await waitFor(() => expect(api.calls('PUT', '/api/permission/Users/Current/major')).toHaveLength(1))
    expect(api.calls('PUT', '/api/permission/Users/Current/major')[0].data).toEqual({ majorId: 'p2', majorType: 'Position' })
    expect(screen.getByText('暂无所属组织')).toBeInTheDocument()
  })
})
