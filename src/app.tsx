import type { PropsWithChildren } from 'react'
import Taro, { usePageNotFound } from '@tarojs/taro'
import { routes } from '@/config/routes'
import { trackPageLoading } from './components/page-loading/track-page-loading'
// taro-ui component styles are imported in app.scss, after the theme variables they read
import './app.scss'

// before the router asks for the first page chunk (H5 only; a no-op on weapp)
trackPageLoading()

function App({ children }: PropsWithChildren) {
  // The launch page decides between login and the Workbench. What lives as long as a session (spec §4: "on
  // launch with a token the chat socket is initialised", messaging issue) will start here in a useLaunch hook.

  // an unknown H5 URL (old bookmark, mistyped link) starts the app normally instead of a blank screen
  usePageNotFound(() => {
    Taro.reLaunch({ url: routes.launch })
  })

  return children
}

export default App
