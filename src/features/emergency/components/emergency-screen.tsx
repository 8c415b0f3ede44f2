// 应急管理: the project's plans, drills, contacts and emergency stock as four segments over the engine's lists; a
// contact's row dials its number.
import { useMemo, useState } from 'react'
import { ModelIndexScreen, type ModelExtensions } from '@/engines/lowcode'
import type { MenuItem } from '@shared/api/oauth'
import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { contactNumber, EMERGENCY_CONTACT_MODEL_ID, offeredSegments, segmentOf, type EmergencyTab } from '../lib/emergency'
import { keepTabInAddress } from '../lib/tab-url'
import { dial } from '../lib/dial'
import { Segments } from './segments'

const TITLE = '应急管理'

export const contactExtensions: ModelExtensions = {
  rowActions: [{
    key: 'call',
    label: '拨打',
    visible: (row) => contactNumber(row) !== '',
    onClick: (row) => dial(contactNumber(row))
  }]
}

export interface EmergencyScreenProps {
  /** the ?tab= the page was opened with */
  tab?: string
  /** the signed-in user's menus: the segments are the registers they grant */
  menuList: MenuItem[]
}

export function EmergencyScreen({ tab, menuList }: EmergencyScreenProps) {
  const offered = useMemo(() => offeredSegments(menuList), [menuList])
  const [chosen, setChosen] = useState<string | undefined>(tab)
  const segment = segmentOf(chosen, offered)
  if (!segment) {
    return (
      <View className='page'>
        <NavBar title={TITLE} back />
        <PageState status='empty' text='暂无应急管理的查看权限' />
      </View>
    )
  }

  const choose = (key: EmergencyTab) => {
    setChosen(key)
    keepTabInAddress(key)
  }
  const top = <Segments items={offered} value={segment.key} onChange={choose} />
  return (
    <ModelIndexScreen
      key={segment.key}
      id={segment.modelId}
      menuId={segment.menuId}
      title={TITLE}
      top={top}
      extensions={segment.modelId === EMERGENCY_CONTACT_MODEL_ID ? contactExtensions : undefined}
    />
  )
}
