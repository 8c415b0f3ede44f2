import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useSessionStore } from '../../stores/session-store'
import { ProjectContractPicker } from '../project-contract-picker'
import './index.scss'

/** the current project and contract section; tapping it opens the picker */
export function ProjectContractHeader() {
  const project = useSessionStore((s) => s.project)
  const contract = useSessionStore((s) => s.contract)
  const [open, setOpen] = useState(false)
  return (
    <View className='pch'>
      <View className='pch__body' onClick={() => setOpen(true)} role='button' aria-label='切换项目与合同段'>
        <View className='pch__main'>
          <Text className='pch__project'>{project?.fullName ?? '未选择项目'}</Text>
          <Text className='pch__contract'>{contract?.fullName ?? (project ? '未选择合同段' : '点击选择项目与合同段')}</Text>
        </View>
        <Text className='pch__switch'>切换</Text>
      </View>
      <ProjectContractPicker isOpened={open} onClose={() => setOpen(false)} />
    </View>
  )
}

export default ProjectContractHeader
