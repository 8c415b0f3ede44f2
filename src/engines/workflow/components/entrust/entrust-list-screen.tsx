// 流程委托: 我的委托 (the delegations I gave: edit, stop, delete) and 委托给我 (read-only), paged and searchable.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { routes } from '@/config/routes'
import { deleteDelegate, getDelegates, stopDelegate, type FlowDelegateItem } from '../../api/delegate'
import { notifyWorkflowChanged } from '../../stores/refresh'
import { usePagedList, type PageQuery } from '../lists/use-paged-list'
import { ListBody } from '../lists/list-body'
import { SearchBox } from '../lists/search-box'
import { Tabs } from '../lists/tabs'
import { personName } from '../lists/flow-row'
import { EntrustRow } from './entrust-row'
import '../lists/flow-lists.scss'
import './entrust.scss'
import { toastUnlessShown } from '@/lib/error-text'

const TABS = ['我的委托', '委托给我']

function fetcher(scope: '1' | '2') {
  return async (q: PageQuery) => {
    const res = await getDelegates({ ...q, myOrDelagateToMe: scope })
    return { list: res.list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: res.total } }
  }
}

async function confirm(title: string, content: string): Promise<boolean> {
  const answer = await Taro.showModal({ title, content }).catch(() => ({ confirm: false }))
  return Boolean(answer.confirm)
}

function DelegateList({ scope, active }: { scope: '1' | '2'; active: boolean }) {
  const list = usePagedList(fetcher(scope), { errorFallback: '委托列表加载失败', active })
  const mine = scope === '1'

  const act = async (item: FlowDelegateItem, kind: 'stop' | 'delete') => {
    const who = personName(item.toUserName)
    const ok =
      kind === 'stop'
        ? await confirm('终止委托', `确定终止对${who}的委托吗？终止后立即失效。`)
        : await confirm('删除委托', `确定删除对${who}的委托吗？删除后无法恢复。`)
    if (!ok) return
    try {
      const msg = kind === 'stop' ? await stopDelegate(item.id) : await deleteDelegate(item.id)
      void Taro.showToast({ title: msg || (kind === 'stop' ? '终止成功' : '删除成功'), icon: 'success' })
      if (kind === 'delete') list.remove((x) => x.id === item.id)
      // the other lists care too: delegated to-dos move back to their owner
      notifyWorkflowChanged()
    } catch (err) {
      // a refusal was toasted by the request client; a failure that never reached the server is said here
      toastUnlessShown(err, kind === 'stop' ? '终止失败' : '删除失败')
    }
  }

  return (
    <View>
      <SearchBox placeholder={mine ? '搜索被委托人或流程' : '搜索委托人或流程'} onSearch={list.search} />
      <ListBody list={list} emptyText={mine ? '暂无委托，点击下方按钮新建' : '暂无委托给我的流程'} noMatchText='没有找到相关委托'>
        {(item) => (
          <EntrustRow
            key={item.id}
            item={item}
            mine={mine}
            onEdit={mine ? () => void Taro.navigateTo({ url: routes.entrustForm(item.id) }) : undefined}
            onStop={mine ? () => void act(item, 'stop') : undefined}
            onDelete={mine ? () => void act(item, 'delete') : undefined}
          />
        )}
      </ListBody>
    </View>
  )
}

export function EntrustListScreen({ initialTab = 0 }: { initialTab?: number }) {
  const [tab, setTab] = useState(initialTab === 1 ? 1 : 0)
  const [seen, setSeen] = useState<boolean[]>(() => TABS.map((_, i) => i === tab))
  const show = (index: number) => {
    setTab(index)
    setSeen((prev) => prev.map((v, i) => v || i === index))
  }
  return (
    <View className='wf-screen wf-entrust'>
      <Tabs labels={TABS} current={tab} onChange={show} />
      {(['1', '2'] as const).map((scope, i) =>
        seen[i] ? (
          <View key={scope} style={{ display: tab === i ? 'block' : 'none' }}>
            <DelegateList scope={scope} active={tab === i} />
          </View>
        ) : null
      )}
      {tab === 0 && (
        <View className='wf-entrust__bar'>
          <View className='wf-entrust__add' role='button' onClick={() => void Taro.navigateTo({ url: routes.entrustForm() })}>
            <Text>新建委托</Text>
          </View>
        </View>
      )}
    </View>
  )
}
