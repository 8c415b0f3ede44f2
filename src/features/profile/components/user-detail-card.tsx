import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { goBack, PageState } from '@/components'
import { getAppUser } from '../api/user-detail'
import type { AppUserDetail } from '../types'
import { genderLabel } from '../lib/gender'
import { errorText, isRetryable } from '../lib/error-text'
import { UserAvatar } from './user-avatar'
import { EntryGroup, EntryRow } from './entry-list'
import './user-detail-card.scss'

export interface UserDetailCardProps {
  id?: string
}

function call(mobile: string) {
  Taro.makePhoneCall({ phoneNumber: mobile }).catch(() => undefined)
}

function copy(text: string) {
  Taro.setClipboardData({ data: text })
    .then(() => Taro.showToast({ title: '邮箱已复制', icon: 'none', duration: 1500 }))
    .catch(() => Taro.showToast({ title: '复制失败', icon: 'none', duration: 1500 }))
}

/** a colleague's card: who they are, where they sit, how to reach them */
export function UserDetailCard({ id }: UserDetailCardProps) {
  const [user, setUser] = useState<AppUserDetail | null>(null)
  const [error, setError] = useState('')
  const [retryable, setRetryable] = useState(false)

  const load = async () => {
    if (!id) return
    setError('')
    try {
      setUser(await getAppUser(id))
    } catch (err) {
      setError(errorText(err, '用户信息加载失败'))
      setRetryable(isRetryable(err))
    }
  }

  useEffect(() => {
    setUser(null)
    void load()
  }, [id])

  if (!id) return <PageState status='error' text='缺少用户编号，无法查看资料' onRetry={goBack} retryText='返回' />
  if (error) {
    return retryable
      ? <PageState status='error' text={error} onRetry={() => void load()} />
      : <PageState status='error' text={error} onRetry={goBack} retryText='返回' />
  }
  if (!user) return <PageState status='loading' />

  const gender = genderLabel(user.gender)
  return (
    <View className='pf-user'>
      <View className='pf-user__head'>
        <UserAvatar src={user.headIcon} name={user.realName} size='large' />
        <View className='pf-user__who'>
          <Text className='pf-user__name'>{user.realName}</Text>
          <Text className='pf-user__account'>
            {user.account}
            {gender ? ` · ${gender}` : ''}
          </Text>
        </View>
      </View>
      <EntryGroup title='工作信息'>
        <EntryRow title='组织' extra={user.organizeName || '未分配'} />
        <EntryRow title='岗位' extra={user.positionName || '未分配'} />
      </EntryGroup>
      <EntryGroup title='联系方式'>
        {user.mobilePhone ? (
          <EntryRow title='手机' note='点击拨打' extra={<Text className='pf-user__link'>{user.mobilePhone}</Text>} onClick={() => call(user.mobilePhone as string)} />
        ) : (
          <EntryRow title='手机' extra='未填写' />
        )}
        {user.email ? (
          <EntryRow title='邮箱' note='点击复制' extra={<Text className='pf-user__link'>{user.email}</Text>} onClick={() => copy(user.email as string)} />
        ) : (
          <EntryRow title='邮箱' extra='未填写' />
        )}
      </EntryGroup>
    </View>
  )
}
