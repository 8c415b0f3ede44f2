// "Something changed in a task": the detail page says so after an action (approve, reject, withdraw, submit ...),
// and every open list and the process centre reload. Taro's event centre reaches pages of every package, and the
// name is fixed so a page can also trigger it without importing this file.
import { useEffect, useRef } from 'react'
import Taro from '@tarojs/taro'

export const WORKFLOW_REFRESH_EVENT = 'workflow:refresh'

/** tell the lists (and the process centre) that a task changed */
export function notifyWorkflowChanged(): void {
  Taro.eventCenter.trigger(WORKFLOW_REFRESH_EVENT)
}

/** runs `onChange` whenever a task changed, while the component is mounted */
export function useWorkflowRefresh(onChange: () => void): void {
  const latest = useRef(onChange)
  latest.current = onChange
  useEffect(() => {
    const handler = () => latest.current()
    Taro.eventCenter.on(WORKFLOW_REFRESH_EVENT, handler)
    return () => {
      Taro.eventCenter.off(WORKFLOW_REFRESH_EVENT, handler)
    }
  }, [])
}
