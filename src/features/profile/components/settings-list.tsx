import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { routes } from '@/config/routes'
import { formatFileSize } from '@/utils'
import { cachedKeys, clearCache, storageSizeKb } from '../lib/cache'
import { confirmAction, toast } from '../lib/confirm'
import { EntryGroup, EntryRow } from './entry-list'
import { LogoutButton } from './logout-button'

export interface SettingsListProps {
  onLogout: () => Promise<void>
}

function usedText(): string {
  const kb = storageSizeKb()
  return kb > 0 ? formatFileSize(kb * 1024) : ''
}

export function SettingsList({ onLogout }: SettingsListProps) {
  const [used, setUsed] = useState(usedText)

  const clear = async () => {
    if (cachedKeys().length === 0) {
      toast('暂无可清除的缓存')
      return
    }
    const ok = await confirmAction({ title: '清除缓存', content: '将清除本机缓存的数据（不会退出登录，也不会删除服务器上的数据）。确定清除吗？', confirmText: '清除' })
    if (!ok) return
    const count = clearCache()
    setUsed(usedText())
    toast(count > 0 ? '缓存已清除' : '暂无可清除的缓存', count > 0 ? 'success' : 'none')
  }

  return (
    <View>
      <EntryGroup>
        <EntryRow title='账号安全' onClick={() => void Taro.navigateTo({ url: routes.my.accountSecurity })} />
        <EntryRow title='清除缓存' extra={used} onClick={() => void clear()} />
        <EntryRow title='关于我们' onClick={() => void Taro.navigateTo({ url: routes.my.abouts })} />
      </EntryGroup>
      <LogoutButton onLogout={onLogout} />
    </View>
  )
}
