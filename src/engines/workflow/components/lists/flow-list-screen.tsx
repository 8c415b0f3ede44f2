// 待办事宜 / 已办事宜 / 抄送事宜 (FlowBefore/List/{1,2,3}): searchable, paged, tap opens the detail with the
// opType of the list (1 todo, 2 done, 3 copied; taskId = the item id the detail's actions need).
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { routes } from '@/config/routes'
import { FlowCategory, getFlowBeforeList, type FlowBeforeListItem } from '../../api/lists'
import { encodeFlowConfig, listItemConfig } from '@/engines/workflow/lib/flow-config'
import { recordStatusTag, taskStatusTag } from '@/engines/workflow/lib/status'
import { usePagedList } from './use-paged-list'
import { ListBody } from './list-body'
import { SearchBox } from './search-box'
import { FlowRow } from './flow-row'
import './flow-lists.scss'

type ListCategory = typeof FlowCategory.Todo | typeof FlowCategory.Done | typeof FlowCategory.Copied

const TEXT: Record<ListCategory, { empty: string; error: string }> = {
  1: { empty: '暂无待办事宜', error: '待办事宜加载失败' },
  2: { empty: '暂无已办事宜', error: '已办事宜加载失败' },
  3: { empty: '暂无抄送事宜', error: '抄送事宜加载失败' }
}

export interface FlowListScreenProps {
  category: ListCategory
}

export function openFlowItem(category: ListCategory, item: FlowBeforeListItem): void {
  void Taro.navigateTo({ url: routes.flowBefore(encodeFlowConfig(listItemConfig(category, item))) })
}

export function FlowListScreen({ category }: FlowListScreenProps) {
  const list = usePagedList((q) => getFlowBeforeList(category, q), { errorFallback: TEXT[category].error })
  // the done list carries what I did (record handleStatus); the others the task's status
  const statusOf = (item: FlowBeforeListItem) => (category === FlowCategory.Done ? recordStatusTag(item.status) : taskStatusTag(item.status))
  return (
    <View className='wf-screen'>
      <SearchBox placeholder='搜索流程标题、流程名称或发起人' onSearch={list.search} />
      <ListBody list={list} emptyText={TEXT[category].empty}>
        {(item) => (
          <FlowRow
            key={item.id}
            title={item.fullName}
            status={statusOf(item)}
            flowUrgent={item.flowUrgent}
            launcher={item.userName}
            node={item.thisStep || item.nodeName}
            time={item.creatorTime ?? item.startTime}
            delegateUser={item.delegateUser}
            onOpen={() => openFlowItem(category, item)}
          />
        )}
      </ListBody>
    </View>
  )
}
