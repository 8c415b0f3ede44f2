// 考勤围栏: the fences of a section on the map (the mini-program's map; a schematic in the browser) and as a list.
// The section's managers (the server says: mayManage) add, edit and delete them, deleting after a confirmation;
// everybody else sees them only. The shift rule is one tap away.
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { FenceListVO, FenceVO } from '@shared/api/attendance'
import type { ContractVO } from '@shared/api/oauth'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { getFences, removeFence } from '../api'
import { shapeText } from '../lib/fence-form'
import { FenceMap } from './fence-map/fence-map'
import { SectionPicker, setupSections } from './section-picker'
import './attendance.scss'

export function FenceAreaScreen({ contracts, contractId: initial }: { contracts: ContractVO[]; contractId?: string }) {
  const sections = setupSections(contracts)
  const [contractId, setContractId] = useState(initial && sections.some((c) => c.id === initial) ? initial : sections[0]?.id ?? '')
  const [data, setData] = useState<FenceListVO>()
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')

  const load = useCallback(async () => {
    if (!contractId) return
    try {
      setData(await getFences(contractId))
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }, [contractId])

  useEffect(() => { setStatus('loading'); void load() }, [load])
  useDidShow(() => { if (status === 'ready') void load() })
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  if (!contractId) return <PageState status='empty' text='您尚未加入任何合同段' />

  const remove = async (f: FenceVO) => {
    const { confirm } = await Taro.showModal({ title: '删除围栏', content: `确定删除围栏“${f.name}”吗？删除后在其中无法再打卡。`, confirmColor: '#fa3534' })
    if (!confirm) return
    try {
      await removeFence(f.id)
      void Taro.showToast({ title: '删除成功', icon: 'success' })
      await load()
    } catch (err) {
      void Taro.showModal({ title: '删除失败', content: errorText(err, '删除失败'), showCancel: false })
    }
  }

  const manage = data?.mayManage === true
  return (
    <View className='att'>
      <SectionPicker sections={sections} value={contractId} onChange={setContractId} />
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={error} onRetry={() => void load()} />}
      {status === 'ready' && data && (
        <View>
          {data.list.length > 0 && <FenceMap fences={data.list} />}
          {data.list.length === 0 && <PageState status='empty' inline text={manage ? '该合同段还没有考勤围栏，点击下方新增' : '该合同段还没有考勤围栏'} />}
          {data.list.map((f) => (
            <View key={f.id} className='att-row'>
              <View className='att-row__main'>
                <Text className='att-row__title'>{f.name}</Text>
                <Text className='att-row__sub'>{shapeText(f)}</Text>
              </View>
              {!f.enabled && <Text className='att-tag att-tag--bad'>已停用</Text>}
              {manage && <Text className='att-place__link' onClick={() => void Taro.navigateTo({ url: routes.attendance.fenceForm(contractId, f.id) })}>编辑</Text>}
              {manage && <Text className='att-place__link att-place__link--bad' onClick={() => void remove(f)}>删除</Text>}
            </View>
          ))}
          <View className='att-links'>
            <Text className='att-place__link' onClick={() => void Taro.navigateTo({ url: routes.attendance.shiftRule(contractId) })}>{manage ? '设置考勤规则' : '查看考勤规则'}</Text>
          </View>
          {manage && <View className='att-submit' role='button' onClick={() => void Taro.navigateTo({ url: routes.attendance.fenceForm(contractId) })}>新增围栏</View>}
        </View>
      )}
    </View>
  )
}
