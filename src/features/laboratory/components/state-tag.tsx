import { Text } from '@tarojs/components'
import type { LabState } from '@shared/api/laboratory'
import { stateColour } from '../lib'

/** 合格 / 不合格 / 待检 as a coloured tag: the one thing a technician must see at a glance */
export function StateTag({ state, name }: { state: LabState; name: string }) {
  return <Text className={`lab-tag lab-tag--${state}`} style={{ color: stateColour(state), borderColor: stateColour(state) }}>{name}</Text>
}
