import { View, Text } from '@tarojs/components'
import type { SysConfigInfo } from '@shared/api/oauth'
import { env } from '@/config/env'
import { configText, NOT_CONFIGURED } from '../lib/sys-config'
import { EntryGroup, EntryRow } from './entry-list'
import './about-info.scss'

export interface AboutInfoProps {
  sysConfigInfo: SysConfigInfo | null
}

/** app and system versions; the copyright line is the one the system configuration holds */
export function AboutInfo({ sysConfigInfo }: AboutInfoProps) {
  const sysVersion = configText(sysConfigInfo, 'sysVersion')
  const copyright = configText(sysConfigInfo, 'copyright')
  const sysName = configText(sysConfigInfo, 'sysName')
  return (
    <View className='pf-about'>
      <View className='pf-about__brand'>
        <View className='pf-about__logo'>
          <Text>{env.platformName.slice(0, 2)}</Text>
        </View>
        <Text className='pf-about__name'>{env.platformName}</Text>
        <Text className='pf-about__version'>
          版本 {env.appVersion}（{env.appVersionCode}）
        </Text>
      </View>
      <EntryGroup>
        <EntryRow title='应用版本' extra={`${env.appVersion}（版本号 ${env.appVersionCode}）`} />
        {sysName && sysName !== env.platformName ? <EntryRow title='系统名称' extra={sysName} /> : null}
        <EntryRow title='系统版本' extra={sysVersion || NOT_CONFIGURED} />
      </EntryGroup>
      <Text className='pf-about__copyright'>{copyright || `版权信息${NOT_CONFIGURED}`}</Text>
    </View>
  )
}
