// Routes of the pages under the 我的 tab (settings, account, outbox ...); composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const myRoutes = {
  my: {
    settings: '/pages/my/settings/index',
    scanResult: (ticket: string) => withQuery('/pages/my/scanResult/index', { ticket }),
    modifyPsd: '/pages/my/modifyPsd/index',
    contactUs: '/pages/my/contactUs/index',
    abouts: '/pages/my/abouts/index',
    accountSecurity: '/pages/my/accountSecurity/index',
    cancellation: '/pages/my/cancellation/index',
    personalData: '/pages/my/personalData/index',
    business: '/pages/my/business/index',
    subordinate: (id = '0') => withQuery('/pages/my/subordinate/index', { id }),
    /** the outbox: forms submitted without network, until they are sent */
    outbox: '/pages/my/outbox/index'
  }
} as const
