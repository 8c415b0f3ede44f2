import Taro from '@tarojs/taro'
import { routes } from '@/config/routes'

/** after any successful login: the Workbench tab, replacing the login pages */
export function enterApp(): Promise<unknown> {
  return Taro.switchTab({ url: routes.tabWorkbench })
}
