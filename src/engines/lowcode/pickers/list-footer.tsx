import { Text, View } from '@tarojs/components'
import './picker-page.scss'

export interface ListFooterProps {
  loadingMore: boolean
  hasMore: boolean
  moreError?: string
  onRetry: () => void
}

/** the end of a paged list: loading, more to pull up, a failed next page (tap to retry), or the end */
export function ListFooter({ loadingMore, hasMore, moreError, onRetry }: ListFooterProps) {
  if (moreError) {
    return (
      <View className='lc-footer lc-footer--error' role='button' onClick={onRetry}>
        <Text>{`${moreError}，点击重试`}</Text>
      </View>
    )
  }
  return (
    <View className='lc-footer'>
      <Text>{loadingMore ? '加载中...' : hasMore ? '上拉加载更多' : '没有更多了'}</Text>
    </View>
  )
}
