import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { routes } from '@/config/routes'

/** the 通讯录 button of the Messages tab's navigation bar */
export function ContactsLink() {
  return (
    <View className='msg-contacts-link' role='button' aria-label='通讯录' onClick={() => void Taro.navigateTo({ url: routes.contacts })}>
      <Text>通讯录</Text>
    </View>
  )
}
