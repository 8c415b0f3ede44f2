import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { routes } from '@/config/routes'
import { ProjectContractPicker, useCurrentUser, useSessionStore } from '@/features/session'
import { CurrentScopeCard, LogoutButton, MineEntries, MineHeader } from '@/features/profile'
import { OutboxEntry, useOutboxOnTab } from '@/features/outbox'
import './my.scss'

/** the Mine tab: who is signed in, the project/contract in use, the outbox (待发送), the personal centre, logout */
export default function MinePage() {
  const { userInfo, failed, reload } = useCurrentUser()
  const project = useSessionStore((s) => s.project)
  const contract = useSessionStore((s) => s.contract)
  const [pickerOpen, setPickerOpen] = useState(false)
  useOutboxOnTab()

  return (
    <View className='page'>
      <NavBar title='我的' />
      {userInfo ? (
        <MineHeader userInfo={userInfo} onClick={() => void Taro.navigateTo({ url: routes.my.personalData })} />
      ) : (
        <PageState status={failed ? 'error' : 'loading'} text={failed ? '个人信息加载失败，请检查网络后重试' : undefined} onRetry={reload} inline />
      )}
      <CurrentScopeCard projectName={project?.fullName} contractName={contract?.fullName} onSwitch={() => setPickerOpen(true)} />
      <OutboxEntry />
      <MineEntries />
      <LogoutButton onLogout={() => useSessionStore.getState().logout()} />
      <View className='mine-page__bottom' />
      <ProjectContractPicker isOpened={pickerOpen} onClose={() => setPickerOpen(false)} />
    </View>
  )
}
