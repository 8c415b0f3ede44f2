// Reload what a page shows when the user comes back to it (from the form or detail page it opened). The page's
// body mounts only after its model config has loaded, so it usually misses the page's first onShow: "shown once
// before" cannot tell a return from the first show. A return is a show that follows a hide of this page.
import { useRef } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'

export function useRefreshOnReturn(refresh: () => void): void {
  const hidden = useRef(false)
  const latest = useRef(refresh)
  latest.current = refresh
  useDidHide(() => {
    hidden.current = true
  })
  useDidShow(() => {
    if (!hidden.current) return
    hidden.current = false
    latest.current()
  })
}
