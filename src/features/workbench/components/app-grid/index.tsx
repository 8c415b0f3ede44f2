import { View, Text } from '@tarojs/components'
import { AtIcon } from 'taro-ui'
import type { AppEntry } from '../../menu-entries'
import { openEntry } from '../../open-entry'
import './index.scss'

/** four big tiles a row: a coloured icon and the name under it */
export function AppGrid({ entries }: { entries: AppEntry[] }) {
  return (
    <View className='app-grid'>
      {entries.map((e) => (
        <View key={e.id} className='app-grid__item' role='button' aria-label={e.name} onClick={() => openEntry(e)}>
          <View className='app-grid__icon' style={{ backgroundColor: e.color }}>
            <AtIcon value={e.icon} size={26} color='#ffffff' />
          </View>
          <Text className='app-grid__name'>{e.name}</Text>
        </View>
      ))}
    </View>
  )
}

export default AppGrid
