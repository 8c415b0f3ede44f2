import { Image, Text, View } from '@tarojs/components'
import { resolveUrl } from '@/lib/request'
import { previewImages } from '@/lib/media'
import { failureText, type UploadList } from './use-upload-list'
import { useItemSource } from './keep-offline'
import type { UploadItem } from './types'
import './index.scss'

/** a photo of the value; one kept on the device until the network is back says 待上传 */
function ItemImage({ item, index, onOpen }: { item: UploadItem; index: number; onOpen: () => void }) {
  const src = useItemSource(item)
  return (
    <>
      <Image className='uploader__img' src={resolveUrl(src)} mode='aspectFill' aria-label={`查看图片${index + 1}`} onClick={onOpen} />
      {item.localPhotoId ? <Text className='uploader__pending'>待上传</Text> : null}
    </>
  )
}

export interface ImageGridProps {
  list: UploadList
  disabled?: boolean
  buttonText?: string
  tipText?: string
  /** what the + tile says while photos are being prepared (located, stamped); the tile is then inactive */
  busyText?: string
}

/**
 * Photos as a grid of large thumbnails: tap to view, × to remove (confirmed), + to take or choose more. Each photo
 * on its way up shows its progress; a failed one keeps its local copy with 重试 and 删除 until the user decides.
 */
export function ImageGrid({ list, disabled, buttonText, tipText, busyText }: ImageGridProps) {
  const urls = list.items.map((item) => item.url)
  const failed = list.entries.filter((e) => e.status === 'failed')
  const addLabel = buttonText || '上传图片'

  if (disabled && !list.items.length) return <Text className='uploader__empty'>暂无图片</Text>
  return (
    <View className='uploader uploader--image'>
      <View className='uploader__grid'>
        {list.items.map((item, index) => (
          <View className='uploader__thumb' key={`${item.fileId}-${index}`}>
            <ItemImage item={item} index={index} onOpen={() => void previewImages(urls, item.url)} />
            {!disabled && (
              <View className='uploader__remove' role='button' aria-label={`删除图片${index + 1}`} onClick={() => void list.remove(index, '图片')}>
                <Text className='uploader__remove-icon'>×</Text>
              </View>
            )}
          </View>
        ))}
        {list.entries.map((entry) => (
          <View className={`uploader__thumb uploader__thumb--${entry.status}`} key={entry.key}>
            <Image className='uploader__img' src={entry.file.path} mode='aspectFill' />
            {entry.status === 'uploading' ? (
              <View className='uploader__mask' role='progressbar' aria-valuenow={entry.progress} aria-valuemin={0} aria-valuemax={100}>
                <Text className='uploader__mask-text'>{entry.progress}%</Text>
                <View className='uploader__mask-track'>
                  <View className='uploader__mask-bar' style={{ width: `${entry.progress}%` }} />
                </View>
              </View>
            ) : (
              <View className='uploader__mask uploader__mask--failed'>
                <Text className='uploader__mask-text'>上传失败</Text>
                <View className='uploader__mask-actions'>
                  <View className='uploader__mask-btn' role='button' onClick={() => list.retry(entry.key)}>
                    <Text>重试</Text>
                  </View>
                  <View className='uploader__mask-btn' role='button' onClick={() => void list.discard(entry.key, '图片')}>
                    <Text>删除</Text>
                  </View>
                </View>
              </View>
            )}
          </View>
        ))}
        {!disabled && busyText ? (
          <View className='uploader__add uploader__add--busy' role='status' aria-live='polite'>
            <Text className='uploader__add-text'>{busyText}</Text>
          </View>
        ) : null}
        {!disabled && !busyText && !list.full && (
          <View className='uploader__add' role='button' aria-label={addLabel} onClick={() => void list.add()}>
            <Text className='uploader__add-icon'>+</Text>
            <Text className='uploader__add-text'>{addLabel}</Text>
          </View>
        )}
      </View>
      {failed.map((entry) => (
        <Text className='uploader__error' key={entry.key}>{`${entry.file.name}：${failureText(entry)}`}</Text>
      ))}
      {!disabled && tipText ? <Text className='uploader__tip'>{tipText}</Text> : null}
    </View>
  )
}
