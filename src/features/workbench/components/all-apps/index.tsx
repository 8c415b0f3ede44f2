import { useMemo, useState } from 'react'
import { View } from '@tarojs/components'
import { AtSearchBar } from 'taro-ui'
import type { MenuItem } from '@shared/api/oauth'
import { PageState } from '@/components'
import { searchEntries } from '../../menu-entries'
import { AppGrid } from '../app-grid'
import { WORKBENCH_EMPTY_TEXT } from '../workbench-sections'
import './index.scss'

/** 全部应用: every entry the user can open, searchable by name */
export function AllApps({ menuList }: { menuList: MenuItem[] }) {
  const [keyword, setKeyword] = useState('')
  const entries = useMemo(() => searchEntries(menuList, keyword), [menuList, keyword])
  const nothingAtAll = useMemo(() => searchEntries(menuList, '').length === 0, [menuList])
  return (
    <View className='all-apps'>
      <AtSearchBar
        value={keyword}
        placeholder='搜索应用'
        actionName='清除'
        showActionButton={keyword !== ''}
        onChange={(value: string) => setKeyword(value)}
        onActionClick={() => setKeyword('')}
      />
      {nothingAtAll ? (
        <PageState status='empty' text={WORKBENCH_EMPTY_TEXT} />
      ) : entries.length === 0 ? (
        <PageState status='empty' text={`没有找到“${keyword.trim()}”相关的应用`} />
      ) : (
        <View className='all-apps__grid'>
          <AppGrid entries={entries} />
        </View>
      )}
    </View>
  )
}

export default AllApps
