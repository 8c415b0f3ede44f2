// 安全知识库 (/pages/apply/knowledgeBase/index): the knowledge base's safety categories with their counts, each opening
// its list, and the safety standards one tap away; no 全部, which would list the other categories too.
import { configure, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __storage } from '../__mocks__/taro'
import SafetyKnowledgeBasePage from '@/pages/apply/knowledgeBase/index'
import { routes } from '@/config/routes'
import { useSessionStore } from '@/features/session'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-wangfang', userName: '王芳', userAccount: 'wangfang' })
  const project = { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' }
  __storage.set('project', project)
  useSessionStore.setState({ project: project as never })
})

test('the safety categories with their counts; each opens its list, the standards open on 安全技术规范', async () => {
  const api = fakeApi({
    'GET /api/documents/options': ok({
      library: 'knowledge', mayUpload: false, sections: [],
      categories: [{ name: '施工工艺工法', count: 4 }, { name: '安全技术', count: 2 }, { name: '技术交底', count: 3 }]
    })
  })
  render(<SafetyKnowledgeBasePage />)
  expect(await screen.findByText('安全技术')).toBeInTheDocument()
  expect(api.find('GET', '/api/documents/options')[0].query).toMatchObject({ library: 'knowledge', projectId: 'proj-hj' })
  expect(screen.getByText('2份')).toBeInTheDocument()
  // 管理制度 has nothing yet; the engineering categories and 全部 are not shown
  expect(screen.getByText('管理制度')).toBeInTheDocument()
  expect(screen.getByText('暂无')).toBeInTheDocument()
  expect(screen.queryByText('施工工艺工法')).toBeNull()
  expect(screen.queryByText('全部')).toBeNull()
  fireEvent.click(screen.getByText('安全技术'))
  expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: routes.documents.knowLibrary('安全技术') })
  fireEvent.click(screen.getByText('安全技术规范'))
  expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: routes.documents.industryStandardOf('安全技术规范') })
  expect(routes.documents.industryStandardOf('安全技术规范')).toBe(`/pages/apply/industryStandard/index?category=${encodeURIComponent('安全技术规范')}`)
})

test('a failed load says so and tries again', async () => {
  let calls = 0
  fakeApi({ 'GET /api/documents/options': () => (calls++ === 0 ? { code: 500, msg: '服务繁忙' } : ok({ library: 'knowledge', mayUpload: false, sections: [], categories: [] })) })
  render(<SafetyKnowledgeBasePage />)
  fireEvent.click(await screen.findByText('重试'))
  expect(await screen.findByText('安全技术')).toBeInTheDocument()
  expect(screen.getAllByText('暂无')).toHaveLength(2)
})
