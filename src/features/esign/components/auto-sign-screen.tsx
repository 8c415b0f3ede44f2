import { useEffect, useState } from 'react'
import { Image, Switch, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { PersonSealVO, RoleSignVO } from '@shared/api/esign'
import { NavBar, PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { createPersonSeal, getRoleSign, setAutoSign } from '../api/esign'
import './esign.scss'

/**
 * /pages/workFlow/autoSign: 自动签章. When on, documents I approve are signed with my personal seal as soon as their
 * flow passes, instead of waiting in my signing list.
 */
export function AutoSignScreen() {
  const [seal, setSeal] = useState<PersonSealVO | null>(null)
  const [info, setInfo] = useState<RoleSignVO | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    // the setting lives on the seal: it is made first if the user has none
    Promise.all([createPersonSeal(), getRoleSign('approve')]).then(([s, r]) => {
      setSeal(s)
      setInfo(r)
    }, () => setFailed(true))
  }, [])

  const change = async (on: boolean) => {
    try {
      await setAutoSign(on)
      setSeal((s) => (s ? { ...s, autoSign: on } : s))
      await Taro.showToast({ title: on ? '已开启自动签章' : '已关闭自动签章', icon: 'success' })
    } catch (err) {
      await Taro.showToast({ title: errorText(err, '设置失败'), icon: 'none' })
    }
  }

  return (
    <View className='page esign'>
      <NavBar title='自动签章' back />
      {failed ? (
        <PageState status='error' />
      ) : !seal ? (
        <PageState status='loading' />
      ) : (
        <>
          <View className='esign__card'>
            <View className='esign__row'>
              <Text className='esign__card-title' style={{ margin: 0 }}>审批通过后自动签章</Text>
              <Switch checked={seal.autoSign} color='#2979ff' onChange={(e) => void change(Boolean(e.detail.value))} aria-label='自动签章' />
            </View>
            <Text className='esign__muted'>开启后，您审批的流程全部通过时，系统自动为该文件加盖您的个人印章，无需在待签署列表中逐个签署。</Text>
          </View>
          <View className='esign__card'>
            <Text className='esign__card-title'>签章所用印章</Text>
            <Image className='esign__seal' src={seal.sealImg} mode='aspectFit' />
            {info?.provider ? <Text className='esign__muted'>{info.provider.notice}</Text> : null}
          </View>
        </>
      )}
    </View>
  )
}
