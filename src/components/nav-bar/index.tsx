import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { routes, tabPages } from '@/config/routes'
import { getNavMetrics } from './nav-metrics'
import { whenPageSettled } from './page-settled'
import './index.scss'

export interface NavBarProps {
  title: string
  /** show the back arrow (default false) */
  back?: boolean
  /** replaces the default back action */
  onBack?: () => void
  /** content on the right (kept clear of the weapp capsule) */
  right?: ReactNode
}

/**
 * Back to the previous page, or, when this page was opened directly (deep link, share, reload on H5), to
 * `fallback`: the Workbench tab unless the page says otherwise (login sub-pages go back to login).
 */
export function goBack(fallback: string = routes.tabWorkbench): void {
  const pages = typeof Taro.getCurrentPages === 'function' ? Taro.getCurrentPages() : []
  if (pages.length > 1) {
    whenPageSettled(() => void Taro.navigateBack({ delta: 1 }))
  } else if (tabPages.includes(fallback)) {
    Taro.switchTab({ url: fallback })
  } else {
    Taro.reLaunch({ url: fallback })
  }
}

export function NavBar({ title, back = false, onBack, right }: NavBarProps) {
  const m = getNavMetrics()
  const total = m.statusBarHeight + m.barHeight
  return (
    <View className='nav-bar' style={{ height: `${total}px` }}>
      <View className='nav-bar__fixed' style={{ paddingTop: `${m.statusBarHeight}px` }}>
        <View className='nav-bar__inner' style={{ height: `${m.barHeight}px`, paddingRight: `${m.capsuleSpace}px` }}>
          <View className='nav-bar__side'>
            {back && (
              <View
                className='nav-bar__back'
                aria-label='返回'
                role='button'
                onClick={() => (onBack ? onBack() : goBack())}
              >
                <Text className='nav-bar__arrow' />
              </View>
            )}
          </View>
          <Text className='nav-bar__title' numberOfLines={1}>
            {title}
          </Text>
          <View className='nav-bar__side nav-bar__side--right'>{right}</View>
        </View>
      </View>
    </View>
  )
}

export default NavBar
