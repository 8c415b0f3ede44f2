// 常用语: the phrases an approver reuses. System phrases (type 0) for everyone; the user adds and deletes their own
// (type 1). Tapping one puts it into the opinion.
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import type { CommonWordsVO } from '@shared/api/workflow-extras'
import { PageState } from '@/components'
import { theme } from '@/config/theme'
import { errorText } from '@/lib/error-text'
import { addCommonWords, deleteCommonWords, getCommonWords } from '../../api/common-words'
import { toastUnlessShown } from '@/lib/error-text'

export const COMMON_WORDS_MAX = 200

export interface CommonWordsProps {
  onPick: (text: string) => void
  onClose: () => void
}

export function CommonWords({ onPick, onClose }: CommonWordsProps) {
  const [words, setWords] = useState<CommonWordsVO[] | null>(null)
  const [error, setError] = useState('')
  const [draft, setDraft] = useState('')
  const [saving, setSaving] = useState(false)

  const load = async () => {
    setError('')
    try {
      setWords(await getCommonWords())
    } catch (err) {
      setError(errorText(err, '常用语加载失败'))
    }
  }
  useEffect(() => {
    void load()
  }, [])

  const add = async () => {
    const text = draft.trim()
    if (!text) return void Taro.showToast({ title: '请输入常用语', icon: 'none' })
    if (text.length > COMMON_WORDS_MAX) return void Taro.showToast({ title: `常用语不能超过${COMMON_WORDS_MAX}个字`, icon: 'none' })
    if (saving) return
    setSaving(true)
    try {
      await addCommonWords(text)
      setDraft('')
      await load()
    } catch (err) {
      // a refusal was toasted by the request client; a failure that never reached the server is said here
      toastUnlessShown(err, '常用语保存失败')
    } finally {
      setSaving(false)
    }
  }

  const remove = async (word: CommonWordsVO) => {
    const res = await Taro.showModal({ title: '提示', content: `确定删除常用语“${word.commonWordsText}”吗？`, confirmColor: theme.error }).catch(() => ({ confirm: false }))
    if (!res.confirm) return
    try {
      await deleteCommonWords(word.id)
      setWords((prev) => (prev ?? []).filter((w) => w.id !== word.id))
    } catch (err) {
      toastUnlessShown(err, '常用语删除失败')
    }
  }

  return (
    <View className='wf-words' catchMove>
      <View className='wf-words__mask' onClick={onClose} />
      <View className='wf-words__sheet' role='dialog' aria-label='常用语'>
        <View className='wf-words__head'>
          <Text className='wf-words__title'>常用语</Text>
          <View className='wf-words__close' role='button' onClick={onClose}><Text>关闭</Text></View>
        </View>
        <View className='wf-words__list'>
          {error ? <PageState status='error' inline text={error} onRetry={() => void load()} /> : null}
          {!error && !words ? <PageState status='loading' inline /> : null}
          {words && !words.length ? <PageState status='empty' inline text='还没有常用语' /> : null}
          {(words ?? []).map((word) => (
            <View key={word.id} className='wf-words__row'>
              <View className='wf-words__text' role='button' onClick={() => onPick(word.commonWordsText)}><Text>{word.commonWordsText}</Text></View>
              {word.commonWordsType === 1 ? (
                <View className='wf-words__delete' role='button' aria-label={`删除常用语${word.commonWordsText}`} onClick={() => void remove(word)}><Text>删除</Text></View>
              ) : (
                <Text className='wf-words__system'>系统</Text>
              )}
            </View>
          ))}
        </View>
        <View className='wf-words__add'>
          <Input className='wf-words__input' aria-label='新增常用语' value={draft} maxlength={COMMON_WORDS_MAX} placeholder='新增常用语' placeholderClass='wf-placeholder' onInput={(e) => setDraft(e.detail.value)} />
          <View className={`wf-words__add-btn${saving ? ' wf-words__add-btn--busy' : ''}`} role='button' onClick={() => void add()}><Text>添加</Text></View>
        </View>
      </View>
    </View>
  )
}
