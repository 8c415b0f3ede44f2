// 新增自定义问题: an inspector met a problem the library lacks and proposes it for the library: the item it belongs
// under (picked from the library), its wording, level and category, the clause and measures, and site photos. The
// project is the one chosen on the Workbench; the project's safety officers and manager review it.
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { ProblemNode, ProposalDetail } from '@shared/api/pitfalls'
import { PageState, SitePhotoPicker, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { getLibraryTree, proposeProblem } from '../api/pitfalls'
import { GENERAL_LEVEL, useHazardDictionaries } from '../lib/display'
import { ItemPicker } from './item-picker'
import { ProblemFields, problemError, rectifyDaysOf, type ProblemValues } from './problem-fields'
import './pitfalls.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })

export function ProposalForm({ onProposed }: { onProposed(p: ProposalDetail): void }) {
  const project = storage.get('project')
  const { levels, categories } = useHazardDictionaries()
  const [tree, setTree] = useState<ProblemNode[] | null>(null)
  const [failure, setFailure] = useState('')
  const [itemId, setItemId] = useState('')
  const [values, setValues] = useState<ProblemValues>({ description: '', hazardLevel: GENERAL_LEVEL, hazardCategory: '', basis: '', measures: '', rectifyDays: '' })
  const [photos, setPhotos] = useState<UploadItem[]>([])
  const [sending, setSending] = useState(false)

  const load = async () => {
    setFailure('')
    try {
      setTree(await getLibraryTree())
    } catch (err) {
      setFailure(errorText(err, '问题库加载失败'))
    }
  }
  useEffect(() => { void load() }, [])

  const send = async () => {
    const why = !itemId ? '请选择检查项' : problemError(values)
    if (why) return toast(why)
    if (sending || !project) return
    setSending(true)
    try {
      const p = await proposeProblem({
        projectId: project.id, itemId, description: values.description.trim(), hazardLevel: values.hazardLevel, hazardCategory: values.hazardCategory,
        basis: values.basis.trim(), measures: values.measures.trim(), rectifyDays: rectifyDaysOf(values), photos: photos.map((f) => ({ name: f.name, url: f.url }))
      })
      void Taro.showToast({ title: '已提交审核', icon: 'success', duration: 1500 })
      onProposed(p)
    } catch (err) {
      toast(errorText(err, '提交失败'))
    } finally {
      setSending(false)
    }
  }

  if (!project) return <PageState status='error' text='请先在工作台选择项目' />
  if (failure) return <PageState status='error' text={failure} onRetry={() => void load()} />
  if (!tree) return <PageState status='loading' />
  return (
    <View className='pf-form'>
      <View className='pf-section'>
        <Text className='pf-section__title'>所属检查项</Text>
        <ItemPicker tree={tree} value={itemId} onChange={setItemId} />
        <Text className='pf-hint'>{`项目：${project.fullName}`}</Text>
      </View>
      <View className='pf-section'>
        <Text className='pf-section__title'>问题内容</Text>
        <ProblemFields value={values} onChange={setValues} levels={levels} categories={categories} />
      </View>
      <View className='pf-section'>
        <Text className='pf-section__title'>现场照片</Text>
        <SitePhotoPicker value={photos} onChange={setPhotos} limit={6} fileSize={5} sizeUnit='MB' sourceType={['camera', 'album']} />
      </View>
      <View className='pf-actions'>
        <View className={`pf-btn pf-btn--primary${sending ? ' pf-btn--off' : ''}`} onClick={() => void send()}><Text>{sending ? '提交中…' : '提交审核'}</Text></View>
      </View>
    </View>
  )
}
