// Task comments (/pages/workFlow/comment/index, jnpf-api.md §6.4 FlowComment): the paged list, adding text with
// photos and files (sent as JSON strings), and deleting one's own after a confirmation.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { find } from './ui'
import { __reset, __setRouterParams, __triggerHook } from '../__mocks__/taro'
import CommentPage from '@/pages/workFlow/comment/index'
import { fakeApi, type Call } from './session/fake-api'
import { signIn } from './workflow-before-fixture'

const C = '/api/workflow/Engine/FlowComment'

function comment(id: string, over: Record<string, unknown> = {}) {
  return {
    id, taskId: 't1', text: `评论${id}`, image: '[]', file: '[]', creatorUserId: 'u2', creatorUser: '郭晴/guoqing', creatorUserHeadIcon: '',
    creatorTime: Date.now() - 60 * 60 * 1000, isDel: false, ...over
  }
}

function commentServer(rows: ReturnType<typeof comment>[]) {
  return fakeApi({
    [`GET ${C}`]: (call: Call) => {
      const page = Number(call.query.currentPage)
      const size = Number(call.query.pageSize)
      return { code: 200, data: { list: rows.slice((page - 1) * size, page * size), pagination: { currentPage: page, pageSize: size, total: rows.length } } }
    },
    [`POST ${C}`]: (call: Call) => {
      const body = call.body as { text: string; image: string; file: string }
      rows.unshift(comment('new', { ...body, creatorUser: '何晓燕/hexiaoyan', isDel: true, creatorTime: Date.now() }))
      return { code: 200, msg: '新建成功' }
    },
    [`DELETE ${C}/c1`]: () => {
      rows.splice(rows.findIndex((r) => r.id === 'c1'), 1)
      return { code: 200, msg: '删除成功' }
    }
  })
}

beforeEach(() => {
  __reset()
  signIn()
  __setRouterParams({ taskId: 't1' })
})

test('the list pages with the task id; pull-up loads the next page', async () => {
  const rows = Array.from({ length: 25 }, (_, i) => comment(`c${i + 1}`))
  const api = commentServer(rows)
  const { container } = render(<CommentPage />)
  expect(await screen.findByText('评论c1')).toBeInTheDocument()
  expect(api.find('GET', C)[0].query).toMatchObject({ taskId: 't1', currentPage: '1' })
  expect(container.querySelectorAll('.wf-comment')).toHaveLength(20)
  expect(screen.getAllByText('1小时前')).toHaveLength(20)
  act(() => __triggerHook('useReachBottom'))
  expect(await screen.findByText('评论c25')).toBeInTheDocument()
  expect(screen.getByText('没有更多了')).toBeInTheDocument()
})

test('an empty comment is refused; text is sent with image and file as JSON strings and the list reloads', async () => {
  const api = commentServer([comment('c1')])
  const { container } = render(<CommentPage />)
  await screen.findByText('评论c1')
  fireEvent.click(screen.getByText('发表评论'))
  expect(screen.getByText('请输入评论内容或添加图片、附件')).toBeInTheDocument()
  expect(api.find('POST', C)).toHaveLength(0)

  fireEvent.input(await find(container, '.wf-comment-editor__text textarea'), { target: { value: '  K12 边坡已复查  ' } })
  fireEvent.click(screen.getByText('发表评论'))
  await waitFor(() => expect(api.find('POST', C)).toHaveLength(1))
  expect(api.find('POST', C)[0].body).toEqual({ taskId: 't1', text: 'K12 边坡已复查', image: '[]', file: '[]' })
  expect(await screen.findByText('K12 边坡已复查')).toBeInTheDocument()
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '新建成功' }))
  expect(((await find(container, '.wf-comment-editor__text textarea')) as HTMLTextAreaElement).value).toBe('')
})

test('pictures and files of a comment are shown; only the author may delete, after confirming', async () => {
  const image = JSON.stringify([{ name: '现场.jpg', fileId: 'p1.jpg', url: '/api/file/Image/annexpic/p1.jpg' }])
  const file = JSON.stringify([{ name: '复查记录.pdf', fileId: 'f1.pdf', url: '/api/file/Download/annex/f1.pdf', fileSize: 1024 }])
  const api = commentServer([comment('c1', { isDel: true, image, file }), comment('c2')])
  const { container } = render(<CommentPage />)
  await screen.findByText('评论c1')
  const [mine, theirs] = Array.from(container.querySelectorAll('.wf-comment')).map((el) => within(el as HTMLElement))
  expect(mine.getByLabelText('查看图片1')).toBeInTheDocument()
  expect(mine.getByText('复查记录.pdf')).toBeInTheDocument()
  expect(theirs.queryByLabelText('删除评论')).toBeNull()

  ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
  fireEvent.click(mine.getByLabelText('删除评论'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect(api.find('DELETE', `${C}/c1`)).toHaveLength(0)

  fireEvent.click(mine.getByLabelText('删除评论'))
  await waitFor(() => expect(api.find('DELETE', `${C}/c1`)).toHaveLength(1))
  expect(Taro.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ content: '确定删除这条评论吗？' }))
  await waitFor(() => expect(screen.queryByText('评论c1')).toBeNull())
  expect(screen.getByText('评论c2')).toBeInTheDocument()
})

test('a failed first page offers 重试', async () => {
  fakeApi({ [`GET ${C}`]: { code: 400, msg: '无权查看该流程' } })
  render(<CommentPage />)
  expect(await screen.findByText('无权查看该流程')).toBeInTheDocument()
  expect(screen.getByText('重试')).toBeInTheDocument()
})
