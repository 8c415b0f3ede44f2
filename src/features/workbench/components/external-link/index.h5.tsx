import { View, Text } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { NavBar, PageState } from '@/components'
import { checkLink, readLinkParam, readTitleParam } from '../../external-url'
import type { ExternalLinkProps } from './types'
import './index.scss'

/** H5: the address, a button to open it in a new window, and the page itself in a frame where the site allows it */
export function ExternalLink(props: ExternalLinkProps) {
  const link = checkLink(readLinkParam(props.url))
  const title = readTitleParam(props.title) || '外部链接'
  return (
    <View className='page external-link'>
      <NavBar title={title} back />
      {!link.ok ? (
        <PageState status='error' text={link.message} />
      ) : (
        <View className='external-link__body'>
          <View className='external-link__card'>
            <Text className='external-link__title'>{title}</Text>
            <Text className='external-link__url' selectable>
              {link.url}
            </Text>
            <AtButton type='primary' onClick={() => window.open(link.url, '_blank', 'noopener,noreferrer')}>
              在新窗口打开
            </AtButton>
            <Text className='external-link__note'>部分网站不允许嵌入显示，若下方空白请点击「在新窗口打开」。</Text>
          </View>
          <iframe className='external-link__frame' src={link.url} title={title} referrerPolicy='no-referrer' />
        </View>
      )}
    </View>
  )
}

export default ExternalLink
