// 现场检查任务 (addTask): the site checks handed to me (or my section), those I assigned, and for the managers all
// of the project's; those who may assign checks get 下发检查任务 and 检查表维护.
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { TaskScope } from '@shared/api/tasks'
import { routes } from '@/config/routes'
import { storage } from '@/lib/storage'
import { TaskList } from './task-list'
import { getChecklists } from '../api/task-checks'
import './tasks.scss'
import './task-checks.scss'

const SCOPES: { value: TaskScope; label: string }[] = [{ value: 'mine', label: '我的检查' }, { value: 'published', label: '我下发的' }]

export function SiteCheckList() {
  const projectId = storage.get('project')?.id ?? ''
  const [scope, setScope] = useState<TaskScope>('mine')
  const [mayAssign, setMayAssign] = useState(false)
  useEffect(() => {
    if (projectId) getChecklists(projectId).then((r) => setMayAssign(r.mayEdit)).catch(() => setMayAssign(false))
  }, [projectId])
  return (
    <View>
      <View className='tk-list' style={{ paddingBottom: 0 }}>
        <View className='tk-chips' role='tablist'>
          {(mayAssign ? SCOPES : SCOPES.slice(0, 1)).map((s) => (
            <View key={s.value} role='tab' aria-selected={s.value === scope} className={`tk-chip${s.value === scope ? ' tk-chip--on' : ''}`} onClick={() => setScope(s.value)}>
              <Text>{s.label}</Text>
            </View>
          ))}
          {mayAssign && <View role='button' className='tc-link' onClick={() => void Taro.navigateTo({ url: routes.addManage })}><Text>检查表维护</Text></View>}
        </View>
      </View>
      <TaskList key={scope} scope={scope} kind='siteCheck' detailUrl={routes.siteCheckDetail} empty={scope === 'mine' ? '暂无需要我检查的任务' : '暂无下发的检查任务'} />
      {mayAssign && <View className='tk-fab' role='button' onClick={() => void Taro.navigateTo({ url: routes.addPage })}><Text>下发检查任务</Text></View>}
    </View>
  )
}
