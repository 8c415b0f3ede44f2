import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { NavBar, PageState, usePageShare } from '@/components'
import { ProjectContractHeader, useRequireSession, useSessionStore } from '@/features/session'
import { WorkbenchSections } from '@/features/workbench'

/** Workbench tab: current project/contract, then the user's apps grouped by menu directory */
export default function WorkbenchPage() {
  const loggedIn = useRequireSession()
  const menuList = useSessionStore((s) => s.menuList)
  const userInfo = useSessionStore((s) => s.userInfo)
  const [failed, setFailed] = useState(false)
  usePageShare()

  const reload = () => {
    setFailed(false)
    return useSessionStore
      .getState()
      .refreshCurrentUser()
      .catch(() => setFailed(true))
  }

  // a session restored without its user data (older storage) loads it once
  useEffect(() => {
    if (loggedIn && !userInfo) void reload()
  }, [loggedIn])

  usePullDownRefresh(() => {
    void reload().finally(() => Taro.stopPullDownRefresh())
  })

  const body = () => {
    if (userInfo) return <WorkbenchSections menuList={menuList} />
    if (failed) return <PageState status='error' text='应用列表加载失败，请检查网络后重试' onRetry={reload} />
    return <PageState status='loading' />
  }

  return (
    <View className='page'>
      <NavBar title='工作台' />
      {loggedIn && <ProjectContractHeader />}
      {loggedIn ? body() : <PageState status='loading' />}
    </View>
  )
}
