import { Text, View } from '@tarojs/components'
import { AtFloatLayout } from 'taro-ui'
import type { FlowVersion } from '../../api/templates'
import { versionLabel } from './start-flow'

export interface VersionSheetProps {
  title: string
  versions: FlowVersion[]
  onPick: (version: FlowVersion) => void
  onClose: () => void
}

/** the launchable versions of one flow, when it has several */
export function VersionSheet({ title, versions, onPick, onClose }: VersionSheetProps) {
  return (
    <AtFloatLayout isOpened={versions.length > 0} title={`选择${title}的流程版本`} onClose={onClose}>
      <View className='wf-versions' role='list'>
        {versions.map((v, i) => (
          <View key={v.id} className='wf-versions__item' role='button' aria-label={versionLabel(v, i)} onClick={() => onPick(v)}>
            <Text>{versionLabel(v, i)}</Text>
          </View>
        ))}
      </View>
    </AtFloatLayout>
  )
}
