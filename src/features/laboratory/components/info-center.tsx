// 试验信息中心: the lab's notices to the project or a section (试验计划, 仪器检定, 标准更新, 通知公告), newest first, by
// category; a notice opens in place to its full text. 发布信息 (lab technicians, chief engineers) opens the form.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View, Text, Input, Picker, Textarea } from '@tarojs/components'
import dayjs from 'dayjs'
import type { ContractVO } from '@shared/api/oauth'
import type { LabInfoCategory } from '@shared/api/laboratory'
import { NavBar, PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { usePagedList } from '@/lib/use-paged-list'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { createInfo, getInfos } from '../api'
import { INFO_CATEGORIES, chinaDate } from '../lib'
import { LabChips } from './chips'
import './laboratory.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })
const colourOf = (c: string) => INFO_CATEGORIES.find((x) => x.value === c)?.colour ?? '#909399'

export function InfoCenter({ projectId }: { projectId: string }) {
  const [category, setCategory] = useState('')
  const [open, setOpen] = useState('')
  const shown = useRef(false)
  const fetchPage = useCallback(async (n: number) => {
    if (!projectId) throw new Error('请先在工作台选择项目')
    return getInfos({ projectId, category, currentPage: n, pageSize: 20 })
  }, [projectId, category])
  const list = usePagedList(fetchPage, toast)
  const { items, status, total, hasMore } = list
  useEffect(() => { void list.reload() }, [fetchPage, list.reload])
  useDidShow(() => { if (shown.current) void list.reload(true); shown.current = true })
  usePullDownRefresh(() => { void list.reload(true).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { void list.loadMore() })

  if (!projectId) return <PageState status='empty' text='请先选择项目' />
  return (
    <View className='lab-page'>
      <LabChips label='信息类别' options={[{ value: '', label: '全部', colour: '#2979ff' }, ...INFO_CATEGORIES]} value={category} onChange={setCategory} />
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={list.error} onRetry={() => void list.reload()} />}
      {status === 'ready' && items.length === 0 && <PageState status='empty' text='暂无试验信息' />}
      {status !== 'error' && items.map((i) => (
        <View key={i.id} className='lab-info' onClick={() => setOpen(open === i.id ? '' : i.id)}>
          <View className='lab-card__head'>
            <Text className='lab-tag' style={{ color: colourOf(i.category), borderColor: colourOf(i.category) }}>{i.categoryName}</Text>
            <Text className='lab-card__title'>{i.title}</Text>
          </View>
          <Text className={`lab-info__content${open === i.id ? '' : ' lab-info__content--short'}`}>{i.content}</Text>
          <Text className='lab-card__meta'>
            {i.contractName} · {i.creatorName} {dayjs(i.creatorTime).format('YYYY-MM-DD')}{i.effectiveDate ? ` · ${i.category === 'plan' ? '计划日期' : '生效日期'} ${i.effectiveDate}` : ''}
          </Text>
        </View>
      ))}
      {status === 'ready' && items.length > 0 && <View className='lab-footer'><Text>{list.loadingMore ? '加载中…' : hasMore ? '上拉加载更多' : `共${total}条`}</Text></View>}
      <View className='lab-actions'>
        <View className='lab-btn lab-btn--primary' onClick={() => void Taro.navigateTo({ url: routes.increaseInfo })}><Text>发布信息</Text></View>
      </View>
    </View>
  )
}

export function InfoForm({ projectId, contracts, onSaved, onCancel }: { projectId: string; contracts: ContractVO[]; onSaved(): void; onCancel(): void }) {
  const sections = useMemo(() => contracts.filter((c) => c.projectId === projectId), [contracts, projectId])
  const [category, setCategory] = useState<LabInfoCategory>('plan')
  const [contractId, setContractId] = useState('')
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [effective, setEffective] = useState('')
  const [saving, setSaving] = useState(false)
  const saved = useRef(false)
  const confirmLeave = useLeaveGuard([title, content].some((v) => v.trim() !== '') && !saved.current, DISCARD_QUESTION)
  const leave = async () => { if (await confirmLeave()) onCancel() }
  const scopeNames = ['全项目', ...sections.map((c) => `${c.enCode} ${c.contractor}`)]
  const scopeIndex = Math.max(0, sections.findIndex((c) => c.id === contractId) + 1)

  const submit = async () => {
    if (saving || saved.current) return
    if (!title.trim()) return toast('请填写标题')
    if (!content.trim()) return toast('请填写内容')
    setSaving(true)
    try {
      await createInfo({ projectId, contractId, category, title: title.trim(), content: content.trim(), effectiveDate: effective })
      saved.current = true
      void Taro.showToast({ title: '已发布', icon: 'success' })
      onSaved()
    } catch (e) {
      toast(errorText(e, '发布失败'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <View className='page'>
      <NavBar title='发布试验信息' back onBack={() => void leave()} />
      {!projectId ? <PageState status='empty' text='请先选择项目' /> : (
        <View className='lab-page'>
          <View className='lab-form'>
            <Text className='lab-form__title'>信息类别</Text>
            <LabChips label='信息类别' options={INFO_CATEGORIES} value={category} onChange={(v) => setCategory(v as LabInfoCategory)} />
            <Picker mode='selector' range={scopeNames} value={scopeIndex} onChange={(e) => setContractId(Number(e.detail.value) === 0 ? '' : sections[Number(e.detail.value) - 1].id)}>
              <View className='lab-row'><Text className='lab-label'>发布范围</Text><Text className='lab-value'>{scopeNames[scopeIndex]}</Text></View>
            </Picker>
            <View className='lab-row'><Text className='lab-label'>标题 *</Text><Input className='lab-input' aria-label='标题' maxlength={100} placeholder='如 12月试验检测计划' value={title} onInput={(e) => setTitle(e.detail.value)} /></View>
            <Picker mode='date' value={effective || chinaDate(Date.now())} onChange={(e) => setEffective(e.detail.value)}>
              <View className='lab-row lab-row--last'><Text className='lab-label'>{category === 'plan' ? '计划日期' : '生效日期'}</Text><Text className={`lab-value${effective ? '' : ' lab-value--hint'}`}>{effective || '选填'}</Text></View>
            </Picker>
          </View>
          <View className='lab-form'>
            <Text className='lab-form__title'>内容 *</Text>
            <Textarea className='lab-textarea' aria-label='内容' maxlength={2000} placeholder='检测项目、频率、部位、仪器编号、标准编号及执行要求' value={content} onInput={(e) => setContent(e.detail.value)} />
          </View>
          <View className='lab-actions'>
            <View className={`lab-btn lab-btn--primary${saving ? ' lab-btn--off' : ''}`} onClick={() => void submit()}><Text>{saving ? '发布中…' : '发布'}</Text></View>
          </View>
        </View>
      )}
    </View>
  )
}
