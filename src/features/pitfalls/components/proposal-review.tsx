// One custom problem (approvePitfall): what was proposed, under which item, with its photos and state. A reviewer of
// a pending one may reword it and move it under another item, then 审核入库 (it becomes a library problem) or 驳回
// with an opinion (required); its proposer may 撤回 it while it is pending. Each asks before it acts.
import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Input, Text, View } from '@tarojs/components'
import type { ProblemNode, ProposalDetail } from '@shared/api/pitfalls'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { approveProposal, getLibraryTree, getProposal, rejectProposal, withdrawProposal } from '../api/pitfalls'
import { MAJOR_LEVEL, stateText, useHazardDictionaries, when } from '../lib/display'
import { ItemPicker } from './item-picker'
import { ProblemFields, problemError, rectifyDaysOf, type ProblemValues } from './problem-fields'
import './pitfalls.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })
const confirm = async (title: string, content: string) => (await Taro.showModal({ title, content })).confirm

const valuesOf = (p: ProposalDetail): ProblemValues => ({
  description: p.description, hazardLevel: p.hazardLevel, hazardCategory: p.hazardCategory, basis: p.basis, measures: p.measures,
  rectifyDays: p.rectifyDays === null ? '' : String(p.rectifyDays)
})

function Row({ label, value }: { label: string; value: string }) {
  return <View className='pf-row'><Text className='pf-row__label'>{label}</Text><Text className='pf-row__value'>{value || '—'}</Text></View>
}

export function ProposalReview({ id, onGone }: { id: string; onGone(): void }) {
  const { levels, categories, nameOf } = useHazardDictionaries()
  const [p, setP] = useState<ProposalDetail | null>(null)
  const [error, setError] = useState('')
  const [tree, setTree] = useState<ProblemNode[]>([])
  const [values, setValues] = useState<ProblemValues | null>(null)
  const [itemId, setItemId] = useState('')
  const [opinion, setOpinion] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    setError('')
    try {
      const got = await getProposal(id)
      setP(got)
      setValues(valuesOf(got))
      setItemId(got.itemId)
      if (got.mayReview) setTree(await getLibraryTree())
    } catch (err) {
      setError(errorText(err, '自定义问题加载失败'))
    }
  }, [id])
  useEffect(() => { void load() }, [load])

  const act = async (run: () => Promise<unknown>, done: string) => {
    if (busy) return
    setBusy(true)
    try {
      await run()
      void Taro.showToast({ title: done, icon: 'success' })
      await load()
    } catch (err) {
      toast(errorText(err, '操作失败'))
    } finally {
      setBusy(false)
    }
  }

  const approve = async () => {
    if (!p || !values) return
    const why = problemError(values)
    if (why) return toast(why)
    if (!(await confirm('审核入库', '确定将该问题加入问题库？入库后各项目检查时均可选用。'))) return
    await act(() => approveProposal(p.id, {
      itemId, description: values.description.trim(), hazardLevel: values.hazardLevel, hazardCategory: values.hazardCategory,
      basis: values.basis.trim(), measures: values.measures.trim(), rectifyDays: rectifyDaysOf(values), opinion: opinion.trim()
    }), '已审核入库')
  }
  const reject = async () => {
    if (!p) return
    if (!opinion.trim()) return toast('请填写驳回意见')
    if (!(await confirm('驳回', '确定驳回该问题？提交人将收到驳回意见。'))) return
    await act(() => rejectProposal(p.id, opinion.trim()), '已驳回')
  }
  const withdraw = async () => {
    if (!p || busy) return
    if (!(await confirm('撤回', '确定撤回并删除该自定义问题？'))) return
    setBusy(true)
    try {
      await withdrawProposal(p.id)
      void Taro.showToast({ title: '已撤回', icon: 'success' })
      onGone()
    } catch (err) {
      toast(errorText(err, '撤回失败'))
    } finally {
      setBusy(false)
    }
  }

  if (error) return <PageState status='error' text={error} onRetry={() => void load()} />
  if (!p || !values) return <PageState status='loading' />
  const major = p.hazardLevel === MAJOR_LEVEL
  return (
    <View className='pf-detail'>
      <View className='pf-card'>
        <View className='pf-card__head'>
          <Text className='pf-card__title'>{p.description}</Text>
          <Text className={`pf-tag pf-tag--${p.state}`}>{stateText(p.state)}</Text>
        </View>
        <Text className='pf-meta'>{`${p.categoryName} / ${p.itemName}`}</Text>
        <Text className='pf-meta'>{`${p.proposerName} 提交于 ${when(p.proposedAt)}`}</Text>
        {p.reviewedAt !== null && <Text className='pf-meta'>{`${p.reviewerName} ${p.state === 'approved' ? '审核入库' : '驳回'}于 ${when(p.reviewedAt)}`}</Text>}
      </View>
      {!p.mayReview && (
        <View className='pf-section'>
          <Row label='隐患等级' value={nameOf(p.hazardLevel) || (major ? '重大隐患' : '一般隐患')} />
          <Row label='隐患类别' value={nameOf(p.hazardCategory)} />
          <Row label='依据条款' value={p.basis} />
          <Row label='整改时限' value={p.rectifyDays ? `${p.rectifyDays}天` : ''} />
          <Text className='pf-label'>整改措施</Text>
          <Text className='pf-text'>{p.measures || '—'}</Text>
        </View>
      )}
      {p.photos.length > 0 && (
        <View className='pf-section'>
          <Text className='pf-section__title'>现场照片</Text>
          <View className='pf-photos'>
            {p.photos.map((ph) => (
              <Image key={ph.url} className='pf-photo' src={ph.url} mode='aspectFill'
                onClick={() => void Taro.previewImage({ current: ph.url, urls: p.photos.map((x) => x.url) })} />
            ))}
          </View>
        </View>
      )}
      {p.opinion && (
        <View className='pf-section'>
          <Text className='pf-section__title'>{p.state === 'rejected' ? '驳回意见' : '审核意见'}</Text>
          <Text className='pf-text'>{p.opinion}</Text>
        </View>
      )}
      {p.mayReview && (
        <>
          <View className='pf-section'>
            <Text className='pf-section__title'>入库位置</Text>
            <ItemPicker tree={tree} value={itemId} onChange={setItemId} />
          </View>
          <View className='pf-section'>
            <Text className='pf-section__title'>入库内容（可修改）</Text>
            <ProblemFields value={values} onChange={setValues} levels={levels} categories={categories} />
          </View>
          <View className='pf-section'>
            <Text className='pf-section__title'>审核意见</Text>
            <Input className='pf-input' aria-label='审核意见' value={opinion} maxlength={500} placeholder='驳回时必填' onInput={(e) => setOpinion(e.detail.value)} />
          </View>
        </>
      )}
      {(p.mayReview || p.mayWithdraw) && (
        <View className='pf-actions'>
          {p.mayWithdraw && !p.mayReview && <View className={`pf-btn pf-btn--danger${busy ? ' pf-btn--off' : ''}`} onClick={() => void withdraw()}><Text>撤回</Text></View>}
          {p.mayReview && <View className={`pf-btn pf-btn--danger${busy ? ' pf-btn--off' : ''}`} onClick={() => void reject()}><Text>驳回</Text></View>}
          {p.mayReview && <View className={`pf-btn pf-btn--primary${busy ? ' pf-btn--off' : ''}`} onClick={() => void approve()}><Text>审核入库</Text></View>}
        </View>
      )}
    </View>
  )
}
