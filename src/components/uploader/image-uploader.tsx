import { IMAGE_EXTENSIONS, chooseImages, compressImage } from '@/lib/media'
import { limitOf, sizeRuleOf } from './config'
import { ImageGrid } from './image-grid'
import { useUploadList } from './use-upload-list'
import type { ImageUploaderProps } from './types'

/** Photos chosen or taken, compressed before upload, shown in the image grid with progress, 重试 and 删除. */
export function ImageUploader(props: ImageUploaderProps) {
  const { disabled, sourceType, compress } = props
  const list = useUploadList({
    kind: 'image',
    value: props.value,
    onChange: props.onChange,
    limit: limitOf(props),
    rules: { extensions: IMAGE_EXTENSIONS, ...sizeRuleOf(props) },
    uploadType: props.uploadType || 'annexpic',
    formData: props.formData,
    pick: (count) => chooseImages({ count: Math.min(count, 9), sourceType }),
    prepare: (file) => compressImage(file, compress)
  })
  return <ImageGrid list={list} disabled={disabled} buttonText={props.buttonText} tipText={props.tipText} />
}
