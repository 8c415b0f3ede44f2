// 考勤信息录入: for the section's attendance keepers (who may keep its fences and shift rule; the server decides and
// says so otherwise). 人脸信息 leads to the enrolment of the section's workers' face photos (faceRecognition); 补录考勤:
// a worker could not clock, the keeper enters the day for him; below the form, the section's entries of the last
// seven days, newest first, each revocable (after a confirmation) while in the window; then those revoked, kept
// with who revoked them.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { ManualOptionsVO, ManualPunchVO, RevokedManualVO } from '@shared/api/attendance'
import type { ContractVO } from '@shared/api/oauth'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { usePagedList } from '@/lib/use-paged-list'
import { getManualEntries, getManualOptions, getRevokedEntries, revokeManualEntry } from '../api/manual'
import { ManualEntryForm } from './manual-entry-form'
import { PunchCard } from './punch-card'
import { RevokedCard } from './revoked-card'
import { SectionPicker, setupSections } from './section-picker'
import './attendance.scss'

const PAGE = 20
/** a later page that failed: said in passing (stable, so the list's reload is too) */
const sayLoadMoreError = (message: string) => void Taro.showToast({ title: message, icon: 'none' })

export function ManualEntryScreen({ contracts, contractId: initial }: { contracts: ContractVO[]; contractId?: string }) {
  const sections = setupSections(contracts)
  const [contractId, setContractId] = useState(initial && sections.some((c) => c.id === initial) ? initial : sections[0]?.id ?? '')
  const [options, setOptions] = useState<ManualOptionsVO>()
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const [revoked, setRevoked] = useState<RevokedManualVO[]>([])
  const list = usePagedList<ManualPunchVO>((n) => getManualEntries(contractId, n, PAGE), sayLoadMoreError)
  const { reload } = list
  // the trail is secondary: if it fails to load, the entries still show, and the next pull tries again; an answer
  // for a section no longer shown is dropped
  const shown = useRef(contractId)
  shown.current = contractId
  useEffect(() => setRevoked([]), [contractId])
  const loadRevoked = useCallback(async () => {
    const asked = contractId
    try {
      const got = await getRevokedEntries(asked)
      if (shown.current === asked) setRevoked(got)
    } catch (err) {
      if (shown.current === asked) sayLoadMoreError(errorText(err, '已撤销记录加载失败'))
    }
  }, [contractId])

  const load = useCallback(async () => {
    if (!contractId) return
    try {
      setOptions(await getManualOptions(contractId))
      setStatus('ready')
      await Promise.all([reload(), loadRevoked()])
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }, [contractId, reload, loadRevoked])
  useEffect(() => { setStatus('loading'); void load() }, [load])
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { if (status === 'ready' && list.hasMore) void list.loadMore() })

  if (!contractId) return <PageState status='empty' text='您尚未加入任何合同段' />
  const picker = <SectionPicker sections={sections} value={contractId} onChange={setContractId} />
  if (status === 'loading' || (status === 'ready' && !options)) return <View className='att'>{picker}<PageState status='loading' /></View>
  if (status === 'error' || !options) {
    return <View className='att'>{picker}<PageState status='error' text={error} onRetry={() => { setStatus('loading'); void load() }} /></View>
  }

  const revoke = async (p: ManualPunchVO) => {
    const { confirm } = await Taro.showModal({
      title: '撤销补录', content: `撤销${p.realName} ${p.punchDay} 的${p.kind === 'in' ? '上班' : '下班'}补录？撤销后该打卡将从考勤记录和统计中移除，撤销记录保留备查。`, confirmColor: '#fa3534'
    })
    if (!confirm) return
    try {
      await revokeManualEntry(p.id)
      void Taro.showToast({ title: '已撤销', icon: 'success' })
      list.remove((r) => r.id === p.id)
      void loadRevoked()
    } catch (err) {
      void Taro.showModal({ title: '撤销失败', content: errorText(err, '撤销失败'), showCancel: false })
    }
  }

  return (
    <View className='att'>
      {picker}
      <View className='att-row' role='button' onClick={() => void Taro.navigateTo({ url: routes.attendance.faceRecognition(undefined, contractId) })}>
        <View className='att-row__main'>
          <Text>人脸信息录入</Text>
          <Text className='att-card__muted'>为本合同段劳务人员采集人脸照片，用于人脸识别打卡</Text>
        </View>
        <Text className='att-place__link'>去录入</Text>
      </View>
      <View className='att-section-title'><Text>补录考勤</Text></View>
      <ManualEntryForm key={contractId} options={options} onSaved={() => void reload(true)} />
      <View className='att-section-title'><Text>近7天补录记录</Text></View>
      {list.status === 'loading' && <PageState status='loading' inline />}
      {list.status === 'error' && <PageState status='error' inline text={list.error} onRetry={() => void reload()} />}
      {list.status === 'ready' && list.items.length === 0 && <PageState status='empty' inline text='近7天没有补录记录' />}
      {list.items.map((p) => (
        <PunchCard key={p.id} punch={p} showName>
          {p.mayRevoke && (
            <View className='att-card__actions'>
              <Text className='att-place__link att-place__link--bad' onClick={() => void revoke(p)}>撤销</Text>
            </View>
          )}
        </PunchCard>
      ))}
      {list.status === 'ready' && list.items.length > 0 && (
        <View className='att-footer' onClick={() => { if (list.hasMore) void list.loadMore() }}>
          <Text>{list.loadingMore ? '加载中…' : list.hasMore ? '上拉加载更多' : `共${list.total}条`}</Text>
        </View>
      )}
      {revoked.length > 0 && <View className='att-section-title'><Text>近7天已撤销的补录</Text></View>}
      {revoked.map((r) => <RevokedCard key={r.id} entry={r} />)}
    </View>
  )
}
