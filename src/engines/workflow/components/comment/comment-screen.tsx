// /pages/workFlow/comment/index?taskId=: the comments of a task and a box to add one.
import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { CommentEditor } from './comment-editor'
import { CommentList } from './comment-list'
import './comment.scss'

export function CommentScreen({ taskId }: { taskId?: string }) {
  return (
    <View className='page wf-comment-page'>
      <NavBar title='流程评论' back />
      {taskId ? (
        <>
          <CommentEditor taskId={taskId} />
          <CommentList taskId={taskId} />
        </>
      ) : (
        <PageState status='error' text='缺少流程信息，无法查看评论' />
      )}
    </View>
  )
}
