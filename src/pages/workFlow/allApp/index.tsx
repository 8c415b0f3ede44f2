import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { useCurrentUser, useSessionStore } from '@/features/session'
import { AllApps } from '@/features/workbench'

/** 全部应用: the menu comes with the current user, so pull-down reloads that */
export default function AllAppPage() {
  const { userInfo, failed, reload } = useCurrentUser()
  const menuList = useSessionStore((s) => s.menuList)
  const body = () => {
    if (userInfo) return <AllApps menuList={menuList} />
    if (failed) return <PageState status='error' text='应用列表加载失败，请检查网络后重试' onRetry={reload} />
    return <PageState status='loading' />
  }
  return (
    <View className='page'>
      <NavBar title='全部应用' back />
      {body()}
    </View>
  )
}
