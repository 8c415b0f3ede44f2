// The comment page tells the detail's 流程评论 tab that a comment was added or deleted.
import { useEffect, useRef } from 'react'
import Taro from '@tarojs/taro'

export const COMMENT_CHANGED_EVENT = 'workflow:comment'

export function notifyCommentChanged(taskId: string): void {
  Taro.eventCenter.trigger(COMMENT_CHANGED_EVENT, taskId)
}

export function useCommentChanged(taskId: string, onChange: () => void): void {
  const latest = useRef(onChange)
  latest.current = onChange
  useEffect(() => {
    const handler = (changed: unknown) => {
      if (changed === taskId) latest.current()
    }
    Taro.eventCenter.on(COMMENT_CHANGED_EVENT, handler)
    return () => {
      Taro.eventCenter.off(COMMENT_CHANGED_EVENT, handler)
    }
  }, [taskId])
}
