// 检查任务详情 (addTask › taskDetail): where the site check stands (checked, passed, failed, not applicable), each item
// with its result, note, photos and hazard number, the way to the site (现场检查) and to its material consumption;
// below it the task centre's own detail: who acts next, the timeline and the moves (接收, 提交审核, 审核通过, 退回, 撤销).
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { SiteCheckDetail } from '@shared/api/task-checks'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { TaskDetailScreen } from './task-detail'
import { getSiteCheck } from '../api/task-checks'
import { ItemPhotos, ResultTag } from './scene-check'
import './tasks.scss'
import './task-checks.scss'

export function SiteCheckDetailScreen({ id }: { id: string }) {
  const [check, setCheck] = useState<SiteCheckDetail | null>(null)
  const [failure, setFailure] = useState('')
  const [version, setVersion] = useState(0)
  const shown = useRef(false)
  const load = useCallback(async () => {
    if (!id) return setFailure('缺少任务编号，无法查看')
    try {
      setCheck(await getSiteCheck(id))
      setFailure('')
    } catch (err) {
      setFailure(errorText(err, '检查任务加载失败'))
    }
  }, [id])
  useEffect(() => { void load() }, [load])
  // back from the site: the items and the task's state (and so its moves) may have changed
  useDidShow(() => {
    if (shown.current) {
      void load()
      setVersion((v) => v + 1)
    }
    shown.current = true
  })

  if (failure) return <PageState status='error' text={failure} onRetry={id ? () => void load() : undefined} />
  if (!check) return <PageState status='loading' />
  const s = check.summary
  const open = ['pending', 'doing', 'returned'].includes(check.task.state)
  return (
    <View>
      <View className='tk-detail' style={{ paddingBottom: 0 }}>
        <View className='tk-section'>
          <Text className='tk-section__title'>{`现场检查：${check.place}`}</Text>
          <Text className='tk-hint'>{`${check.checklistName} · 共${s.total}项`}</Text>
          <View className='tc-summary'>
            {[['已检查', `${s.checked}/${s.total}`], ['合格', s.passed], ['不合格', s.failed], ['不适用', s.na]].map(([l, n]) => (
              <View key={String(l)} className='tc-summary__cell'><Text className='tc-summary__num'>{n}</Text><Text className='tc-summary__label'>{l}</Text></View>
            ))}
          </View>
          <View className='tc-bar' style={{ marginTop: '16rpx', marginBottom: 0 }}>
            {open && <View role='button' className='tc-link' onClick={() => void Taro.navigateTo({ url: routes.sceneCheck(id) })}><Text>{check.canCheck ? '开始现场检查' : '查看检查项'}</Text></View>}
            <View role='button' className='tc-link' onClick={() => void Taro.navigateTo({ url: routes.consume({ taskId: id }) })}><Text>材料消耗</Text></View>
          </View>
        </View>
        {check.items.map((item, n) => (
          <View key={item.id} className='tc-item'>
            <View className='tc-item__head'>
              <Text className='tc-item__name'>{`${n + 1}. ${item.name}`}</Text>
              <ResultTag item={item} />
            </View>
            <Text className='tc-item__std'>{item.requirement}</Text>
            {item.note ? <Text className='tc-item__note'>{item.note}</Text> : null}
            <ItemPhotos item={item} />
            {item.hazardNo ? <Text className='tc-hazard'>{`已登记隐患 ${item.hazardNo}`}</Text> : null}
            {item.checkedByName ? <Text className='tc-item__std'>{`检查人：${item.checkedByName}`}</Text> : null}
          </View>
        ))}
      </View>
      <TaskDetailScreen key={version} id={id} />
    </View>
  )
}
