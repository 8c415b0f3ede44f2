import { useCallback, useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { PersonSealVO } from '@shared/api/esign'
import type { SignImgVO } from '@shared/api/workflow-extras'
import { NavBar, PageState, SignaturePopup } from '@/components'
import { addSignImg, deleteSignImg, getSignImgs, setDefaultSignImg } from '@/engines/workflow'
import { errorText } from '@/lib/error-text'
import { createPersonSeal, getPersonSeal } from '../api/esign'
import './esign.scss'

/**
 * /pages/apply/digitalSign: my personal seal (made once from my name) and my saved hand signatures (spec §3: a list
 * with one default), which approvals and e-signatures use.
 */
export function DigitalSignScreen() {
  const [seal, setSeal] = useState<PersonSealVO | null | undefined>(undefined)
  const [signs, setSigns] = useState<SignImgVO[] | null>(null)
  const [drawing, setDrawing] = useState(false)
  /** what failed to load, per card: a failure is said, never shown as "no seal" or "no signature" */
  const [sealError, setSealError] = useState('')
  const [signsError, setSignsError] = useState('')

  const load = useCallback(async () => {
    const [s, list] = await Promise.allSettled([getPersonSeal(), getSignImgs()])
    if (s.status === 'fulfilled') {
      setSeal(s.value)
      setSealError('')
    } else setSealError(errorText(s.reason, '个人印章加载失败'))
    if (list.status === 'fulfilled') {
      setSigns(list.value)
      setSignsError('')
    } else setSignsError(errorText(list.reason, '签名加载失败'))
  }, [])
  const retry = () => {
    setSealError('')
    setSignsError('')
    void load()
  }
  useEffect(() => {
    void load()
  }, [load])

  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn()
      await Taro.showToast({ title: done, icon: 'success' })
    } catch (err) {
      await Taro.showToast({ title: errorText(err, '操作失败'), icon: 'none' })
    }
    await load()
  }

  const remove = async (id: string) => {
    const res = await Taro.showModal({ title: '删除签名', content: '删除后不能恢复，确定删除这个签名吗？', confirmText: '删除', confirmColor: '#fa3534' })
    if (res.confirm) await act(() => deleteSignImg(id), '已删除')
  }

  return (
    <View className='page esign'>
      <NavBar title='数字签名' back />
      <View className='esign__card'>
        <Text className='esign__card-title'>个人印章</Text>
        {sealError ? (
          <PageState status='error' inline text={sealError} onRetry={retry} />
        ) : seal === undefined ? (
          <PageState status='loading' inline />
        ) : seal ? (
          <>
            <Image className='esign__seal' src={seal.sealImg} mode='aspectFit' aria-label={`${seal.sealName}的个人印章`} />
            <Text className='esign__muted'>由姓名“{seal.sealName}”生成，签署文件时默认加盖此印章。</Text>
          </>
        ) : (
          <>
            <Text className='esign__muted'>尚未生成个人印章。印章由您的姓名生成，只生成一次。</Text>
            <View className='esign__btn' style={{ marginTop: '20px' }} onClick={() => void act(createPersonSeal, '印章已生成')}>生成个人印章</View>
          </>
        )}
      </View>
      <View className='esign__card'>
        <Text className='esign__card-title'>手写签名</Text>
        {signsError ? <PageState status='error' inline text={signsError} onRetry={retry} /> : null}
        {!signsError && signs === null ? <PageState status='loading' inline /> : null}
        {!signsError && signs?.length === 0 ? <Text className='esign__muted'>还没有保存签名</Text> : null}
        {!signsError && signs?.map((s) => (
          <View key={s.id} className='esign__row'>
            <Image className='esign__sign-img' src={s.signImg} mode='aspectFit' />
            <View className='esign-doc__actions'>
              {s.isDefault === 1 ? (
                <Text className='esign__muted'>默认签名</Text>
              ) : (
                <View className='esign__btn esign__btn--ghost' onClick={() => void act(() => setDefaultSignImg(s.id), '已设为默认')}>设为默认</View>
              )}
              <View className='esign__btn esign__btn--ghost' onClick={() => void remove(s.id)}>删除</View>
            </View>
          </View>
        ))}
        <View className='esign__btn' style={{ marginTop: '20px' }} onClick={() => setDrawing(true)}>添加签名</View>
      </View>
      <SignaturePopup
        visible={drawing}
        onClose={() => setDrawing(false)}
        onConfirm={(dataUrl) => {
          setDrawing(false)
          void act(() => addSignImg({ signImg: dataUrl, isDefault: signs?.length ? 0 : 1 }), '签名已保存')
        }}
      />
    </View>
  )
}
