import { View, Image } from '@tarojs/components'
import { resolveUrl } from '@/lib/url'
import { LoginField } from '../login-field'
import './index.scss'

export interface CaptchaFieldProps {
  /** /api/oauth/ImageCode/{length}/{key} */
  imagePath: string
  length: number
  value: string
  onChange: (value: string) => void
  /** a new picture (the old one may be hard to read, or its code is used up) */
  onRefresh: () => void
  onConfirm?: () => void
}

/** the login's image captcha: the code's field and its picture; tapping the picture draws a new one */
export function CaptchaField({ imagePath, length, value, onChange, onRefresh, onConfirm }: CaptchaFieldProps) {
  return (
    <LoginField
      label='验证码'
      inputClass='login-form__captcha'
      value={value}
      placeholder='请输入图中字符'
      maxlength={length}
      onChange={onChange}
      onConfirm={onConfirm}
      suffix={
        <View className='captcha-field__picture' role='button' aria-label='看不清，换一张' onClick={onRefresh}>
          <Image className='captcha-field__image' src={resolveUrl(imagePath)} mode='aspectFit' />
        </View>
      }
    />
  )
}

export default CaptchaField
