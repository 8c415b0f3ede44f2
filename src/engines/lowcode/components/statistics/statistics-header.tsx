// The 统计 header of a model's list (model/statistics-config.ts switches it on): folded to one line until opened,
// so the list stays quick; opened, the figures, the counts by a chosen field (bars, or a ring of shares) and the
// series by period, all over the records the list shows for its filters.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { ListContext } from '../../extensions'
import type { LcStatisticsConfig } from '../../model/statistics-config'
import { StatisticsBody } from './statistics-body'
import './statistics.scss'

export function StatisticsHeader({ list, config }: { list: ListContext; config: LcStatisticsConfig }) {
  const [open, setOpen] = useState(false)
  return (
    <View className='lc-stats'>
      <View className='lc-stats__bar' role='button' aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <Text className='lc-stats__title'>统计</Text>
        <Text className='lc-stats__toggle'>{open ? '收起 ▲' : '展开 ▼'}</Text>
      </View>
      {open && <StatisticsBody list={list} config={config} />}
    </View>
  )
}
