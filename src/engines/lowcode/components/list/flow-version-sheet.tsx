// 新增 on a flow-bound model whose flow has several versions open to the user (different forms or routes per
// department, §3.7): the user picks the one to launch. A sheet rather than the native action sheet, which shows at
// most six items and would silently drop the rest.
import { View, Text } from '@tarojs/components'
import { AtFloatLayout } from 'taro-ui'
import type { LaunchableVersion } from '../../api/flow'
import { versionLabel } from '../flow-launch'

export interface FlowVersionSheetProps {
  versions: LaunchableVersion[]
  onPick: (version: LaunchableVersion) => void
  onClose: () => void
}

export function FlowVersionSheet({ versions, onPick, onClose }: FlowVersionSheetProps) {
  if (!versions.length) return null
  return (
    <AtFloatLayout isOpened title='选择流程' onClose={onClose}>
      <View className='lc-sheet-list' role='list'>
        {versions.map((version, i) => (
          <View key={version.id} className='lc-sheet-list__item' role='button' onClick={() => onPick(version)}>
            <Text>{versionLabel(version, i)}</Text>
          </View>
        ))}
      </View>
    </AtFloatLayout>
  )
}
