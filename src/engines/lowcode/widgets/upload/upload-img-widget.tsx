import { SitePhotoPicker, type UploadItem } from '@/components'
import type { WidgetProps } from '../../types'
import { uploadPropsOf } from './upload-props'

/**
 * uploadImg: value = array of {name, fileId, url} (JNPF UploadImg.vue), photos go to /api/file/Uploader/annexpic.
 * Every register's photos are site photos: stamped with time, position, project, section, chainage and photographer.
 */
export function UploadImgWidget({ field, value, onChange, onBlur, disabled }: WidgetProps<UploadItem[] | string | null>) {
  const { buttonText: _ignored, ...props } = uploadPropsOf(field)
  return (
    <SitePhotoPicker
      {...props}
      value={value}
      disabled={disabled || field.disabled || field.readonly}
      onChange={(next) => {
        onChange(next)
        onBlur?.()
      }}
    />
  )
}
