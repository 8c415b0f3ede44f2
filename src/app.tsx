import type { PropsWithChildren } from 'react'
import Taro, { useDidShow, useLaunch, usePageNotFound } from '@tarojs/taro'
import { pagePath, routes } from '@/config/routes'
import { socketService } from '@/lib/socket'
import { appUpdater } from '@/lib/app-update'
import { outbox } from '@/lib/outbox'
import { installMessageHandlers } from '@/features/message'
import { installESignHandlers } from '@/features/esign-prompt'
import { trackPageLoading } from './components/page-loading/track-page-loading'
// taro-ui component styles are imported in app.scss, after the theme variables they read
import './app.scss'

// before the router asks for the first page chunk (H5 only; a no-op on weapp)
trackPageLoading()

function App({ children }: PropsWithChildren) {
  // The launch page decides between login and the Workbench. Spec §4: "on launch with a token the chat socket is
  // initialised" (start() does nothing without a stored token).
  useLaunch(() => {
    // the message stores listen before the first frame (initMessage sets the tab badge) can arrive
    installMessageHandlers()
    // GetHandSignUrl: a flow the user approved has passed; the batch-sign prompt rule decides (spec §4)
    installESignHandlers()
    socketService.start()
    // weapp: WeChat checks for a newer package on every cold start; the user is asked to restart when it is ready
    appUpdater.watch()
    // forms kept without network: what an earlier run left is sent as soon as it can be
    void outbox.start()
    // the ladder gives up after ten quick tries (spec §9); a site phone that regains its network tries once more
    Taro.onNetworkStatusChange?.(({ isConnected }) => {
      if (isConnected) socketService.resume()
    })
  })
  // back in the foreground after the retry ladder gave up (or the mini-program dropped the socket in the
  // background): try again
  useDidShow(() => {
    socketService.resume()
    void outbox.flush()
  })

  // a route this build lacks (a deep link, a shared card, an old bookmark) says what it is and offers a way back,
  // instead of silently landing on the Workbench; the bare site root still starts the app normally
  usePageNotFound(({ path }) => {
    const asked = pagePath(path || '')
    Taro.reLaunch({ url: asked === '/' ? routes.launch : routes.unavailable(asked) })
  })

  return children
}

export default App
