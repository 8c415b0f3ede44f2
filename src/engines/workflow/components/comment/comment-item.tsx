import { Text, View } from '@tarojs/components'
import type { FlowCommentVO } from '@shared/api/workflow-extras'
import { Avatar, FileUploader, ImageUploader, normaliseUploadValue } from '@/components'
import { relativeTime } from '@/utils'

export interface CommentItemProps {
  comment: FlowCommentVO
  /** shown for the author's own comments (isDel) */
  onDelete?: (comment: FlowCommentVO) => void
}

const nameOf = (creatorUser: string) => (creatorUser ?? '').split('/')[0] || creatorUser

export function CommentItem({ comment, onDelete }: CommentItemProps) {
  const images = normaliseUploadValue(comment.image)
  const files = normaliseUploadValue(comment.file)
  const name = nameOf(comment.creatorUser)
  return (
    <View className='wf-comment'>
      <Avatar src={comment.creatorUserHeadIcon} name={name} size='small' />
      <View className='wf-comment__main'>
        <View className='wf-comment__head'>
          <Text className='wf-comment__name'>{name}</Text>
          <Text className='wf-comment__time'>{relativeTime(comment.creatorTime)}</Text>
          {comment.isDel && onDelete ? (
            <View className='wf-comment__delete' role='button' aria-label='删除评论' onClick={() => onDelete(comment)}>
              <Text>删除</Text>
            </View>
          ) : null}
        </View>
        {comment.text ? <Text className='wf-comment__text'>{comment.text}</Text> : null}
        {images.length ? <ImageUploader value={images} onChange={() => undefined} disabled /> : null}
        {files.length ? <FileUploader value={files} onChange={() => undefined} disabled /> : null}
      </View>
    </View>
  )
}
