// What a batch did: how many went through, and each one that did not with the server's reason (nothing changed
// for those; they stay in the list to be handled one by one).
import { Text, View } from '@tarojs/components'
import type { BatchOperationResult } from '@shared/api/workflow-batch'
import { BATCH_VERB, type BatchKind } from './batch-plan'

export interface BatchResultProps {
  kind: BatchKind
  result: BatchOperationResult
  /** the titles of the to-dos as the list showed them, by id */
  titles: Record<string, string>
  onClose: () => void
}

export function BatchResult({ kind, result, titles, onClose }: BatchResultProps) {
  const verb = BATCH_VERB[kind]
  return (
    <View className='wf-batch-result__mask'>
      <View className='wf-batch-result' role='dialog' aria-label={`批量${verb}结果`}>
        <Text className='wf-batch-result__title'>批量{verb}完成</Text>
        <Text className='wf-batch-result__summary'>
          成功 {result.successCount} 条{result.failCount ? `，失败 ${result.failCount} 条` : ''}
        </Text>
        {result.failList.length ? (
          <View className='wf-batch-result__fails' role='list' aria-label='未处理的待办'>
            {result.failList.map((f) => (
              <View key={f.id} className='wf-batch-result__fail' role='listitem'>
                <Text className='wf-batch-result__name'>{titles[f.id] || f.fullName || '未知待办'}</Text>
                <Text className='wf-batch-result__reason'>{f.msg}</Text>
              </View>
            ))}
          </View>
        ) : null}
        <View className='wf-batch-result__btn' role='button' onClick={onClose}>
          <Text>知道了</Text>
        </View>
      </View>
    </View>
  )
}
