import { View, Text } from '@tarojs/components'
import type { SysConfigInfo } from '@shared/api/oauth'
import { configText, NOT_CONFIGURED } from '../lib/sys-config'
import { callPhone, copyText } from '../lib/contact-actions'
import { EntryGroup, EntryRow } from './entry-list'

export interface ContactInfoProps {
  sysConfigInfo: SysConfigInfo | null
}

/** the operator's contact data as the system configuration holds it; gaps say 暂未配置 */
export function ContactInfo({ sysConfigInfo }: ContactInfoProps) {
  const company = configText(sysConfigInfo, 'companyName')
  const phone = configText(sysConfigInfo, 'companyTelePhone')
  const email = configText(sysConfigInfo, 'companyEmail')
  const address = configText(sysConfigInfo, 'companyAddress')
  const missing = <Text className='pf-missing'>{NOT_CONFIGURED}</Text>
  return (
    <View>
      <EntryGroup title='联系方式'>
        <EntryRow title='公司名称' extra={company || missing} />
        {phone ? (
          <EntryRow title='联系电话' note='点击拨打' extra={phone} onClick={() => callPhone(phone)} />
        ) : (
          <EntryRow title='联系电话' extra={missing} />
        )}
        {email ? (
          <EntryRow title='电子邮箱' note='点击复制' extra={email} onClick={() => copyText(email, '邮箱')} />
        ) : (
          <EntryRow title='电子邮箱' extra={missing} />
        )}
        {address ? (
          <EntryRow title='公司地址' note='点击复制' extra={address} onClick={() => copyText(address, '地址')} />
        ) : (
          <EntryRow title='公司地址' extra={missing} />
        )}
      </EntryGroup>
    </View>
  )
}
