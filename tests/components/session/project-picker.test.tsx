import { render, screen, fireEvent, waitFor } from '@testing-library/react'
import { __reset, __storage } from '../../__mocks__/taro'
import { ProjectContractPicker, useSessionStore } from '@/features/session'
import { fakeApi, ok, projects, sessionRoutes } from './fake-api'

beforeEach(async () => {
  __reset()
  useSessionStore.getState().restore()
})

async function loggedIn() {
  fakeApi(sessionRoutes())
  await useSessionStore.getState().loginWithPassword('zhangwei', 'Highway@2026')
}

describe('ProjectContractPicker', () => {
  it('lists the projects with the current one marked, then that project\'s contracts', async () => {
    await loggedIn()
    const onClose = jest.fn()
    render(<ProjectContractPicker isOpened onClose={onClose} />)
    expect(screen.getByText('沿江高速公路一期')).toBeInTheDocument()
    expect(screen.getByText('当前')).toBeInTheDocument()
    fireEvent.click(screen.getByText('S318国道改扩建'))
    expect(await screen.findByText('S318-01土建标')).toBeInTheDocument()
    expect(screen.getByText('施工 · 路桥二公司')).toBeInTheDocument()
    fireEvent.click(screen.getByText('S318-01土建标'))
    expect(onClose).toHaveBeenCalled()
    expect(useSessionStore.getState().project?.id).toBe('pj2')
    expect((__storage.get('contract') as { id: string }).id).toBe('c21')
  })

  it('opens a single-project user straight at the contract sections, without a way back to a one-item list', async () => {
    fakeApi({ ...sessionRoutes(), 'GET /api/oauth/project-data': ok({ list: [projects[0]] }) })
    await useSessionStore.getState().loginWithPassword('zhangwei', 'Highway@2026')
    const onClose = jest.fn()
    render(<ProjectContractPicker isOpened onClose={onClose} />)
    expect(screen.getByText('选择合同段')).toBeInTheDocument()
    expect(screen.queryByText(/返回选择项目/)).toBeNull()
    fireEvent.click(screen.getByText('YJ监理标'))
    expect(onClose).toHaveBeenCalled()
    expect(useSessionStore.getState().contract?.id).toBe('c12')
  })

  it('loads the project list when it is missing and shows an empty state for a user without projects', async () => {
    __storage.set('token', 'bearer t')
    useSessionStore.getState().restore()
    const api = fakeApi({ 'GET /api/oauth/project-data': ok({ list: [] }) })
    render(<ProjectContractPicker isOpened onClose={jest.fn()} />)
    expect(await screen.findByText('您暂未加入任何项目')).toBeInTheDocument()
    expect(api.find('GET', '/api/oauth/project-data')).toHaveLength(1)
  })

  it('shows the error and a retry when the list cannot be loaded', async () => {
    __storage.set('token', 'bearer t')
    useSessionStore.getState().restore()
    fakeApi({ 'GET /api/oauth/project-data': { code: 400, msg: '项目服务不可用' } })
    const { container } = render(<ProjectContractPicker isOpened onClose={jest.fn()} />)
    expect(await screen.findByText('项目服务不可用')).toBeInTheDocument()
    fakeApi(sessionRoutes())
    fireEvent.click(container.querySelector('.page-state__retry')!)
    await waitFor(() => expect(screen.getByText('沿江高速公路一期')).toBeInTheDocument())
  })
})
