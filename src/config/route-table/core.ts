// Routes of the launch page, the tabs, login and the message subpackage pages; composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const coreRoutes = {
  launch: '/pages/launch/index',
  // tabs, in the spec's order
  tabMessages: '/pages/index/index',
  tabMap: '/pages/index/map',
  tabWorkbench: '/pages/index/apply',
  tabCloudVideo: '/pages/index/cloudVideo',
  tabMine: '/pages/index/my',
  processCentre: '/pages/index/workFlow',
  contacts: '/pages/index/contacts',
  // login
  login: '/pages/login/index',
  otherLogin: '/pages/login/otherLogin',
  weChatBinding: '/pages/login/weChatBinding',
  // subpackages
  userDetail: (id: string) => withQuery('/pages/message/userDetail/index', { id }),
  /** chat with one user (spec §2: query name, formUserId, headIcon) */
  im: (formUserId: string, name?: string, headIcon?: string) =>
    withQuery('/pages/message/im/index', { name, formUserId, headIcon }),
  messages: '/pages/message/message/index',
  messageDetail: (id: string) => withQuery('/pages/message/messageDetail/index', { id })
} as const
