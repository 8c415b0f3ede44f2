// ledgeChoose: the 分项工程 of a section, with their 单位/分部工程 path and chainage, searched by name, code, path or
// chainage; a tap answers the form that opened it (picker bridge) and goes back.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { View, Text, Input } from '@tarojs/components'
import type { LabWbsPartVO } from '@shared/api/laboratory'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getWbsParts } from '../api'
import './laboratory.scss'

export function WbsChoose({ contractId, onChoose }: { contractId?: string; onChoose(part: LabWbsPartVO): void }) {
  const [keyword, setKeyword] = useState('')
  const [parts, setParts] = useState<LabWbsPartVO[] | null>(null)
  const [error, setError] = useState('')
  const load = useCallback(async () => {
    if (!contractId) return
    setError('')
    try {
      setParts(await getWbsParts(contractId, keyword.trim()))
    } catch (e) {
      setError(errorText(e, '加载失败'))
    }
  }, [contractId, keyword])
  useEffect(() => { setParts(null); void load() }, [load])
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  if (!contractId) return <PageState status='error' text='请从检测记录表单打开此页面' />
  return (
    <View className='lab-page lab-page--plain'>
      <View className='lab-search'>
        <Input className='lab-search__input' placeholder='搜索分项工程、编码、桩号' value={keyword} confirmType='search'
          onConfirm={(e) => setKeyword(e.detail.value)} onBlur={(e) => setKeyword(e.detail.value)} />
      </View>
      <View style={{ height: '16rpx' }} />
      {error && <PageState status='error' text={error} onRetry={() => void load()} />}
      {!error && !parts && <PageState status='loading' />}
      {parts?.length === 0 && <PageState status='empty' text='该合同段没有匹配的分项工程' />}
      {parts?.map((p) => (
        <View key={p.id} className='lab-choice' role='button' onClick={() => onChoose(p)}>
          <Text className='lab-choice__name'>{p.name}</Text>
          <Text className='lab-card__meta'>{p.code} · {p.path}</Text>
          {p.chainage && <Text className='lab-card__meta'>{p.chainage}</Text>}
        </View>
      ))}
    </View>
  )
}
