import { View, Text } from '@tarojs/components'
import type { UserInfo } from '@shared/api/oauth'
import './mine-header.scss'
import { Avatar } from '@/components'

export interface MineHeaderProps {
  userInfo: UserInfo
  onClick?: () => void
}

/** who is signed in: avatar, name, account, organisation and position */
export function MineHeader({ userInfo, onClick }: MineHeaderProps) {
  return (
    <View className='pf-mine-header' onClick={onClick} role={onClick ? 'button' : undefined}>
      <Avatar src={userInfo.headIcon} name={userInfo.userName} size='large' />
      <View className='pf-mine-header__info'>
        <Text className='pf-mine-header__name'>{userInfo.userName}</Text>
        <Text className='pf-mine-header__line'>账号：{userInfo.userAccount}</Text>
        <Text className='pf-mine-header__line'>组织：{userInfo.organizeName || '未分配组织'}</Text>
        <Text className='pf-mine-header__line'>岗位：{userInfo.positionName || '未分配岗位'}</Text>
      </View>
      {onClick ? <Text className='pf-mine-header__arrow' /> : null}
    </View>
  )
}
