// Writing a comment: text, photos and files; image and file go to the server as JSON strings (§5.2 comments).
import { useMemo, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, Textarea, View } from '@tarojs/components'
import { FileUploader, ImageUploader, UploadTracker, UploadTrackerContext, pendingUploadMessage, type UploadItem } from '@/components'
import { addComment } from '../../api/comment'
import { notifyCommentChanged } from './comment-events'
import { toastUnlessShown } from '@/lib/error-text'

export const COMMENT_MAX_LENGTH = 500

export interface CommentEditorProps {
  taskId: string
  onSent?: () => void
}

export function CommentEditor({ taskId, onSent }: CommentEditorProps) {
  const tracker = useMemo(() => new UploadTracker(), [])
  const [text, setText] = useState('')
  const [images, setImages] = useState<UploadItem[]>([])
  const [files, setFiles] = useState<UploadItem[]>([])
  const [sending, setSending] = useState(false)
  const [error, setError] = useState('')

  const send = async () => {
    if (sending) return
    const pending = pendingUploadMessage(tracker)
    if (pending) return void Taro.showToast({ title: pending, icon: 'none' })
    if (!text.trim() && !images.length && !files.length) {
      setError('请输入评论内容或添加图片、附件')
      return
    }
    setError('')
    setSending(true)
    try {
      const msg = await addComment({ taskId, text: text.trim(), image: JSON.stringify(images), file: JSON.stringify(files) })
      setText('')
      setImages([])
      setFiles([])
      void Taro.showToast({ title: msg || '评论成功', icon: 'success' })
      notifyCommentChanged(taskId)
      onSent?.()
    } catch (err) {
      // a refusal was toasted by the request client, a network failure is said here; the draft stays for another try
      toastUnlessShown(err, '评论发送失败')
    } finally {
      setSending(false)
    }
  }

  return (
    <UploadTrackerContext.Provider value={tracker}>
      <View className='wf-comment-editor'>
        <Textarea
          className='wf-comment-editor__text'
          aria-label='评论内容'
          value={text}
          maxlength={COMMENT_MAX_LENGTH}
          placeholder='写下你的评论'
          placeholderClass='wf-placeholder'
          onInput={(e) => {
            setText(e.detail.value)
            if (error) setError('')
          }}
        />
        <ImageUploader value={images} onChange={setImages} limit={9} />
        <FileUploader value={files} onChange={setFiles} limit={9} buttonText='添加附件' />
        {error ? <Text className='wf-comment-editor__error'>{error}</Text> : null}
        <View className={`wf-comment-editor__send${sending ? ' wf-comment-editor__send--busy' : ''}`} role='button' aria-disabled={sending} onClick={() => void send()}>
          <Text>{sending ? '发送中...' : '发表评论'}</Text>
        </View>
      </View>
    </UploadTrackerContext.Provider>
  )
}
