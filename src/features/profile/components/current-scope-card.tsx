import { View, Text } from '@tarojs/components'
import './current-scope-card.scss'

export interface CurrentScopeCardProps {
  projectName?: string
  contractName?: string
  onSwitch: () => void
}

/** the project and contract section the app currently works in, with the way to change them */
export function CurrentScopeCard({ projectName, contractName, onSwitch }: CurrentScopeCardProps) {
  return (
    <View className='pf-scope'>
      <View className='pf-scope__info'>
        <View className='pf-scope__row'>
          <Text className='pf-scope__label'>当前项目</Text>
          <Text className='pf-scope__value'>{projectName || '未选择项目'}</Text>
        </View>
        <View className='pf-scope__row'>
          <Text className='pf-scope__label'>当前合同段</Text>
          <Text className='pf-scope__value'>{contractName || '未选择合同段'}</Text>
        </View>
      </View>
      <View className='pf-scope__switch' role='button' aria-label='切换项目与合同段' onClick={onSwitch}>
        <Text>切换</Text>
      </View>
    </View>
  )
}
