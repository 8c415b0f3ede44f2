import { Text, View } from '@tarojs/components'
import { CommentList } from './comment-list'
import './comment.scss'

/** the detail's 流程评论 tab: the list, and 写评论 opens the comment page */
export function CommentTab({ taskId, onWrite }: { taskId: string; onWrite: () => void }) {
  return (
    <View className='wf-comment-tab'>
      <View className='wf-comment-tab__write' role='button' onClick={onWrite}>
        <Text>写评论</Text>
      </View>
      <CommentList taskId={taskId} />
    </View>
  )
}
