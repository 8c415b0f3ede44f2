import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtButton } from 'taro-ui'
import type { MenuItem } from '@shared/api/oauth'
import { NavBar, PageState, goBack } from '@/components'
import { routes } from '@/config/routes'
import { featureName, readablePath, UNAVAILABLE_TEXT } from '../../unavailable'
import './index.scss'

export interface UnavailableScreenProps {
  /** the path that was asked for, as the not-found handler passed it */
  path?: string
  menuList: MenuItem[]
}

/**
 * The screen for a route this build lacks: what it is (the user's menu name for it, when a menu leads there), that
 * it is not open yet, the path asked for, and two ways out. Instead of silently landing on the Workbench, which left
 * a user who tapped a shared card wondering what happened.
 */
export function UnavailableScreen({ path, menuList }: UnavailableScreenProps) {
  const shownPath = readablePath(path)
  const name = featureName(menuList, shownPath)
  return (
    <View className='page unavailable'>
      <NavBar title={name ?? UNAVAILABLE_TEXT} back />
      <PageState status='empty' title={name} text={name ? `「${name}」${UNAVAILABLE_TEXT}，敬请期待` : UNAVAILABLE_TEXT}>
        {shownPath ? <Text className='unavailable__path'>{shownPath}</Text> : null}
        <View className='unavailable__actions'>
          <AtButton className='unavailable__btn' type='secondary' onClick={() => goBack()}>
            返回
          </AtButton>
          <AtButton className='unavailable__btn' type='primary' onClick={() => void Taro.switchTab({ url: routes.tabWorkbench })}>
            回到工作台
          </AtButton>
        </View>
      </PageState>
    </View>
  )
}
