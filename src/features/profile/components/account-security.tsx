import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import type { UserInfo } from '@shared/api/oauth'
import { routes } from '@/config/routes'
import { formatDate } from '@/utils'
import { maskEmail, maskMobile } from '../lib/mask'
import { EntryGroup, EntryRow } from './entry-list'
import { SocialBindings } from './social-bindings'

export interface AccountSecurityProps {
  userInfo: UserInfo | null
}

// time and place on two lines: on one line the address wrapped mid-IP in the narrow value column
function lastLogin(userInfo: UserInfo) {
  if (!userInfo.prevLoginTime) return null
  const when = formatDate(userInfo.prevLoginTime, 'yyyy-mm-dd hh:MM')
  const where = userInfo.prevLoginIPAddressName || userInfo.prevLoginIPAddress || ''
  return (
    <View className='pf-entry__lines'>
      <Text>{when}</Text>
      {where ? <Text className='pf-entry__sub'>{where}</Text> : null}
    </View>
  )
}

/** what protects the account, and the ways to change it */
export function AccountSecurity({ userInfo }: AccountSecurityProps) {
  const mobile = maskMobile(userInfo?.mobilePhone)
  const email = maskEmail(userInfo?.email)
  const login = userInfo ? lastLogin(userInfo) : null
  return (
    <View>
      <EntryGroup title='账号信息'>
        <EntryRow title='账号' extra={userInfo?.userAccount ?? ''} />
        <EntryRow title='绑定手机' extra={mobile || '未绑定'} />
        <EntryRow title='绑定邮箱' extra={email || '未绑定'} />
        {login ? <EntryRow title='上次登录' extra={login} /> : null}
      </EntryGroup>
      <SocialBindings />
      <EntryGroup title='安全设置'>
        <EntryRow title='修改密码' onClick={() => void Taro.navigateTo({ url: routes.my.modifyPsd })} />
        <EntryRow title='注销账号' note='注销后账号将无法登录' danger onClick={() => void Taro.navigateTo({ url: routes.my.cancellation })} />
      </EntryGroup>
    </View>
  )
}
