// The smart site page: the device list of the project in use, a device (?id=, also from an alarm's message), or the
// registration form; each with its own navigation bar.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { ContractVO, ProjectVO } from '@shared/api/oauth'
import { NavBar, PageState } from '@/components'
import { routes } from '@/config/routes'
import { storage } from '@/lib/storage'
import { DeviceDetail } from './device-detail'
import { DeviceList } from './device-list'
import { RegisterForm } from './register-form'
import './smart-site.scss'

export interface SmartSiteScreenProps {
  project: ProjectVO | null
  contract: ContractVO | null
  /** a device to open */
  id?: string
}

export function SmartSiteScreen({ project, contract, id }: SmartSiteScreenProps) {
  const [registering, setRegistering] = useState(false)
  const [round, setRound] = useState(0)
  if (id) {
    return (
      <View className='page ss'>
        <NavBar title='设备详情' back />
        <DeviceDetail id={id} />
      </View>
    )
  }
  if (!project) {
    return (
      <View className='page ss'>
        <NavBar title='智慧工地' back />
        <PageState status='empty' text='请先在工作台选择项目' />
      </View>
    )
  }
  if (registering) {
    const sections = ((storage.get('contractList') ?? []) as ContractVO[]).filter((c) => c.projectId === project.id && c.kind === 'construction')
    return (
      <View className='page ss'>
        <RegisterForm sections={sections} contractId={contract?.id} onDone={() => { setRegistering(false); setRound((n) => n + 1) }} />
      </View>
    )
  }
  return (
    <View className='page ss'>
      <NavBar title='智慧工地' back />
      <DeviceList key={round} projectId={project.id} contractId={contract?.projectId === project.id ? contract.id : undefined}
        onOpen={(d) => void Taro.navigateTo({ url: routes.smartSite(d) })} onRegister={() => setRegistering(true)} />
    </View>
  )
}
