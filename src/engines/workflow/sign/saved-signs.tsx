// The saved-signature chooser of the approve dialog: tap one to sign with it, make one the default (设为默认, the
// one later approvals start with) or delete one after confirming. The list is read again after each change, since
// the server picks the next default when the default one is deleted.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import type { SignImgVO } from '@shared/api/workflow-extras'
import { theme } from '@/config/theme'
import { resolveUrl } from '@/lib/request'
import { deleteSignImg, setDefaultSignImg } from '../api/sign-img'
import { toastUnlessShown } from '@/lib/error-text'

export interface SavedSignsProps {
  signs: SignImgVO[]
  /** the signature in use, to mark it */
  current: string
  onPick: (sign: SignImgVO) => void
  /** the list changed on the server: reads it again; `removed` is the signature just deleted */
  onChanged: (removed?: SignImgVO) => Promise<void>
}

export function SavedSigns({ signs, current, onPick, onChanged }: SavedSignsProps) {
  // one change at a time: a second tap while the first is on its way would act on a stale list
  const [busy, setBusy] = useState(false)

  const run = async (work: () => Promise<string>, removed?: SignImgVO) => {
    if (busy) return
    setBusy(true)
    try {
      const msg = await work()
      await onChanged(removed)
      void Taro.showToast({ title: msg || '操作成功', icon: 'success' })
    } catch (err) {
      // a refusal was toasted by the request client; a failure that never reached the server is said here
      toastUnlessShown(err, '操作失败')
    } finally {
      setBusy(false)
    }
  }

  const makeDefault = (sign: SignImgVO) => run(() => setDefaultSignImg(sign.id))

  const remove = async (sign: SignImgVO, index: number) => {
    if (busy) return
    const answer = await Taro.showModal({ title: '提示', content: `确定删除签名${index + 1}吗？删除后无法恢复。`, confirmColor: theme.error })
      .catch(() => ({ confirm: false }))
    if (answer.confirm) await run(() => deleteSignImg(sign.id), sign)
  }

  return (
    <View className='wf-sign__saved'>
      <Text className='wf-sign__hint'>已保存的签名</Text>
      <View className={`wf-sign__list${busy ? ' wf-sign__list--busy' : ''}`}>
        {signs.map((s, i) => {
          const isDefault = Number(s.isDefault) === 1
          return (
            <View key={s.id} className='wf-sign__card'>
              <View
                className={`wf-sign__item${s.signImg === current ? ' wf-sign__item--active' : ''}`}
                role='button'
                aria-label={`已保存的签名${i + 1}`}
                onClick={() => onPick(s)}
              >
                <Image className='wf-sign__img' src={resolveUrl(s.signImg)} mode='aspectFit' />
                {isDefault ? <Text className='wf-sign__badge'>默认</Text> : null}
              </View>
              <View className='wf-sign__ops'>
                {isDefault ? null : (
                  <View className='wf-sign__op' role='button' aria-label={`将签名${i + 1}设为默认`} onClick={() => void makeDefault(s)}><Text>设为默认</Text></View>
                )}
                <View className='wf-sign__op wf-sign__op--danger' role='button' aria-label={`删除签名${i + 1}`} onClick={() => void remove(s, i)}><Text>删除</Text></View>
              </View>
            </View>
          )
        })}
      </View>
    </View>
  )
}
