import { useMemo } from 'react'
import { View, Text } from '@tarojs/components'
import type { MenuItem } from '@shared/api/oauth'
import { PageState } from '@/components'
import { buildSections } from '../../menu-entries'
import { AppGrid } from '../app-grid'
import './index.scss'

export const WORKBENCH_EMPTY_TEXT = '暂无可用应用，更多功能即将上线'

/** the user's menu as sections of tiles; only what this build can open is shown */
export function WorkbenchSections({ menuList }: { menuList: MenuItem[] }) {
  const sections = useMemo(() => buildSections(menuList), [menuList])
  if (sections.length === 0) return <PageState status='empty' text={WORKBENCH_EMPTY_TEXT} />
  return (
    <View className='workbench'>
      {sections.map((s) => (
        <View key={s.id} className='workbench__section'>
          <Text className='workbench__title'>{s.title}</Text>
          <AppGrid entries={s.entries} />
        </View>
      ))}
    </View>
  )
}

export default WorkbenchSections
