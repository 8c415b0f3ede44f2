import { useEffect } from 'react'
import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { NavBar, PageState, usePageShare } from '@/components'
import { ProjectContractHeader, useCurrentUser, useSessionStore } from '@/features/session'
import { WorkbenchSections } from '@/features/workbench'
import { useOutboxOnTab } from '@/features/outbox'
import { promptAfterLogin } from '@/features/esign-prompt'

/** Workbench tab: current project/contract, then the user's apps grouped by menu directory */
export default function WorkbenchPage() {
  useOutboxOnTab()
  const { loggedIn, userInfo, failed, reload } = useCurrentUser()
  const menuList = useSessionStore((s) => s.menuList)
  usePageShare()
  // the Workbench is where a login lands: the batch-sign prompt's moment, once per session (spec §4)
  useEffect(() => {
    if (userInfo) void promptAfterLogin()
  }, [userInfo])
  // and when it shows again: a signing request that came while the user was busy on another page opens then
  useDidShow(() => {
    if (userInfo) void promptAfterLogin()
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
