import { useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import { env } from '@/config/env'
import { launchApp } from '../../launch'
import './index.scss'

/** the entry page's splash; stays visible while launchApp decides where to go */
export function LaunchSplash() {
  useEffect(() => {
    void launchApp()
  }, [])
  return (
    <View className='launch-splash'>
      <View className='launch-splash__logo'>
        <Text>路</Text>
      </View>
      <Text className='launch-splash__name'>{env.platformName}</Text>
      <View className='launch-splash__spinner' />
      <Text className='launch-splash__hint'>正在进入...</Text>
      <Text className='launch-splash__version'>版本 {env.appVersion}</Text>
    </View>
  )
}

export default LaunchSplash
