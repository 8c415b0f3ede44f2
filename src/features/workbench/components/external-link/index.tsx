import { useEffect } from 'react'
import { WebView } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { PageState } from '@/components'
import { checkLink, readLinkParam, readTitleParam } from '../../external-url'
import type { ExternalLinkProps } from './types'

/**
 * Mini-program: a <web-view> (it fills the page and keeps the native navigation bar; the domain must be a
 * configured business domain, wechat-platform.md §8). The H5 view is index.h5.tsx.
 */
export function ExternalLink(props: ExternalLinkProps) {
  const link = checkLink(readLinkParam(props.url))
  const title = readTitleParam(props.title) || '外部链接'
  useEffect(() => {
    void Taro.setNavigationBarTitle({ title })
  }, [title])
  if (!link.ok) return <PageState status='error' text={link.message} />
  return <WebView src={link.url} />
}

export default ExternalLink
