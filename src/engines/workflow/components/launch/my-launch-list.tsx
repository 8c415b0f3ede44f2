// 我发起的: my tasks with their status; a tap opens the detail read-only while the task is under way or closed
// (status 1, 2, 3, 5) and editable otherwise (draft, withdrawn).
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { routes } from '@/config/routes'
import { getFlowLaunchList, type FlowLaunchListItem } from '../../api/lists'
import { encodeFlowConfig, launchItemConfig } from '@/engines/workflow/lib/flow-config'
import { taskStatusTag } from '@/engines/workflow/lib/status'
import { usePagedList } from '../lists/use-paged-list'
import { ListBody } from '../lists/list-body'
import { SearchBox } from '../lists/search-box'
import { FlowRow } from '../lists/flow-row'

export function openLaunchItem(item: FlowLaunchListItem): void {
  void Taro.navigateTo({ url: routes.flowBefore(encodeFlowConfig(launchItemConfig(item))) })
}

export function MyLaunchList({ active }: { active: boolean }) {
  const list = usePagedList(getFlowLaunchList, { errorFallback: '我发起的流程加载失败', active })

  return (
    <View className='wf-screen'>
      <SearchBox placeholder='搜索流程标题或流程名称' onSearch={list.search} />
      <ListBody list={list} emptyText='暂无发起的流程'>
        {(item) => (
          <FlowRow
            key={item.id}
            title={item.fullName}
            status={taskStatusTag(item.status)}
            flowUrgent={item.flowUrgent}
            node={Number(item.status) === 1 ? item.thisStep : undefined}
            time={item.startTime ?? item.creatorTime}
            onOpen={() => openLaunchItem(item)}
          />
        )}
      </ListBody>
    </View>
  )
}
