// The comments of a task, newest first, paged (pull down to refresh, load more at the bottom); the author may
// delete their own after a confirmation.
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { FlowCommentVO } from '@shared/api/workflow-extras'
import { PageState } from '@/components'
import { theme } from '@/config/theme'
import { deleteComment, getComments } from '../../api/comment'
import { usePagedList } from '../lists/use-paged-list'
import { CommentItem } from './comment-item'
import { notifyCommentChanged, useCommentChanged } from './comment-events'
import './comment.scss'
import { toastUnlessShown } from '@/lib/error-text'

export interface CommentListProps {
  taskId: string
  /** false while the list sits on a hidden tab */
  active?: boolean
}

export function CommentList({ taskId, active = true }: CommentListProps) {
  const list = usePagedList<FlowCommentVO>((q) => getComments(taskId, q.currentPage, q.pageSize), { errorFallback: '评论加载失败', active })
  useCommentChanged(taskId, () => void list.reload())

  const remove = async (comment: FlowCommentVO) => {
    const res = await Taro.showModal({ title: '提示', content: '确定删除这条评论吗？', confirmColor: theme.error }).catch(() => ({ confirm: false }))
    if (!res.confirm) return
    try {
      const msg = await deleteComment(comment.id)
      list.remove((c) => c.id === comment.id)
      void Taro.showToast({ title: msg || '删除成功', icon: 'success' })
      notifyCommentChanged(taskId)
    } catch (err) {
      // a refusal was toasted by the request client; a failure that never reached the server is said here
      toastUnlessShown(err, '删除失败')
    }
  }

  if (list.status === 'loading') return <PageState status='loading' inline />
  if (list.status === 'error') return <PageState status='error' inline text={list.error} onRetry={() => void list.reload()} />
  if (!list.items.length) return <PageState status='empty' inline text='暂无评论' />
  return (
    <View className='wf-comments'>
      {list.items.map((c) => (
        <CommentItem key={c.id} comment={c} onDelete={(x) => void remove(x)} />
      ))}
      <Text className='wf-comments__more'>{list.loadingMore ? '加载中...' : list.hasMore ? '上拉加载更多' : '没有更多了'}</Text>
    </View>
  )
}
