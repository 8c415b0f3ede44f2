export interface WechatLoginProps {
  onSuccess: () => void
  /** back to the password login */
  onBack: () => void
}
