// The launchable versions of one flow, when it has several (different forms or routes per department, §3.7): the
// user picks the one to launch. A sheet rather than the native action sheet, which shows at most six items and
// would silently drop the rest. The launch list and a flow-bound model's list both open it.
import { Text, View } from '@tarojs/components'
import { AtFloatLayout } from 'taro-ui'
import type { FlowVersion } from '../../api/templates'
import { versionLabel } from './versions'
import './version-sheet.scss'

export interface VersionSheetProps {
  title: string
  /** nothing is shown while empty */
  versions: FlowVersion[]
  onPick: (version: FlowVersion) => void
  onClose: () => void
}

export function VersionSheet({ title, versions, onPick, onClose }: VersionSheetProps) {
  if (!versions.length) return null
  return (
    <AtFloatLayout isOpened title={title} onClose={onClose}>
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
