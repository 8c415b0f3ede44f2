// Inside WeChat's browser the share menu (to a chat, to Moments) takes its title and link from the JS-SDK; without
// it WeChat shares the bare page. The link is the page's own address: opening it re-checks the viewer's rights.
import { useEffect } from 'react'
import { wechatJssdk, wxCall } from '@/lib/jssdk'

export function useWechatShare(title: string, path: string): void {
  useEffect(() => {
    let cancelled = false
    void wechatJssdk().then((wx) => {
      if (!wx || cancelled) return
      const link = `${window.location.origin}${path}`
      const imgUrl = `${window.location.origin}/favicon.ico`
      // sharing is an extra: a refused share setup leaves WeChat's default card, nothing the user must know
      void wxCall((cb) => wx.updateAppMessageShareData({ title, desc: title, link, imgUrl, ...cb })).catch(() => undefined)
      void wxCall((cb) => wx.updateTimelineShareData({ title, link, imgUrl, ...cb })).catch(() => undefined)
    })
    return () => {
      cancelled = true
    }
  }, [title, path])
}
