import { Image, Text, View } from '@tarojs/components'
import { resolveUrl } from '@/lib/request'
import { IMAGE_EXTENSIONS, chooseImages, compressImage, previewImages } from '@/lib/media'
import { limitOf, sizeRuleOf } from './config'
import { failureText, useUploadList } from './use-upload-list'
import type { ImageUploaderProps } from './types'
import './index.scss'

/**
 * Photos as a grid of large thumbnails: tap to view, × to remove (confirmed), + to take or choose more. Photos are
 * compressed before upload; each shows its progress, and a failed one keeps 重试 and 删除 until the user decides.
 */
export function ImageUploader(props: ImageUploaderProps) {
  const { disabled, sourceType, compress } = props
  const limit = limitOf(props)
  const list = useUploadList({
    kind: 'image',
    value: props.value,
    onChange: props.onChange,
    limit,
    rules: { extensions: IMAGE_EXTENSIONS, ...sizeRuleOf(props) },
    uploadType: props.uploadType || 'annexpic',
    formData: props.formData,
    pick: (count) => chooseImages({ count: Math.min(count, 9), sourceType }),
    prepare: (file) => compressImage(file, compress)
  })
  const urls = list.items.map((item) => item.url)
  const failed = list.entries.filter((e) => e.status === 'failed')

  if (disabled && !list.items.length) return <Text className='uploader__empty'>暂无图片</Text>
  return (
    <View className='uploader uploader--image'>
      <View className='uploader__grid'>
        {list.items.map((item, index) => (
          <View className='uploader__thumb' key={`${item.fileId}-${index}`}>
            <Image
              className='uploader__img'
              src={resolveUrl(item.thumbUrl || item.url)}
              mode='aspectFill'
              aria-label={`查看图片${index + 1}`}
              onClick={() => void previewImages(urls, item.url)}
            />
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
        {!disabled && !list.full && (
          <View className='uploader__add' role='button' aria-label={props.buttonText || '上传图片'} onClick={() => void list.add()}>
            <Text className='uploader__add-icon'>+</Text>
            <Text className='uploader__add-text'>{props.buttonText || '上传图片'}</Text>
          </View>
        )}
      </View>
      {failed.map((entry) => (
        <Text className='uploader__error' key={entry.key}>{`${entry.file.name}：${failureText(entry)}`}</Text>
      ))}
      {!disabled && props.tipText ? <Text className='uploader__tip'>{props.tipText}</Text> : null}
    </View>
  )
}
