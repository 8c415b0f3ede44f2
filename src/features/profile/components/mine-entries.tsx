import Taro from '@tarojs/taro'
import { routes } from '@/config/routes'
import { scanner } from '@/lib/scanner'
import { scanAndRoute } from '../lib/scan-login'
import { EntryGroup, EntryRow } from './entry-list'

function open(url: string) {
  void Taro.navigateTo({ url })
}

/** the personal-centre entries of the Mine tab; 扫一扫 only where the platform can scan (the mini-program) */
export function MineEntries() {
  return (
    <>
      <EntryGroup>
        <EntryRow title='个人资料' onClick={() => open(routes.my.personalData)} />
        <EntryRow title='账号安全' onClick={() => open(routes.my.accountSecurity)} />
        <EntryRow title='我的组织' onClick={() => open(routes.my.business)} />
        <EntryRow title='我的下属' onClick={() => open(routes.my.subordinate())} />
      </EntryGroup>
      <EntryGroup>
        {scanner.supported ? (
          <EntryRow title='扫一扫' note='扫描网页端登录二维码' onClick={() => void scanAndRoute(scanner)} />
        ) : null}
        <EntryRow title='设置' onClick={() => open(routes.my.settings)} />
        <EntryRow title='联系我们' onClick={() => open(routes.my.contactUs)} />
        <EntryRow title='关于我们' onClick={() => open(routes.my.abouts)} />
      </EntryGroup>
    </>
  )
}
