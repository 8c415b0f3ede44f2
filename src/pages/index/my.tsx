import { useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { ProjectContractPicker, useSessionStore } from '@/features/session'
import { CurrentScopeCard, LogoutButton, MineEntries, MineHeader } from '@/features/profile'
import './my.scss'

/** the Mine tab: who is signed in, the project/contract in use, the personal centre, logout */
export default function MinePage() {
  const userInfo = useSessionStore((s) => s.userInfo)
  const project = useSessionStore((s) => s.project)
  const contract = useSessionStore((s) => s.contract)
  const [pickerOpen, setPickerOpen] = useState(false)

  usePullDownRefresh(() => {
    useSessionStore
      .getState()
      .refreshCurrentUser()
      .catch(() => undefined)
      .finally(() => Taro.stopPullDownRefresh())
  })

  return (
    <View className='mine-page'>
      <NavBar title='我的' />
      <MineHeader userInfo={userInfo} onClick={() => void Taro.navigateTo({ url: routes.my.personalData })} />
      <CurrentScopeCard projectName={project?.fullName} contractName={contract?.fullName} onSwitch={() => setPickerOpen(true)} />
      <MineEntries />
      <LogoutButton onLogout={() => useSessionStore.getState().logout()} />
      <View className='mine-page__bottom' />
      <ProjectContractPicker isOpened={pickerOpen} onClose={() => setPickerOpen(false)} />
    </View>
  )
}
