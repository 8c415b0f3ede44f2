import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { PageState, Avatar } from '@/components'
import { getAppUser } from '../api/user-detail'
import type { AppUserDetail } from '../types'
import { genderLabel } from '../lib/gender'
import { callPhone, copyText } from '../lib/contact-actions'
import { errorText, isRetryable } from '@/lib/error-text'
import { FailedState, type LoadFailure } from './failed-state'
import { EntryGroup, EntryRow } from './entry-list'
import './user-detail-card.scss'

export interface UserDetailCardProps {
  id?: string
  /** told once the card has the user, so the page can offer actions of other features (发消息) */
  onLoaded?: (user: AppUserDetail) => void
}

/** a colleague's card: who they are, where they sit, how to reach them */
export function UserDetailCard({ id, onLoaded }: UserDetailCardProps) {
  const [user, setUser] = useState<AppUserDetail | null>(null)
  const [failure, setFailure] = useState<LoadFailure | null>(null)

  const load = async () => {
    if (!id) return
    setFailure(null)
    try {
      const loaded = await getAppUser(id)
      setUser(loaded)
      onLoaded?.(loaded)
    } catch (err) {
      setFailure({ text: errorText(err, '用户信息加载失败'), retryable: isRetryable(err) })
    }
  }

  useEffect(() => {
    setUser(null)
    void load()
  }, [id])

  if (!id) return <FailedState text='缺少用户编号，无法查看资料' />
  if (failure) return <FailedState text={failure.text} onRetry={failure.retryable ? () => void load() : undefined} />
  if (!user) return <PageState status='loading' />

  const gender = genderLabel(user.gender)
  const { mobilePhone, email } = user
  return (
    <View className='pf-user'>
      <View className='pf-user__head'>
        <Avatar src={user.headIcon} name={user.realName} size='large' />
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
        {mobilePhone ? (
          <EntryRow title='手机' note='点击拨打' extra={<Text className='pf-user__link'>{mobilePhone}</Text>} onClick={() => callPhone(mobilePhone)} />
        ) : (
          <EntryRow title='手机' extra='未填写' />
        )}
        {email ? (
          <EntryRow title='邮箱' note='点击复制' extra={<Text className='pf-user__link'>{email}</Text>} onClick={() => copyText(email, '邮箱')} />
        ) : (
          <EntryRow title='邮箱' extra='未填写' />
        )}
      </EntryGroup>
    </View>
  )
}
