import { Text, View } from '@tarojs/components'
import { formatFileSize } from '@/utils/format-file-size'
import { acceptedExtensions, chooseFiles, isImageName, openFile, previewImages } from '@/lib/media'
import { limitOf, sizeRuleOf } from './config'
import { failureText, useUploadList } from './use-upload-list'
import type { FileUploaderProps, UploadItem } from './types'
import './index.scss'

function open(item: UploadItem): void {
  if (isImageName(item.name) || isImageName(item.url)) void previewImages([item.url])
  else void openFile({ url: item.url, name: item.name, fileExtension: item.fileExtension })
}

/**
 * Documents as a list of names: tap to open, 删除 to remove (confirmed). Each upload shows a progress bar; a
 * failed one says why and keeps 重试 and 删除 until the user decides.
 */
export function FileUploader(props: FileUploaderProps) {
  const { disabled, accept } = props
  const limit = limitOf(props)
  const list = useUploadList({
    kind: 'file',
    value: props.value,
    onChange: props.onChange,
    limit,
    rules: { extensions: acceptedExtensions(accept), ...sizeRuleOf(props) },
    uploadType: props.uploadType || 'annex',
    formData: props.formData,
    pick: (count) => chooseFiles({ count, accept })
  })

  if (disabled && !list.items.length) return <Text className='uploader__empty'>暂无文件</Text>
  return (
    <View className='uploader uploader--file'>
      {!disabled && (
        <View className='uploader__button' role='button' aria-label={props.buttonText || '选择文件'} onClick={() => void list.add()}>
          <Text>{props.buttonText || '选择文件'}</Text>
        </View>
      )}
      {!disabled && props.tipText ? <Text className='uploader__tip'>{props.tipText}</Text> : null}
      {list.items.map((item, index) => (
        <View className='uploader__file' key={`${item.fileId}-${index}`}>
          <View className='uploader__file-main' role='button' aria-label={`打开${item.name}`} onClick={() => open(item)}>
            <Text className='uploader__file-name'>{item.name}</Text>
            {item.fileSize ? <Text className='uploader__file-size'>{formatFileSize(item.fileSize)}</Text> : null}
          </View>
          {!disabled && (
            <View className='uploader__file-btn uploader__file-btn--danger' role='button' aria-label={`删除${item.name}`} onClick={() => void list.remove(index, '文件')}>
              <Text>删除</Text>
            </View>
          )}
        </View>
      ))}
      {list.entries.map((entry) => (
        <View className={`uploader__file uploader__file--${entry.status}`} key={entry.key}>
          <View className='uploader__file-main'>
            <Text className='uploader__file-name'>{entry.file.name}</Text>
            {entry.status === 'uploading' ? (
              <View className='uploader__progress' role='progressbar' aria-valuenow={entry.progress} aria-valuemin={0} aria-valuemax={100}>
                <View className='uploader__progress-track'>
                  <View className='uploader__progress-bar' style={{ width: `${entry.progress}%` }} />
                </View>
                <Text className='uploader__progress-text'>{entry.progress}%</Text>
              </View>
            ) : (
              <Text className='uploader__error'>{failureText(entry)}</Text>
            )}
          </View>
          {entry.status === 'failed' && (
            <View className='uploader__file-actions'>
              <View className='uploader__file-btn' role='button' onClick={() => list.retry(entry.key)}>
                <Text>重试</Text>
              </View>
              <View className='uploader__file-btn uploader__file-btn--danger' role='button' onClick={() => void list.discard(entry.key, '文件')}>
                <Text>删除</Text>
              </View>
            </View>
          )}
        </View>
      ))}
    </View>
  )
}
