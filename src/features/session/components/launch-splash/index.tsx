import { useEffect, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { env } from '@/config/env'
import { resolveUrl } from '@/lib/request'
import { launchApp } from '../../launch'
import { getStartInfo, type StartInfo } from '../../api/start-info'
import './index.scss'

/** how long the launch waits for the start info before going on without it */
export const START_INFO_WAIT_MS = 800
/** how long an administrator's launch picture or words stay on screen */
export const START_SCREEN_MS = 1500

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * the start info, or null when it failed or took longer than START_INFO_WAIT_MS (the built-in splash then stays).
 * Silent on purpose (a background call): the launch goes on to login or home either way, which say what is wrong.
 */
function startInfoInTime(): Promise<StartInfo | null> {
  // the start screen is optional: without it (failed or late) the app opens on its own default
  return Promise.race([getStartInfo().catch(() => null), wait(START_INFO_WAIT_MS).then(() => null)])
}

/** the entry page's splash: the administrator's launch content when there is some, while launchApp decides where to go */
export function LaunchSplash() {
  const [start, setStart] = useState<StartInfo | null>(null)
  useEffect(() => {
    let gone = false
    void (async () => {
      const info = await startInfoInTime()
      if (gone) return
      setStart(info)
      if (info && (info.startImg || info.startText)) await wait(START_SCREEN_MS)
      if (!gone) await launchApp()
    })()
    return () => {
      gone = true
    }
  }, [])
  const name = start?.sysName || env.platformName
  return (
    <View className='launch-splash'>
      {start?.startImg ? (
        <Image className='launch-splash__picture' src={resolveUrl(start.startImg)} mode='aspectFill' />
      ) : (
        <View className='launch-splash__logo'>
          <Text>路</Text>
        </View>
      )}
      <Text className='launch-splash__name'>{name}</Text>
      {start?.startText ? <Text className='launch-splash__words'>{start.startText}</Text> : null}
      <View className='launch-splash__spinner' />
      <Text className='launch-splash__hint'>正在进入...</Text>
      <Text className='launch-splash__version'>
        版本 {env.appVersion}
        {start?.copyright ? ` · ${start.copyright}` : ''}
      </Text>
    </View>
  )
}

export default LaunchSplash
